import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [lang, width] of [['zh', 1280], ['en', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 1000 } });
  await context.addInitScript((l) => localStorage.setItem('TC_language', JSON.stringify(l)), lang);
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4580/newsDetail/145');
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot/tex-${lang}-${width}.png`, fullPage: true });
  await page.goto('http://127.0.0.1:4580/news?q=journal');
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot/list-${lang}-${width}.png` });
  await context.close();
}
await browser.close();
