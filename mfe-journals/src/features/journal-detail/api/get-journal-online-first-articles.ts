import { useOnlineFirstArticles } from '../../../api/get-online-first-articles';

/** A journal's online-first articles, one page of them, as the journal's view lists them. */
export const useJournalOnlineFirstArticles = (journalId: number, page: number) =>
  useOnlineFirstArticles({ journalId, page });
