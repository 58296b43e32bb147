/**
 * @jest-environment node
 */
import { getCookie, setCookieSource } from '../cookies';

// A server's render has no document: it reads the cookies of the request it answers, so that it
// renders what the reader's browser will (issue 17: the cookie notice only until it is answered).
describe('getCookie on a server', () => {
  afterEach(() => setCookieSource(undefined));

  it('reads the request being rendered', () => {
    let header: string | undefined = 'TC_language=zh; TC_cookieAccepted=1';
    setCookieSource(() => header);
    expect(getCookie('cookieAccepted')).toBe('1');
    expect(getCookie('language')).toBe('zh');
    expect(getCookie('measure')).toBeNull();

    header = 'TC_cookiePreference=%7B%22measureWebsite%22%3Afalse%7D';
    expect(getCookie('cookiePreference')).toBe('{"measureWebsite":false}');
    expect(getCookie('cookieAccepted')).toBeNull();
  });

  it('finds nothing with no request, or a request without cookies', () => {
    expect(getCookie('cookieAccepted')).toBeNull();
    setCookieSource(() => undefined);
    expect(getCookie('cookieAccepted')).toBeNull();
  });
});
