import { htmlLang, META_PROPERTY_PREFIXES, type Language, type PageHead } from '@portal/shared';

/** The id of the page's `<script type="application/json">` holding the server's query cache. */
export const PORTAL_STATE_ID = 'portal-state';

/**
 * The digest of a part the server left to the browser (a remote over its budget, a failure): an
 * expected outcome, which the browser renders without reporting it.
 */
export const CLIENT_RENDER_DIGEST = 'portal:client-render';

/** Marks what the server put in the head: the browser's own copies replace them (bootstrap). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The page's title, description, meta tags and links, as the page's hooks named them while it
 * rendered. Without a title or description of its own the page keeps the template's.
 */
export function headHtml(head: PageHead, template: string): string {
  const tags: string[] = [];
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  }
  for (const [name, content] of head.meta) {
    const attribute = META_PROPERTY_PREFIXES.test(name) ? 'property' : 'name';
    tags.push(
      `<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}" ${SERVER_HEAD_ATTRIBUTE} />`,
    );
  }
  for (const link of head.links) {
    const attributes = Object.entries(link)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
      .join(' ');
    tags.push(`<link ${attributes} ${SERVER_HEAD_ATTRIBUTE} />`);
  }
  let page = template;
  if (head.title) page = page.replace(/ *<title>[\s\S]*?<\/title>\n?/, '');
  if (head.description !== undefined)
    page = page.replace(/ *<meta name="description"[^>]*>\n?/, '');
  return page.replace('</head>', `${tags.join('')}</head>`);
}

/**
 * The page's query cache as the server left it, for the browser to start from: a JSON data
 * block (no script runs, which the site's Content-Security-Policy would refuse), with `<` escaped
 * so no text of the catalogue can close it. `data-parts` names the parts of the page whose code
 * loads apart, for the browser to load before it takes the page over (`preloadParts`).
 * `data-streamed` says the page was streamed, its main region in a part of its own (`SiteLayout`).
 */
export function pageState(
  state: unknown,
  parts: readonly string[] = [],
  { streamed = false }: { streamed?: boolean } = {},
): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const names = parts.length > 0 ? ` data-parts="${escapeHtml(parts.join(' '))}"` : '';
  const mark = streamed ? ' data-streamed' : '';
  return `<script type="application/json" id="${PORTAL_STATE_ID}"${names}${mark}>${json}</script>`;
}

/** The shell's page split where the rendered page goes: before its root element, and after. */
export function templateParts(template: string): [before: string, after: string] {
  const root = '<div id="root"></div>';
  const at = template.indexOf(root);
  return [template.slice(0, at), template.slice(at + root.length)];
}

/**
 * The page up to its body's content: the head as the page named it, in its language, with the
 * styles rendered so far (`<style>` tags, each with the answer's nonce).
 */
export function documentStart(
  before: string,
  head: PageHead,
  language: Language,
  styles: string,
): string {
  return headHtml(head, before)
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(language)}"`)
    .replace('</head>', `${styles}</head>`);
}
