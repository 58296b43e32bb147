/**
 * @jest-environment node
 */
import { browserCheckAsset, pageHtml } from '../index';

describe('pageHtml', () => {
  it("gives the site's page the check that refuses Internet Explorer 6 to 9, as a file", () => {
    const html = pageHtml('International Press of Mathematical Sciences', { browserCheck: true });
    const check = browserCheckAsset();
    expect(html).toContain('<title>International Press of Mathematical Sciences</title>');
    expect(html).toContain(`<script defer src="/${check.name}"></script>`);
    expect(check.name).toMatch(/^browser-check\.[0-9a-f]{10}\.js$/);
    expect(check.source).toContain('MSIE [6-9]');
    // The site's Content-Security-Policy runs no inline script.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toContain('<!-- browser-check');
  });

  it("leaves the check out of a remote's own page, and escapes the title", () => {
    const html = pageHtml('Books & <Series>', { browserCheck: false });
    expect(html).toContain('<title>Books &#38; &#60;Series&#62;</title>');
    expect(html).not.toContain('MSIE');
    expect(html).not.toContain('<script>');
  });
});
