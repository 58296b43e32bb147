/**
 * @jest-environment node
 */
import { pageHtml } from '../index';

describe('pageHtml', () => {
  it("gives the site's page the check that refuses Internet Explorer 6 to 9", () => {
    const html = pageHtml('International Press of Mathematical Sciences', { browserCheck: true });
    expect(html).toContain('<title>International Press of Mathematical Sciences</title>');
    expect(html).toContain('MSIE [6-9]');
    expect(html).not.toContain('browser-check');
  });

  it("leaves the check out of a remote's own page, and escapes the title", () => {
    const html = pageHtml('Books & <Series>', { browserCheck: false });
    expect(html).toContain('<title>Books &#38; &#60;Series&#62;</title>');
    expect(html).not.toContain('MSIE');
    expect(html).not.toContain('<script>');
  });
});
