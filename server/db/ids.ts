/**
 * 64-bit ids without a database sequence (snowflake layout): 41 bits of milliseconds since
 * 2024-01-01, 10 bits of worker, 12 bits of sequence. The worker is random per process so that
 * several server processes on one PostgreSQL do not need coordination; ids travel as strings.
 */
const EPOCH = 1704067200000n;
const worker = BigInt(Number(process.env.WORKER_ID ?? Math.floor(Math.random() * 1024)) & 1023);
let lastMs = 0n;
let seq = 0n;

export function newId(): string {
  let now = BigInt(Date.now());
  if (now < lastMs) now = lastMs; // clock went back: keep monotonic
  if (now === lastMs) {
    seq = (seq + 1n) & 4095n;
    if (seq === 0n) {
      now = lastMs + 1n; // sequence exhausted in this ms: borrow the next one
    }
  } else {
    seq = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (worker << 12n) | seq).toString();
}

export { isId } from '../../src/domain/ids';
