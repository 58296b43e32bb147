import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Ports of the deployment under test, apart from `pnpm start`'s so both can run at once. */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4180);
const REMOTES_PORT = Number(process.env.E2E_REMOTES_PORT ?? 4181);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
/** Password sign-in attempts per address and minute, for the API of the run. */
export const SIGN_IN_RATE_LIMIT = 200;
const runDir = path.join(os.tmpdir(), `portal-e2e-${process.pid}`);

/**
 * The flows of each team, so one team runs its own alone (`pnpm test:e2e --project books`).
 * `shell` holds the flows across sections; `skew` mixes versions of the apps; `hostile` reads
 * every kind of page on a catalogue full of XSS payloads (its own API and deployment, on ports
 * 4191-4193); `delivery` releases and rolls back, last and alone, since a rollback is timed
 * (under 10 s); `page-cache` releases a section on a deployment of its own, in a process of its own:
 * a site's renderer registers each remote in the process's one federation runtime, so another
 * deployment's renderer in the same worker (server-render.spec.ts) would find the remote of a
 * site already stopped (`fetch failed`).
 */
const SECTION_FLOWS = {
  journals: [
    'article',
    'fast-pages-catalogue',
    'full-text',
    'journal-detail',
    'journal-lists',
    'references',
    'search',
    'subscription',
  ],
  books: [
    'book-detail',
    'books-home',
    'books-list',
    'books-organization',
    'books-series',
    'chapter',
  ],
  news: ['contact', 'faq', 'info-zh', 'news', 'news-paint', 'ordering'],
  commerce: ['cart', 'checkout', 'commerce-zh', 'mine', 'payment-result'],
  // The staff's import, on a deployment and database of its own (tests/staff/staff-site.ts).
  staff: ['staff-import'],
  skew: ['version-skew'],
  hostile: ['hostile-content'],
  'page-cache': ['page-cache'],
};
const specsOf = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
const DELIVERY_FLOWS = specsOf(['delivery']);

export default defineConfig({
  testDir: './tests',
  projects: [
    ...Object.entries(SECTION_FLOWS).map(([name, flows]) => ({ name, testMatch: specsOf(flows) })),
    {
      name: 'shell',
      testIgnore: [...specsOf(Object.values(SECTION_FLOWS).flat()), ...DELIVERY_FLOWS],
    },
    {
      name: 'delivery',
      testMatch: DELIVERY_FLOWS,
      dependencies: [...Object.keys(SECTION_FLOWS), 'shell'],
    },
  ],
  fullyParallel: true,
  // The flows mostly wait (for the API, for remotes to load, for the client's 7 s and 30 s
  // clocks): a run uses about half a core on average, so Playwright's default (half the cores:
  // one worker on two) leaves the machine idle. Two, as CI had. Three are faster still, but on a
  // busy machine the flows that race the real clock (the 120 s script timeout under a fake clock
  // that keeps running) fail more often; E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The production builds (made by `pnpm build` before this runs), served as deployed, with a
    // fresh embedded database for this run.
    command: 'pnpm --filter @portal/delivery start',
    cwd: '..',
    url: `http://127.0.0.1:${WEB_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      WEB_PORT: String(WEB_PORT),
      REMOTES_PORT: String(REMOTES_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      DEPLOY_DIR: path.join(runDir, 'deploy'),
      DATA_DIR: path.join(runDir, 'pglite'),
      LOG_LEVEL: 'warn',
      // The API trusts the site's proxy alone (start.ts), which tells it each visitor's own
      // address: this machine's for every flow's browser. A flow of the demo organization's
      // network (192.0.2.0/24) calls the API directly (`asOrganizationNetwork` in
      // tests/fixtures.ts). Every flow signs in through the site from this one address: the
      // default 20 password sign-ins a minute would refuse the later ones of a full run.
      TOKEN_RATE_LIMIT: String(SIGN_IN_RATE_LIMIT),
      // Likewise every contact message: 5 per 10 minutes would refuse the later flows' messages.
      CONTACT_RATE_LIMIT: '100',
      // Pages are sent whole, however slowly a busy machine renders them: the flows measure the
      // pages as most readers get them (layout shift, what the browser takes over). A slow page,
      // streamed, has its own flow and deployment (server-render.spec.ts).
      SERVER_RENDER_STREAM_AFTER_MS: '60000',
      // Nor is any page shed, however busy the machine: shedding has its own flow and deployment
      // (page-cache.spec.ts).
      RENDER_MAX_IN_FLIGHT: '64',
      SHED_EVENT_LOOP_DELAY_MS: '600000',
      // The sandbox's delayed card stays processing long enough for a busy machine to show its
      // "Getting payment results" first: the default 3 s had passed, on CI, before /paid was shown
      // (payment-result.spec.ts, checkout.spec.ts). The page looks again 1, 3, 7 and 15 s after it
      // opens, so both flows wait up to 30 s for the success.
      PAYMENT_SANDBOX_DELAY_MS: '10000',
    },
  },
});
