import { getApiConfig, pageOrigin, type Language } from '@portal/shared';
import type { ContentType, LocalizedText } from '@portal/contract';
import type { MetaTag } from './use-meta-tags';

/** What a shared link shows the page as (Open Graph's `og:type`). */
export type PageType = 'article' | 'book' | 'website';

/** The longest description search results show whole. */
const DESCRIPTION_LENGTH = 160;

const OG_LOCALES: Record<Language, string> = { zh: 'zh_CN', en: 'en_US' };

/**
 * The site's origin, for the absolute addresses crawlers need. Read during render, so no
 * `window`: the page's origin in a browser, the one the reader came through on a server that
 * renders pages (`pageOrigin`); elsewhere the origin of the API's address when that is absolute,
 * else '' and the addresses stay relative to the site.
 */
export function siteOrigin(): string {
  const origin = pageOrigin();
  if (origin) return origin;
  const base = getApiConfig().baseURL;
  return /^https?:/.test(base) ? new URL(base).origin : '';
}

/** A path of this site (`/BDetail/1`, `/api/covers/...`) as an absolute address. */
export function siteUrl(path: string, origin = siteOrigin()): string {
  return /^https?:/.test(path) ? path : `${origin}${path}`;
}

/**
 * The absolute address of a full text's PDF (the server checks access on every download): under
 * the API's own address when a browser has it absolute, else under the site's (a server that
 * renders pages reaches the API at an address of its own: readers reach it through the site).
 */
export function fullTextPdfUrl(type: ContentType, id: number, origin = siteOrigin()): string {
  const configured = getApiConfig().baseURL.replace(/\/$/, '');
  const api =
    globalThis.location === undefined && /^https?:/.test(configured)
      ? new URL(configured).pathname
      : configured;
  return `${siteUrl(api, origin)}/resource/pdf/download?type=${type}&id=${id}&mode=read`;
}

/** `2017/06/15`: the date form Google Scholar's inclusion guidelines ask for. */
export function scholarDate(date: string): string {
  return date.replace(/-/g, '/');
}

const GREEK =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho varsigma sigma tau upsilon phi chi psi omega';

/**
 * The symbols of TeX a description shows most (the API writes titles with all of them): Greek
 * letters and a few operators; any other command is its name (`\log` is `log`).
 */
const SYMBOLS: Record<string, string> = {
  ...Object.fromEntries(
    GREEK.split(' ').flatMap((name, index) => {
      const small: [string, string] = [name, String.fromCodePoint(0x3b1 + index)];
      // Capitals by the same offset; final sigma has none.
      const capital = `${name[0]?.toUpperCase()}${name.slice(1)}`;
      return name === 'varsigma'
        ? [small]
        : [small, [capital, String.fromCodePoint(0x391 + index)] as const];
    }),
  ),
  varepsilon: 'ε',
  varphi: 'φ',
  ell: 'ℓ',
  infty: '∞',
  partial: '∂',
  nabla: '∇',
  to: '→',
  mapsto: '↦',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  sim: '∼',
  equiv: '≡',
  pm: '±',
  times: '×',
  cdot: '·',
  otimes: '⊗',
  oplus: '⊕',
  in: '∈',
  subset: '⊂',
  subseteq: '⊆',
  cup: '∪',
  cap: '∩',
  sum: '∑',
  prod: '∏',
  int: '∫',
  ldots: '…',
  cdots: '⋯',
  // Sizes of delimiters: the delimiter is what shows.
  left: '',
  right: '',
};

/**
 * Text with TeX as plain words and symbols: the dollar signs go, a command's argument stays
 * (`$\mathrm{Spec}\,A$` is `Spec A`, `$\mathbb{C}^n$` is `C^n`, `$\alpha$` is `α`), a subscript
 * on the line with no `_` (`$\mathbb{F}_q$` is `Fq`), all on one line. The API writes titles
 * better (`titleText`); this is for the rest.
 */
export function plainTeX(text: string): string {
  return text
    .replace(/(?<!\\)\$/g, '')
    .replace(/(?<!\\)_/g, '')
    .replace(/\\frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2')
    .replace(/\\sqrt\s*\{([^{}]*)\}/g, '√$1')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\([A-Za-z]+)\s*\{([^{}]*)\}/g, '$2')
    .replace(/\\([A-Za-z]+)/g, (_command, name: string) => SYMBOLS[name] ?? name)
    .replace(/\\(.)/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The title as plain text the API answers (`titleText`: its TeX in Unicode, `ℂⁿ`); from an API
 * that does not send it yet (the field is new in the contract), the title made plain here.
 */
export function titleTextOf(item: {
  title: LocalizedText;
  titleText?: LocalizedText;
}): LocalizedText {
  return item.titleText ?? { zh: plainTeX(item.title.zh), en: plainTeX(item.title.en) };
}

/**
 * An abstract or description as a page's description: plain (`plainTeX`), cut at a word to at
 * most `maxLength` characters (Chinese, without spaces, at a character) with an ellipsis.
 */
export function metaDescription(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const plain = plainTeX(text);
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** What a page says of itself to search engines and shared links. */
export interface PageMeta {
  /** The page's own title, plain text in the reader's language (`og:title`). */
  title: string;
  /** The tab's title, where it differs from `<title> | <site>` (`<title> · <journal> | <site>`). */
  documentTitle?: string;
  /** Its abstract or description, in the reader's language; TeX is made plain here. */
  description: string;
  /** Its one address (`/BDetail/1`), the canonical one of the paths that show it. */
  path: string;
  type: PageType;
  /** The tags of its kind: `citation_*`, `article:*`, `book:*`, `og:image`. */
  tags?: readonly MetaTag[];
}

/** The Open Graph tags of a page, in the reader's language, and then the tags of its kind. */
export function pageMetaTags(
  page: PageMeta,
  {
    siteName,
    language,
    origin = siteOrigin(),
  }: { siteName: string; language: Language; origin?: string },
): MetaTag[] {
  const other = language === 'zh' ? 'en' : 'zh';
  return [
    ['og:title', page.title],
    ['og:description', metaDescription(page.description)],
    ['og:type', page.type],
    ['og:url', siteUrl(page.path, origin)],
    ['og:site_name', siteName],
    ['og:locale', OG_LOCALES[language]],
    ['og:locale:alternate', OG_LOCALES[other]],
    ...(page.tags ?? []),
  ];
}
