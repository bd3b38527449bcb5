// Finds the browser the Playwright journeys drive (Debian's Chromium, CHROMIUM_PATH to use another)
// and the CJK fonts their screenshots need; `npm test` runs it first (the "pretest" script).
// When they are missing it installs them with apt-get, if it may: as root on a machine with
// apt-get. Otherwise it says what to install and, for a missing browser, stops the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PACKAGES = { browser: 'chromium', fonts: 'fonts-noto-cjk' };

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Whether a Debian package is installed; null where there is no dpkg to ask. */
function installed(pkg) {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  if (r.error) return null;
  return r.status === 0 && r.stdout.includes('install ok installed');
}

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const missing = [];
if (!executable(BROWSER)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`ensure-browser: CHROMIUM_PATH=${BROWSER} is not an executable file; fix it or unset it to use Debian's /usr/bin/chromium.`);
    process.exit(1);
  }
  missing.push(PACKAGES.browser);
}
if (installed(PACKAGES.fonts) === false) missing.push(PACKAGES.fonts);

if (missing.length === 0) {
  console.log(`ensure-browser: ${BROWSER} is there.`);
  process.exit(0);
}

const command = `apt-get install -y ${missing.join(' ')}`;
if (isRoot && onPath('apt-get')) {
  console.log(`ensure-browser: installing ${missing.join(' and ')} (${command}) ...`);
  // another run installing at the same time holds the dpkg lock: wait for it rather than fail
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const update = apt(['update', '-qq']);
  const install = update.status === 0 ? apt(['install', '-y', '-qq', ...missing]) : update;
  if (install.status !== 0) {
    const step = update.status === 0 ? command : 'apt-get update';
    console.error(`ensure-browser: '${step}' failed (${install.error?.message ?? `exit ${install.status}`}); the browser journeys cannot run.`);
    process.exit(1);
  }
  if (!executable(BROWSER)) {
    console.error(`ensure-browser: '${command}' ran, but ${BROWSER} is still not there; the browser journeys cannot run.`);
    process.exit(1);
  }
  console.log(`ensure-browser: installed ${missing.join(' and ')}.`);
  process.exit(0);
}

const how = `${isRoot ? '' : 'sudo '}${command}`;
if (missing.includes(PACKAGES.browser)) {
  console.error(
    `ensure-browser: the browser tests need Chromium at ${BROWSER}, and it is not there.\n` +
      `  Install it (Debian): ${how}\n` +
      `  or point CHROMIUM_PATH at a Chromium binary.\n` +
      (isRoot ? '  (apt-get is not on this machine, so it was not installed automatically.)' : '  (not running as root, so it was not installed automatically.)'),
  );
  process.exit(1);
}
console.warn(`ensure-browser: ${BROWSER} is there, but ${PACKAGES.fonts} is not: Chinese text in the screenshots will show as boxes. Install it with: ${how}`);
