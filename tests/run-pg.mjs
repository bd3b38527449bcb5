// Runs the server suite on PostgreSQL when TEST_DATABASE_URL is set (CI sets it); says so when not.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the server tests is not part of this run.');
  process.exit(0);
}
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
