/**
 * HTML from the API as a page rendered on the site's server holds it: sanitized again with the
 * list the API itself sanitizes with (@portal/contract's `apiHtmlOptions`), so the page is drawn
 * from the served HTML, before any script has run. Only the server builds (webpack's `node`
 * condition of `#server-markup`) bundle sanitize-html; a browser gets `server-markup.ts`.
 */
import sanitize from 'sanitize-html';
import { apiHtmlOptions } from '@portal/contract/api-html';

const OPTIONS = apiHtmlOptions(sanitize.defaults.allowedTags);

export function serverMarkup(html: string): string | undefined {
  return sanitize(html, OPTIONS);
}
