/** The local e-signature: a real PKCS#7 signature over the contract PDF that detects any later change. */
import { describe, expect, it } from 'vitest';
import { renderContractPdf } from '../../server/services/contract-pdf';
import { makeP12, signWithP12, verifyPdfSignature } from '../../server/services/esign';

const doc = {
  title: '汽车订购协议',
  contractNo: 'HT202611260001',
  body: '甲方向乙方订购车辆一台，车型：安华 E5 豪华版，车架号 LSVAU2180N2183456。',
  lines: [{ name: '安华 E5 豪华版', quantity: 1, amount: 15880000 }],
  totalText: '合同金额：¥158,800.00',
  seller: '安华汽车城南店',
  buyer: '张三',
};

describe('contract PDF and its local signature', () => {
  it('renders Chinese text with an embedded CJK font', async () => {
    const pdf = await renderContractPdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile|\/CIDFontType/);
    expect(verifyPdfSignature(pdf).valid).toBe(false);
  });

  it('signs so that the signature verifies, and a changed byte makes it invalid', async () => {
    const { p12 } = makeP12('test-secret', '000000', new Date());
    const unsigned = await renderContractPdf({ ...doc, signedBy: { name: '张三', time: '2026-11-26 10:00', serial: 'LOCAL1' } }, { reason: '合同签署', name: '张三', location: '安华汽车城南店', signingTime: new Date() });
    const signed = await signWithP12(unsigned, p12, 'test-secret');
    const check = verifyPdfSignature(signed);
    expect(check).toMatchObject({ valid: true, signer: 'anhua e-sign 000000' });
    // one byte of the text, outside the signature's own hole
    const changed = Buffer.from(signed);
    const at = changed.indexOf('/Title');
    changed[at + 8] = changed[at + 8] ^ 1;
    expect(verifyPdfSignature(changed).valid).toBe(false);
    // a byte appended after the signed range
    expect(verifyPdfSignature(Buffer.concat([signed, Buffer.from('\n')])).valid).toBe(false);
  });
});
