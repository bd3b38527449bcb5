/**
 * Runs the end-to-end journeys as shards side by side, each shard with its own server, port and
 * embedded database, so no journey sees another's data or sessions (the demo accounts allow one
 * session each: two journeys signed in as the same person at once would log each other out).
 * Two shards take about a third of one run's time on two cores: a journey mostly waits for the
 * browser or the server, seldom for a core. E2E_SHARDS sets the number (1 runs as before);
 * arguments are passed to every shard (a spec file, --grep).
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8181);
const args = process.argv.slice(2);

function runShard(i) {
  const env = { ...process.env, E2E_PORT: String(basePort + i - 1), E2E_OUTPUT: shards > 1 ? `test-results/shard-${i}` : 'test-results' };
  // each shard's config makes its own data directory
  delete env.E2E_DATA_DIR;
  const cmd = ['playwright', 'test', ...(shards > 1 ? [`--shard=${i}/${shards}`, '--pass-with-no-tests'] : []), ...args];
  const child = spawn('npx', cmd, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = shards > 1 ? `[${i}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', (line) => console.log(tag + line));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, k) => runShard(k + 1)));
const failed = codes.filter((c) => c !== 0).length;
console.log(failed ? `e2e: ${failed} of ${shards} shards failed` : `e2e: all ${shards} shards passed`);
process.exit(failed ? 1 : 0);
