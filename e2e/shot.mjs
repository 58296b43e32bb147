import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4580';
const pages = [
  ['news', '/news?q=journal'],
  ['detail', '/newsDetail/1'],
  ['ordering', '/ordering?p=1-0'],
  ['faq', '/faqDetail'],
  ['faq-answer', '/faqDetail/2'],
  ['contact', '/contact'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const lang of ['en', 'zh']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    await context.addInitScript((l) => { localStorage.setItem('TC_language', JSON.stringify(l)); localStorage.setItem('TC_cookieAccepted', 'true'); }, lang);
    const page = await context.newPage();
    for (const [name, url] of pages) {
      await page.goto(base + url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shot/${name}-${lang}-${width}.png`, fullPage: width === 390 ? false : true });
    }
    await context.close();
  }
}
await browser.close();
