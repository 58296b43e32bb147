import { createPageHead } from '@portal/shared';
import { headHtml, pageState, PORTAL_STATE_ID, SERVER_HEAD_ATTRIBUTE } from '../page-html';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="Site" />' +
  '<title>Site</title></head><body><div id="root"></div></body></html>';

describe("the server's page", () => {
  it("puts the page's title, description, tags and links in the head, escaped", () => {
    const head = createPageHead();
    head.title = 'Ergodic <averages> & "sharp" estimates';
    head.description = 'A "quoted" <b>summary</b>';
    head.meta.push(['citation_title', 'A <script>alert(1)</script> title'], ['og:type', 'article']);
    head.links.push({ rel: 'canonical', href: 'https://example.org/BDetail/1?a=1&b="2"' });
    const page = headHtml(head, TEMPLATE);
    expect(page).not.toContain('<title>Site</title>');
    expect(page).not.toContain('content="Site"');
    expect(page).toContain(
      '<title>Ergodic &#60;averages&#62; &#38; &#34;sharp&#34; estimates</title>',
    );
    expect(page).toContain(
      '<meta name="description" content="A &#34;quoted&#34; &#60;b&#62;summary',
    );
    expect(page).toContain(
      `<meta name="citation_title" content="A &#60;script&#62;alert(1)&#60;/script&#62; title" ${SERVER_HEAD_ATTRIBUTE} />`,
    );
    expect(page).toContain(
      `<meta property="og:type" content="article" ${SERVER_HEAD_ATTRIBUTE} />`,
    );
    expect(page).toContain('href="https://example.org/BDetail/1?a=1&#38;b=&#34;2&#34;"');
    expect(page).not.toMatch(/<script>alert/);
  });

  it("keeps the template's title and description when the page names none", () => {
    expect(headHtml(createPageHead(), TEMPLATE)).toBe(TEMPLATE);
  });

  it('hands over the query cache as a JSON block no catalogue text can close or run', () => {
    const state = { queries: [{ title: '</script><script>alert(1)</script>' }] };
    const block = pageState(state);
    expect(block.startsWith(`<script type="application/json" id="${PORTAL_STATE_ID}">`)).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(state);
  });

  it('names the parts whose code the browser loads before taking the page over', () => {
    const block = pageState({}, ['reading:access-statement', 'reading:tex-math']);
    expect(block).toContain('data-parts="reading:access-statement reading:tex-math"');
    expect(pageState({})).not.toContain('data-parts');
  });

  it('says when the page was streamed, for the browser to take its main region over as a part', () => {
    expect(pageState({}, [], { streamed: true })).toMatch(/^<script [^>]* data-streamed>/);
    expect(pageState({})).not.toContain('data-streamed');
  });
});
