import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// a fresh embedded database for every run; the workers inherit the runner's choice through the environment
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `anhua-e2e-${process.pid}-${Date.now()}`));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 1,
  // no retries: a journey that fails once is a defect to find (wait for state, never for time)
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { CLIENT_DIST: process.env.CLIENT_DIST ?? 'dist', PORT: String(port), DATA_DIR: dataDir, CAPTCHA_OUTBOX: path.join(dataDir, 'captcha-outbox.txt'), SKIP_CLIENT_BUILD: '1', HOST: '127.0.0.1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
