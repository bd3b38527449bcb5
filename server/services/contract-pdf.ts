/**
 * The contract as a PDF (docs/contracts.md): the template's text with its fields filled from the
 * contract, the settlement lines and the signatures' block, set in a CJK font so the Chinese is
 * real text. With `signature` the PDF carries an empty PKCS#7 signature field (the byte range and
 * a zeroed /Contents) that server/services/esign.ts fills.
 */
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_SIGNATURE_LENGTH, SIG_FLAGS, SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';

/** where a CJK font is looked for: CONTRACT_PDF_FONT first (a .ttf/.otf, or a .ttc with its PostScript name after '#') */
const FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc#NotoSerifCJKsc-Regular',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc#WenQuanYiMicroHei',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];

let fontCache: { file: string; family?: string } | null | undefined;

export function contractFont(): { file: string; family?: string } | null {
  if (fontCache !== undefined) return fontCache;
  const list = [process.env.CONTRACT_PDF_FONT, ...FONT_CANDIDATES].filter((x): x is string => !!x);
  fontCache = null;
  for (const spec of list) {
    const [file, family] = spec.split('#');
    if (fs.existsSync(file)) {
      fontCache = { file, family };
      break;
    }
  }
  return fontCache;
}

export interface ContractLine {
  name: string;
  quantity: number;
  amount: number;
  gift?: boolean;
}

export interface ContractDocument {
  title: string;
  contractNo: string;
  /** the template's text with every {{field}} filled */
  body: string;
  lines: ContractLine[];
  totalText: string;
  seller: string;
  buyer: string;
  /** shown in the signature block once signed */
  signedBy?: { name: string; time: string; serial: string };
}

export interface SignatureField {
  reason: string;
  name: string;
  location: string;
  signingTime: Date;
}

const yuan = (cents: number) => (cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Renders the contract; with `signature`, adds the signature field a signer fills. */
export function renderContractPdf(docData: ContractDocument, signature?: SignatureField): Promise<Buffer> {
  const font = contractFont();
  if (!font) throw new Error('No CJK font for contract PDFs: set CONTRACT_PDF_FONT');
  // an unchanging creation date keeps the same contract's preview byte for byte the same
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${docData.title} ${docData.contractNo}`, Creator: 'anhua', CreationDate: signature?.signingTime ?? new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.file, font.family);
  doc.font('cjk');
  doc.fontSize(18).text(docData.title, { align: 'center' });
  doc.moveDown(0.3).fontSize(9).fillColor('#555').text(`合同编号：${docData.contractNo}`, { align: 'right' }).fillColor('#000');
  doc.moveDown(0.6).fontSize(11).text(`出卖方：${docData.seller}`).text(`买受方：${docData.buyer}`);
  doc.moveDown(0.6).fontSize(10.5).text(docData.body, { lineGap: 3 });
  if (docData.lines.length) {
    doc.moveDown(0.8).fontSize(12).text('结算明细');
    doc.fontSize(10);
    for (const l of docData.lines) doc.text(`${l.name}    × ${l.quantity}    ${l.gift ? '赠送' : `¥${yuan(l.amount)}`}`);
    doc.moveDown(0.3).fontSize(11).text(docData.totalText);
  }
  doc.moveDown(1.5).fontSize(11);
  const y = doc.y;
  doc.text(`出卖方（盖章）：${docData.seller}`, 56, y);
  doc.text(`买受方（签字）：${docData.signedBy ? docData.signedBy.name : ''}`, 320, y);
  if (docData.signedBy) {
    doc.moveDown(0.5).fontSize(9).fillColor('#b00').text(`电子签署：${docData.signedBy.name} 于 ${docData.signedBy.time} 签署，流水号 ${docData.signedBy.serial}`, 56).fillColor('#000');
  }
  if (signature) addSignaturePlaceholder(doc, signature);
  doc.end();
  return done;
}

/**
 * The objects a PDF reader needs to find a signature (Adobe.PPKLite, detached PKCS#7): the /Sig
 * dictionary with a byte-range placeholder and zeroed /Contents, its widget on the last page, and
 * the AcroForm that lists it. PDFKit's own objects, as @signpdf's PDFKit placeholder does.
 */
function addSignaturePlaceholder(pdf: PDFKit.PDFDocument, s: SignatureField): void {
  /* eslint-disable @typescript-eslint/no-explicit-any -- PDFKit's object model is untyped */
  const doc = pdf as any;
  const signature = doc.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    ByteRange: [0, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.from(String.fromCharCode(0).repeat(DEFAULT_SIGNATURE_LENGTH)),
    Reason: new String(s.reason),
    M: s.signingTime,
    Name: new String(s.name),
    Location: new String(s.location),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' } },
  });
  if (!doc._acroform) doc.initForm();
  const form = doc._root.data.AcroForm;
  const widget = doc.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signature,
    T: new String(`Signature${form.data.Fields.length + 1}`),
    F: 4,
    P: doc.page.dictionary,
  });
  form.data = { Type: 'AcroForm', SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY, Fields: [...form.data.Fields, widget], DR: form.data.DR };
  doc.page.annotations.push(widget);
  signature.end();
  widget.end();
  /* eslint-enable @typescript-eslint/no-explicit-any */
}
