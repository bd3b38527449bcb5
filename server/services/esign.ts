/**
 * E-signature behind one small interface (docs/contracts.md). The default, local provider signs the
 * contract PDF itself: a detached PKCS#7 signature (adbe.pkcs7.detached) with a certificate it makes
 * once per tenant, which a PDF reader shows as signed and which fails after any change of a byte.
 * The customer's step is simulated by a signing page at the pre-auth URL. A real provider
 * (法大大, by its serial numbers and URLs) plugs in by ESIGN_PROVIDER.
 */
import crypto from 'node:crypto';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { ahEsignCert } from '../db/resource-tables/contracts';

export interface EsignContract {
  id: string;
  tenantId: string;
  contractNo: string;
  customerName: string;
}

export interface EsignProvider {
  readonly name: string;
  /** the serial number of one signing of a contract (faDaDaSerialNum) */
  serialNumber(c: EsignContract): string;
  /** where the company verifies itself with the provider */
  companyVerifyUrl(tenantId: string, base: string): string;
  /** where the customer signs, with a token that names this signing */
  preAuthSignUrl(c: EsignContract, token: string, base: string): string;
  /** signs the rendered PDF (with its empty signature field) for the tenant */
  sign(db: Db, secret: string, tenantId: string, pdf: Buffer): Promise<Buffer>;
}

/** The tenant's key and certificate, made on first use (two first uses: one insert wins, both read it). */
async function tenantP12(db: Db, secret: string, tenantId: string, now: Date): Promise<Buffer> {
  const [have] = await db.select().from(ahEsignCert).where(eq(ahEsignCert.tenantId, tenantId)).limit(1);
  if (have) return Buffer.from(have.p12, 'base64');
  const made = makeP12(secret, tenantId, now);
  await db.insert(ahEsignCert).values({ tenantId, p12: made.p12.toString('base64'), certPem: made.certPem, createTime: now }).onConflictDoNothing();
  const [row] = await db.select().from(ahEsignCert).where(eq(ahEsignCert.tenantId, tenantId)).limit(1);
  return Buffer.from(row.p12, 'base64');
}

/** A self-signed signing certificate and its key as PKCS#12 under `secret`. */
export function makeP12(secret: string, tenantId: string, now: Date): { p12: Buffer; certPem: string } {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: `anhua e-sign ${tenantId}` },
    { name: 'organizationName', value: 'anhua local e-signature' },
    { name: 'countryName', value: 'CN' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], secret, { algorithm: '3des' })).getBytes();
  return { p12: Buffer.from(p12, 'binary'), certPem: forge.pki.certificateToPem(cert) };
}

/** Signs a PDF that has an empty signature field with the PKCS#12's key. */
export const signWithP12 = (pdf: Buffer, p12: Buffer, passphrase: string): Promise<Buffer> => new SignPdf().sign(pdf, new P12Signer(p12, { passphrase }));

export const localEsignProvider: EsignProvider = {
  name: 'local',
  serialNumber: (c) => `LOCAL${c.contractNo}${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
  companyVerifyUrl: (tenantId, base) => `${base}/api/crm-member/eSign/local/company?tenantId=${encodeURIComponent(tenantId)}`,
  preAuthSignUrl: (_c, token, base) => `${base}/api/crm-member/eSign/local/sign?token=${encodeURIComponent(token)}`,
  async sign(db, secret, tenantId, pdf) {
    return signWithP12(pdf, await tenantP12(db, secret, tenantId, new Date()), secret);
  },
};

const PROVIDERS: Record<string, EsignProvider> = { local: localEsignProvider };

/** The provider named by ESIGN_PROVIDER (local by default); a real one registers itself here. */
export function esignProvider(name = process.env.ESIGN_PROVIDER ?? 'local'): EsignProvider {
  const p = PROVIDERS[name];
  if (!p) throw new Error(`Unknown e-signature provider ${name}`);
  return p;
}

export function registerEsignProvider(p: EsignProvider): void {
  PROVIDERS[p.name] = p;
}

export interface SignatureCheck {
  valid: boolean;
  signer?: string;
  reason?: string;
}

/**
 * Checks the (last) signature of a PDF as a reader does: the byte range covers the whole file but
 * the signature itself, the signed attributes' digest equals the digest of those bytes, and the
 * signature over the attributes verifies with the certificate's key.
 */
/** the DER structure at the start of `bytes`, trailing bytes allowed (forge 1.3+ option its types do not name) */
const fromDerPrefix = (bytes: Buffer): forge.asn1.Asn1 =>
  (forge.asn1.fromDer as unknown as (b: forge.util.ByteStringBuffer, o: { parseAllBytes: boolean }) => forge.asn1.Asn1)(forge.util.createBuffer(bytes.toString('binary')), { parseAllBytes: false });

export function verifyPdfSignature(pdf: Buffer): SignatureCheck {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return { valid: false, reason: 'no signature' };
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 200));
  if (!m) return { valid: false, reason: 'no byte range' };
  const [a, b, c, d] = m.slice(1).map(Number);
  if (a !== 0 || c + d !== pdf.length || c <= b) return { valid: false, reason: 'the byte range does not cover the file' };
  const hole = text.slice(b, c);
  const hex = /^<([0-9a-fA-F]+)>$/.exec(hole.trim());
  if (!hex) return { valid: false, reason: 'no signature contents' };
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  try {
    // the hole is padded with zeros after the DER; the DER's own length says where it ends (stripping
    // trailing zeros instead cut a signature whose last byte is 0: one in 256 failed to verify)
    const der = Buffer.from(hex[1], 'hex');
    const msg = forge.pkcs7.messageFromAsn1(fromDerPrefix(der)) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string; digestAlgorithm: string };
    };
    const cert = msg.certificates[0];
    const attrs = msg.rawCapture.authenticatedAttributes;
    const digestOid = forge.asn1.derToOid(msg.rawCapture.digestAlgorithm);
    if (digestOid !== forge.pki.oids.sha256) return { valid: false, reason: 'unsupported digest' };
    let messageDigest: string | null = null;
    for (const attr of attrs) {
      const oid = forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0].value as string);
      if (oid === forge.pki.oids.messageDigest) messageDigest = ((attr.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
    }
    const actual = crypto.createHash('sha256').update(signed).digest('binary');
    if (messageDigest !== actual) return { valid: false, reason: 'the document changed after signing' };
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
    const md = forge.md.sha256.create();
    md.update(forge.asn1.toDer(set).getBytes());
    const ok = (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), msg.rawCapture.signature);
    return ok ? { valid: true, signer: String(cert.subject.getField('CN')?.value ?? '') } : { valid: false, reason: 'the signature does not verify' };
  } catch (e) {
    return { valid: false, reason: e instanceof Error ? e.message : 'unreadable signature' };
  }
}
