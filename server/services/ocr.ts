/**
 * Reading an insurance policy image (imgOcrSpot) behind one small interface. The default, local
 * provider reads what it can without a network: the fields a policy image's file name carries
 * (`policy_vin-LSVAU2180N2183713_fee-3560.00_insurer-中国人保.jpg`, how the demo images and many
 * scanner exports name them); fields it cannot read come back empty, and the person completes them in
 * the form before saving (the answer is a proposal, never saved by itself). A cloud OCR provider plugs
 * in by `OCR_PROVIDER` (docs/coupons.md).
 */
export interface PolicyReading {
  insurerName: string;
  vin: string;
  /** the premium in cents, 0 when unread */
  fee: number;
  plateNo: string;
  policyNo: string;
}

export interface OcrProvider {
  readPolicy(imageUrl: string): Promise<PolicyReading>;
}

const KEYS: Record<string, keyof PolicyReading> = { vin: 'vin', fee: 'fee', insurer: 'insurerName', plate: 'plateNo', policy: 'policyNo', no: 'policyNo' };

export const localOcr: OcrProvider = {
  async readPolicy(imageUrl) {
    const out: PolicyReading = { insurerName: '', vin: '', fee: 0, plateNo: '', policyNo: '' };
    let name = imageUrl.split('?')[0].split('/').pop() ?? '';
    try {
      name = decodeURIComponent(name);
    } catch {
      /* a name that is not percent-encoded is read as it is */
    }
    name = name.replace(/\.[a-z0-9]+$/i, '');
    for (const part of name.split('_')) {
      const dash = part.indexOf('-');
      if (dash <= 0) continue;
      const key = KEYS[part.slice(0, dash).toLowerCase()];
      const value = part.slice(dash + 1).trim();
      if (!key || !value) continue;
      if (key === 'fee') {
        const yuan = Number(value);
        if (Number.isFinite(yuan) && yuan >= 0 && yuan < 1e8) out.fee = Math.round(yuan * 100);
      } else if (key === 'vin') out.vin = value.toUpperCase().slice(0, 17);
      else out[key] = value.slice(0, 50);
    }
    return out;
  },
};

/** the provider the configuration names; only the local one ships */
export function ocrProvider(): OcrProvider {
  return localOcr;
}
