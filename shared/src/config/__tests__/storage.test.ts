import { getCookie, removeCookie, setCookie } from '../cookies';
import { storage } from '../storage';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('values are stored as JSON under the TC_ prefix and read back', () => {
  expect(storage.local.set('scroll', { home: 120 })).toBe(true);
  expect(window.localStorage.getItem('TC_scroll')).toBe('{"home":120}');
  expect(window.localStorage.getItem('scroll')).toBeNull();
  expect(storage.local.get('scroll')).toEqual({ home: 120 });

  storage.local.remove('scroll');
  expect(window.localStorage.getItem('TC_scroll')).toBeNull();
  expect(storage.local.get('scroll')).toBeNull();
});

test('session storage is prefixed the same way and kept apart from local storage', () => {
  storage.session.set('draft', 'abc');
  expect(window.sessionStorage.getItem('TC_draft')).toBe('"abc"');
  expect(storage.local.get('draft')).toBeNull();
  expect(storage.session.get('draft')).toBe('abc');
});

test('an unreadable stored value reads as null', () => {
  window.localStorage.setItem('TC_broken', '{not json');
  expect(storage.local.get('broken')).toBeNull();
});

test('a storage that throws on access never breaks the caller', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(storage.local.get('language')).toBeNull();
  expect(storage.local.set('language', 'zh')).toBe(false);
  expect(() => storage.local.remove('language')).not.toThrow();
});

test('a full storage reports the failed write instead of throwing', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(storage.local.set('history', [1, 2, 3])).toBe(false);
});

test('cookies are prefixed, encoded, read back and removed', () => {
  setCookie('consent', 'yes; all');
  expect(document.cookie).toContain('TC_consent=yes%3B%20all');
  expect(getCookie('consent')).toBe('yes; all');
  removeCookie('consent');
  expect(getCookie('consent')).toBeNull();
});

test('a cookie with a lifetime in days carries max-age in seconds', () => {
  const written: string[] = [];
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  setCookie('cookiePreference', 'true', { days: 365 });
  expect(written[0]).toMatch(/^TC_cookiePreference=true; path=\/; SameSite=Lax; max-age=31536000$/);
});
