import { siteOrigin, siteUrl, type MetaTag } from '@portal/reading';
import type { JournalDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { journalViewHref, type ViewType } from './view-types';

/**
 * The one address of a journal's view, whichever of its paths shows it: the journal's own
 * (`/JDetail/19`) for `about` (also `/JDetail/19/about`, `/JFirstDetail/19/about`); an issue's
 * with its id.
 */
export function journalViewPath(journalId: number, view: ViewType, issueId?: number): string {
  if (view === 'about') return PAGES.journal.href({ cid: journalId });
  if (view === 'issue' && issueId !== undefined) {
    return PAGES.issue.href({ cid: journalId, id: issueId });
  }
  return journalViewHref(journalId, view);
}

/**
 * The tags Google Scholar reads of a journal, in its English texts whatever the reader's
 * language: its title and abbreviation, each ISSN (print, online), its publisher; and its cover
 * for a shared link.
 */
export function journalMetaTags(journal: JournalDetail, origin = siteOrigin()): MetaTag[] {
  const issns = [...new Set([journal.issnPrint, journal.issnOnline].filter(Boolean))];
  return [
    ['citation_journal_title', journal.title.en],
    ['citation_journal_abbrev', journal.abbreviation],
    ...issns.map((issn): MetaTag => ['citation_issn', issn]),
    ['citation_publisher', journal.publisher.en],
    ['og:image', siteUrl(journal.coverUrl, origin)],
  ];
}
