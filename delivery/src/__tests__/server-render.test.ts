import { isReadersBrowser } from '../server-render';

// A reader's browser may be sent a slow page as a stream, its head tags set by its scripts; a
// crawler or a tool reads them in the HTML's head, so it is sent the page whole.
test.each([
  [
    'Chrome',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    true,
  ],
  [
    'Safari on a phone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0',
    true,
  ],
  [
    'Googlebot (and Google Scholar)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    false,
  ],
  [
    'Baidu',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    false,
  ],
  ['Bing', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', false],
  ['a link preview', 'facebookexternalhit/1.1', false],
  ['curl', 'curl/8.5.0', false],
  ['no user agent', undefined, false],
])('%s: %s', (_who, userAgent, streamed) => {
  expect(isReadersBrowser(userAgent)).toBe(streamed);
});
