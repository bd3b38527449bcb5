/**
 * npm start: build the client when it is missing or stale, open the database (PGlite in DATA_DIR
 * or DATABASE_URL), migrate, seed the demo tenant on first start, and serve.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase, DataDirLockedError } from './db';
import { isSeeded, seedDemo, DEMO_ACCOUNTS, DEMO_TENANT } from './db/seed';
import { buildApp } from './app';
import { endLiveStreams } from './modules/blade-desk/live';
import { startExportWorker } from './jobs/export-worker';
import { startInvitationSweeper } from './jobs/invitation-sweeper';
import { startMallSweeper } from './jobs/mall-sweeper';
import { startCorpWechatSync } from './jobs/corp-wechat-sync';
import { startFlowTimerJob } from './jobs/flow-timers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// CLIENT_DIST lets parallel test runs serve their own build
const distDir = path.resolve(root, process.env.CLIENT_DIST || 'dist');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const st = fs.statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The client is rebuilt only when a source is newer than the built index.html. */
function ensureClientBuilt(): void {
  const built = path.join(distDir, 'index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'index.html')),
    newestMtime(path.join(root, 'vite.config.ts')),
    newestMtime(path.join(root, 'package-lock.json')),
  );
  if (builtAt > 0 && builtAt >= sources) return;
  console.log(builtAt ? 'Client sources changed: rebuilding…' : 'Building the client (first start)…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', distDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('The client build failed; see the output above.');
}

async function main() {
  const config = loadConfig();
  if (process.env.SKIP_CLIENT_BUILD !== '1') ensureClientBuilt();
  let database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  // several processes starting at once on one PostgreSQL: one seeds, the others find it seeded
  const seededNow = config.seedDemo
    ? await database.exclusive(async () => {
        if (await isSeeded(database.ownerDb)) return false;
        await seedDemo(database.ownerDb);
        return true;
      })
    : false;
  const { app, services, readiness } = await buildApp({ database, config, clientDir: distDir, logger: true });
  await app.listen({ port: config.port, host: config.host });
  const stopWorker = startExportWorker(services);
  const stopSweeper = startInvitationSweeper(services);
  const stopMall = startMallSweeper(services);
  const stopCorpWechat = startCorpWechatSync(services);
  const flowTimers = startFlowTimerJob(services);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nAnhua back office is running${seededNow ? ' (demo data created)' : ''}.`);
  console.log(`  Open:      ${config.publicUrl}/login`);
  console.log(`  Database:  ${where}`);
  console.log(`  Tenant ID: ${DEMO_TENANT}`);
  console.log('  Demo accounts (account / password):');
  for (const a of DEMO_ACCOUNTS) {
    const note = a.role === 'admin' ? 'tenant super-admin, no store' : `${a.role}, must change the password at first sign-in`;
    console.log(`    ${a.account.padEnd(10)} ${a.password.padEnd(10)} ${note}`);
  }
  console.log('');

  // SIGTERM (a deploy, a scale-down): /readyz answers 503 so the balancer sends no more, the export
  // worker finishes the task in hand and takes no other, the live streams end (the browsers reconnect
  // elsewhere), the requests in flight are answered, then the process exits 0
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    readiness.draining = true;
    stopSweeper();
    stopMall();
    stopCorpWechat();
    flowTimers.stop();
    await stopWorker();
    endLiveStreams(services);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
