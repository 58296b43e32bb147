import { useTranslation } from 'react-i18next';
import { useLocalized } from '@portal/shared';
import { usePageMeta } from '@portal/reading';
import { journalMetaTags, journalViewPath } from '../utils/journal-meta-tags';
import type { ArticleView, ViewType } from '../utils/view-types';
import { useJournal } from './use-journal';

/**
 * What a view of the journal tells the tab, crawlers and shared links: "Editorial board ·
 * <journal>", its description (the aims and scope on `about`), its address (an issue's with its
 * id); on `about`, the journal's own page, the journal's `citation_*` tags. (An article's pages
 * set their own.)
 */
export function useJournalViewMeta(view: Exclude<ViewType, ArticleView>, issueId?: number) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const journal = useJournal();
  const title = localize(journal.title);
  const about = view === 'about';
  const viewTitle = `${t(`detail.view.${view}`)} · ${title}`;
  usePageMeta({
    title: about ? title : viewTitle,
    documentTitle: `${viewTitle} | ${t('common:siteName')}`,
    description: about
      ? localize(journal.aimsAndScope)
      : t(`detail.description.${view}`, { journal: title }),
    path: journalViewPath(journal.id, view, issueId),
    type: 'website',
    tags: about ? journalMetaTags(journal) : undefined,
  });
}
