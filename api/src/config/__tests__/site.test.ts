import { parsePublicSiteUrl } from '../site';

describe('parsePublicSiteUrl', () => {
  it("answers the site's origin and base path without a trailing slash", () => {
    expect(parsePublicSiteUrl('https://maths.example')).toBe('https://maths.example');
    expect(parsePublicSiteUrl('https://maths.example/')).toBe('https://maths.example');
    expect(parsePublicSiteUrl(' http://127.0.0.1:8080/portal// ')).toBe(
      'http://127.0.0.1:8080/portal',
    );
    expect(parsePublicSiteUrl('HTTPS://Maths.Example:443/Portal')).toBe(
      'https://maths.example/Portal',
    );
  });

  it('refuses what is not an http(s) address of a site', () => {
    for (const value of [
      'maths.example',
      'ftp://maths.example',
      'javascript:alert(1)',
      'https://user:secret@maths.example',
      'https://maths.example/?lang=en',
      'https://maths.example/#top',
    ]) {
      expect(() => parsePublicSiteUrl(value)).toThrow(/^not a site address/);
    }
  });
});
