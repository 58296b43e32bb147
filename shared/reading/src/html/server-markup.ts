/**
 * HTML from the API as a page rendered on a server holds it: nothing in a browser, which inserts
 * it itself, sanitized by its own sanitizer (`setSafeHtml`). The site's server has its own copy of
 * this module (`server-markup.node.ts`, the `node` condition of `#server-markup` in package.json).
 */
export function serverMarkup(_html: string): string | undefined {
  return undefined;
}
