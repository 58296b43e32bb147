import { getApiConfig } from '@portal/shared';
import type { ContentType } from '@portal/shared/contract';

/**
 * The site's address, read during render without `window`: where there is no location (a
 * server), '' and the addresses stay relative to the site.
 */
export function siteOrigin(): string {
  return globalThis.location?.origin ?? '';
}

/** A path of this site (`/api/covers/...`) as an absolute address, as crawlers need it. */
export function absoluteUrl(path: string, origin = siteOrigin()): string {
  return /^https?:/.test(path) ? path : `${origin}${path}`;
}

/** The absolute address of a full text (the server checks access on every download). */
export function pdfUrl(type: ContentType, id: number, origin = siteOrigin()): string {
  const base = getApiConfig().baseURL.replace(/\/$/, '');
  return `${absoluteUrl(base, origin)}/resource/pdf/download?type=${type}&id=${id}&mode=read`;
}

/** `2017/06/15`: the date form Google Scholar's inclusion guidelines ask for. */
export function scholarDate(date: string): string {
  return date.replace(/-/g, '/');
}

/** The TeX of a title or description as plain words, cut at `maxLength`. */
export function plainText(text: string, maxLength = Infinity): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain;
}

/** `Commutative-Algebra-and-Homological-Methods`: a title as part of a file name. */
export function fileSlug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\$[^$]*\$/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)
      .replace(/-$/, '') || 'book'
  );
}
