/**
 * What the HTML the API answers (news bodies, FAQ answers, ordering pages) may be written with:
 * text formatting, headings, lists, tables, links to web and mail addresses, images, and MathML
 * (`api-html.json`). The API cuts its HTML down to it, and the site's server sanitizes with it
 * again before it puts that HTML in a page (@portal/reading's `SafeHtml`): one list, so that the
 * page a server renders holds what the API meant it to.
 *
 * Given as options of sanitize-html, which both use; this module does not import it.
 */
import allowed from './api-html.json';

export interface ApiHtmlOptions {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
  allowedSchemesByTag: Record<string, string[]>;
  allowProtocolRelative: false;
  disallowedTagsMode: 'discard';
  nonTextTags: string[];
  parser: { lowerCaseTags: true; lowerCaseAttributeNames: true };
}

/** sanitize-html's options for the API's HTML, on top of its own default tags. */
export function apiHtmlOptions(defaultTags: readonly string[]): ApiHtmlOptions {
  return {
    allowedTags: [...defaultTags, ...allowed.tags, ...allowed.mathmlTags],
    allowedAttributes: {
      ...allowed.attributes,
      ...Object.fromEntries(allowed.mathmlTags.map((tag) => [tag, allowed.mathmlAttributes])),
    },
    allowedSchemes: allowed.schemes,
    allowedSchemesByTag: allowed.schemesByTag,
    allowProtocolRelative: false,
    // The text of what is taken out stays readable, except for what was never text.
    disallowedTagsMode: 'discard',
    nonTextTags: allowed.nonTextTags,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  };
}
