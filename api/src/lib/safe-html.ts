/**
 * HTML the API answers (news bodies, FAQ answers, ordering pages), cut down to what such a page
 * is written with: text formatting, headings, lists, tables, links to web and mail addresses,
 * images, and MathML. Scripts, styles, frames, forms, event handlers and any other address
 * (`javascript:`, `data:`) never leave the API.
 *
 * The front ends sanitize again before inserting it (`setSafeHtml`), and the site's server before
 * it puts it in a page it renders (@portal/reading's `SafeHtml`). Doing it here as well means
 * a browser never even parses a handler: Chromium's sanitizer reports each one it drops as a CSP
 * violation of the page, and a reader's page should have none.
 */
import sanitize, { type IOptions } from 'sanitize-html';
import { apiHtmlOptions } from '@portal/contract/api-html';

/** What such a page is written with (the list the site's server sanitizes with again). */
const OPTIONS: IOptions = apiHtmlOptions(sanitize.defaults.allowedTags);

export function safeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** A web address an editor gave, as a link may point to it: http(s) only, else none. */
export function webAddress(address: string | null): string | null {
  if (!address) return null;
  try {
    const { protocol } = new URL(address);
    return protocol === 'http:' || protocol === 'https:' ? address : null;
  } catch {
    return null;
  }
}
