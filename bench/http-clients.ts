/**
 * Concurrent HTTP callers on a worker thread, for the server benchmarks (bench/clues.ts,
 * bench/record-search.ts): off the server's event loop, as browsers would be.
 *
 * node:http with a keep-alive agent, not fetch: undici's fetch costs the shared two cores about as
 * much CPU per request as the server's own work, and a browser's cost is on another machine.
 */
import { Worker } from 'node:worker_threads';

export const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

const CLIENT_THREAD = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { urls, perClient, headers, clients, total } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const get = (u) => new Promise((resolve, reject) => {
  http.get(u, { headers, agent }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', reject);
  }).on('error', reject);
});
(async () => {
  const lat = [];
  let next = 0;
  let found = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    while (next < total) {
      const u = urls[(perClient ? client : next) % urls.length];
      next++;
      const s = performance.now();
      const body = JSON.parse(await get(u));
      if (body.code !== 200) throw new Error(JSON.stringify(body));
      lat.push(performance.now() - s);
      const data = body.data;
      if (Array.isArray(data) ? data.length : data) found++;
    }
  }));
  agent.destroy();
  parentPort.postMessage({ lat, found, secs: (performance.now() - t0) / 1000 });
})();
`;

export interface ClientRun {
  /** each a GET; which one a request asks depends on perClient */
  urls: readonly string[];
  headers: Record<string, string>;
  clients: number;
  /** requests in all, shared by the clients */
  total: number;
  /** client i always asks urls[i % urls.length]; otherwise the requests go round the urls in turn */
  perClient?: boolean;
}

/** p50 and p95 in ms, requests a second, and how many answers carried data (a non-empty list or any value) */
export function httpClients(run: ClientRun): Promise<{ p50: number; p95: number; rps: number; found: number }> {
  return new Promise((resolve, reject) => {
    const w = new Worker(CLIENT_THREAD, { eval: true, workerData: { ...run, urls: [...run.urls], perClient: !!run.perClient } });
    w.once('message', ({ lat, found, secs }: { lat: number[]; found: number; secs: number }) => {
      void w.terminate();
      resolve({ p50: pct(lat, 50), p95: pct(lat, 95), rps: lat.length / secs, found });
    });
    w.once('error', reject);
  });
}
