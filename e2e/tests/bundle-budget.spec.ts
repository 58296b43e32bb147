import { expect, test } from './fixtures';

/**
 * The JS a first visit to /home downloads, compressed as the server sends it (gzip over plain
 * HTTP; browsers ask for brotli only over HTTPS). The target is 200 KB; today's figure is about
 * 290 KB because Module Federation cannot tree-shake shared singletons (react-router alone is
 * 61 KB whole). This ceiling catches regressions while the target is worked towards.
 */
const HOME_JS_CEILING_BYTES = 300 * 1024;

test('a first visit to /home stays within the JavaScript budget', async ({ page }) => {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.info(
    `First visit to /home: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB of compressed JS`,
  );
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_JS_CEILING_BYTES);
});
