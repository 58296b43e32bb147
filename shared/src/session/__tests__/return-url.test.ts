import { safeReturnUrl } from '../return-url';

test.each([
  ['/journals/journal', '/journals/journal'],
  ['/books/BDetail?id=3#chapters', '/books/BDetail?id=3#chapters'],
  ['/news?keyword=a%20b', '/news?keyword=a%20b'],
  ['/portal/mine', '/portal/mine'],
])('a path of this site is kept: %s', (raw, expected) => {
  expect(safeReturnUrl(raw)).toBe(expected);
});

test.each([
  [null],
  [''],
  ['home'],
  ['//evil.example'],
  ['//evil.example/path'],
  ['/\\evil.example'],
  ['/\tevil.example'],
  ['/ /evil.example'],
  ['https://evil.example/'],
  ['javascript:alert(1)'],
  ['/login?returnUrl=/mine'],
  ['/register'],
])('%j goes to /home instead', (raw) => {
  expect(safeReturnUrl(raw)).toBe('/home');
});

test('a base path is taken off, so the router gets a path of its own', () => {
  expect(safeReturnUrl('/portal/mine', '/portal/')).toBe('/mine');
  expect(safeReturnUrl('/portal/login', '/portal/')).toBe('/home');
});
