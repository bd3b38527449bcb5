/**
 * Insurers' UBI (usage-based insurance) driving data behind one small interface, for the green-travel
 * rewards (绿色出行奖励). The default, local provider stands in for the insurer: every car with a valid
 * VIN is enrolled, its UBI number derived from the VIN, and each day's figures (distance, minutes at the
 * wheel, harsh braking, rapid acceleration, an eco score) come from a generator seeded by the VIN and
 * the day, so the same car and day always read the same and a weekday differs from a weekend. A real
 * insurer's provider plugs in by `UBI_PROVIDER` (docs/members.md).
 */
import { createHash } from 'node:crypto';

export interface UbiAccount {
  ubiNo: string;
  carFrame: string;
  /** the first day the insurer has figures for (YYYY-MM-DD) */
  since: string;
}

export interface UbiDay {
  day: string;
  mileage: number;
  drivingMinutes: number;
  harshBrakes: number;
  rapidAccels: number;
  ecoScore: number;
}

export interface UbiProvider {
  /** the car's UBI account by VIN, or null when the insurer has none */
  accountByVin(vin: string): Promise<UbiAccount | null>;
  /** the daily figures from..to (inclusive, YYYY-MM-DD) */
  days(account: UbiAccount, from: string, to: string): Promise<UbiDay[]>;
}

const DAY = 86_400_000;
const digest = (s: string) => createHash('sha256').update(s).digest();

export const localUbi: UbiProvider = {
  async accountByVin(vin) {
    const h = digest(`ubi:${vin}`);
    const ubiNo = `UBI${String(h.readUInt32BE(0)).padStart(10, '0')}`;
    // enrolled up to a year before 2026-01-01, by the VIN
    const since = new Date(Date.UTC(2025, 0, 1) + (h.readUInt16BE(4) % 365) * DAY).toISOString().slice(0, 10);
    return { ubiNo, carFrame: vin, since };
  },
  async days(account, from, to) {
    const out: UbiDay[] = [];
    const start = Math.max(Date.parse(`${from}T00:00:00Z`), Date.parse(`${account.since}T00:00:00Z`));
    const end = Date.parse(`${to}T00:00:00Z`);
    // this driver's habits: some drive gently, some do not
    const style = digest(`style:${account.carFrame}`).readUInt8(0) / 255;
    for (let t = start; t <= end && out.length < 400; t += DAY) {
      const day = new Date(t).toISOString().slice(0, 10);
      const h = digest(`${account.carFrame}:${day}`);
      const weekend = [0, 6].includes(new Date(t).getUTCDay());
      const parked = h.readUInt8(0) < (weekend ? 70 : 30);
      if (parked) {
        out.push({ day, mileage: 0, drivingMinutes: 0, harshBrakes: 0, rapidAccels: 0, ecoScore: 0 });
        continue;
      }
      const mileage = (weekend ? 40 : 15) + (h.readUInt16BE(1) % (weekend ? 160 : 60));
      const drivingMinutes = Math.round(mileage * (1.2 + (h.readUInt8(3) % 80) / 100));
      const harshBrakes = Math.floor(((h.readUInt8(4) % 6) * (0.3 + style)) / 1.3);
      const rapidAccels = Math.floor(((h.readUInt8(5) % 5) * (0.3 + style)) / 1.3);
      const ecoScore = Math.max(40, Math.min(100, 100 - harshBrakes * 4 - rapidAccels * 3 - Math.round(style * 12) - (h.readUInt8(6) % 6)));
      out.push({ day, mileage, drivingMinutes, harshBrakes, rapidAccels, ecoScore });
    }
    return out;
  },
};

/** the configured provider; only the local one ships until an insurer's API is contracted */
export function ubiProvider(name = process.env.UBI_PROVIDER ?? 'local'): UbiProvider {
  if (name !== 'local') throw new Error(`UBI_PROVIDER=${name}: no such provider (local)`);
  return localUbi;
}
