/**
 * Absolute addresses of the site's pages, for answers read outside the site (feeds, sitemaps).
 * The paths are the front ends' routes: mfe-journals/src/app/routes.tsx (`/JDetail/:cid/<view>`),
 * mfe-books/src/app/routes.tsx (`/BDetail/:id`, `/ChapterDetail/:id`) and
 * mfe-news/src/app/routes.tsx (`/newsDetail/:id`), under the path groups of
 * shared/src/remotes/remotes.json.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error';

export const SITE_PAGES = {
  journal: (journalId: number) => `/JDetail/${journalId}`,
  issue: (journalId: number, issueId: number) => `/JDetail/${journalId}/issue?id=${issueId}`,
  onlineFirst: (journalId: number) => `/JDetail/${journalId}/online-first`,
  article: (journalId: number, articleId: number) =>
    `/JDetail/${journalId}/article?id=${articleId}`,
  books: '/books/bookList',
  book: (bookId: number) => `/BDetail/${bookId}`,
  chapter: (chapterId: number) => `/ChapterDetail/${chapterId}`,
  news: '/news',
  newsItem: (newsId: number) => `/newsDetail/${newsId}`,
} as const;

/**
 * The site's address, without a trailing slash: PUBLIC_SITE_URL when it is set, else the
 * protocol and host this request was sent to (behind a trusted proxy, its X-Forwarded-Proto and
 * X-Forwarded-Host: the site's proxy in front of the API says where the reader was).
 */
export function siteUrlOf(request: FastifyRequest, publicSiteUrl: string | undefined): string {
  if (publicSiteUrl) return publicSiteUrl;
  let origin: string | undefined;
  try {
    origin = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // Refused below.
  }
  if (!origin || origin === 'null') throw badRequest('headers/host must be a host name');
  return origin;
}

/** `https://doi.org/<doi>`, each part of the DOI percent-encoded as a path segment. */
export const doiUrl = (doi: string) =>
  `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
