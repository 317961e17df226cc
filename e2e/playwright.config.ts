import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { adultVisitorOrigins } from './support/adult-visitor';
import { decidedConsentCookies } from './support/consent';

const PORT = 8181;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run. The config is also loaded by each worker; the environment
// variable makes them all agree on the folder the server was started with.
process.env.FANVERSE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'fanverse-e2e-'));

// Debian's Chromium (`apt-get install chromium`); Playwright's own browser downloads are not used.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `No Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A journey that plays a video waits for it to be encoded on demand (~10 s on CI's two cores),
  // and long journeys such as registration take ~20 s on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'en-US',
    // The trusted geo header the server reads; journeys about the country gate override it.
    extraHTTPHeaders: { 'x-country-code': 'US' },
    // Every journey's visitor is an adult who has answered the age gate on this browser before
    // (apps/web/src/lib/age-gate: the `ageGate` slice of `vuex`), as the US asks before registration
    // and before mature titles; the gate's own behaviour is proven by the web tests. They have
    // also made their consent choice (every non-essential category off), so the consent banner
    // never covers what a journey clicks; consent-analytics.spec.ts starts without it.
    storageState: {
      cookies: decidedConsentCookies(BASE_URL),
      origins: adultVisitorOrigins(BASE_URL),
    },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real server, serving the built web app (`npm run test:e2e` builds it first).
    command: 'npm run serve -w @fanverse/server',
    cwd: '..',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      DATA_DIR: process.env.FANVERSE_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1, and a page load is ~20 requests (assets included):
      // the production default (300 a minute per address) would throttle the suite itself.
      // The limit's own behaviour is proven by the server's tests.
      RATE_LIMIT_MAX: '20000',
      // Links in mails and media URLs are built from it: the address the browser uses.
      PUBLIC_URL: BASE_URL,
      // Short-lived stream addresses, so the player journey sees one expire (410) and renew.
      STREAM_URL_TTL_SECONDS: '20',
      // The check-in desk journey registers and verifies this address: it becomes a desk (docs/events.md).
      CHECKIN_ADMIN_EMAILS: 'desk@e2e.test',
      // Demo videos are made when a journey first plays one (in the express slot, within
      // seconds), not all of them alongside the whole run: twelve minutes of ffmpeg on CI's two
      // cores slowed every journey. Comic pages are rendered on demand too.
      DEMO_MEDIA: 'on-demand',
      // The insights journey registers and verifies this address: it becomes staff (docs/configuration.md).
      STAFF_EMAILS: 'staff@e2e.test',
      // Aggregates brought up to date every 2 s, so the journey sees its own sign-up on the dashboard.
      ANALYTICS_ROLLUP_SECONDS: '2',
    },
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
