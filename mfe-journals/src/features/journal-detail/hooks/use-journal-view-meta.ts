import { useTranslation } from 'react-i18next';
import { useDocumentMeta, useLocalized } from '@portal/shared';
import type { ViewType } from '../utils/view-types';
import { useJournal } from './use-journal';

const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  // Search results show plain text: TeX loses its dollar signs, not its content.
  const plain = text.replace(/\$([^$]+)\$/g, '$1');
  return plain.length > DESCRIPTION_LENGTH ? `${plain.slice(0, DESCRIPTION_LENGTH - 1)}…` : plain;
}

/**
 * The tab title and description of a view of the journal: "Editorial board · <journal>", and
 * the aims and scope on `about`. (The article page sets its own, with its citation tags.)
 */
export function useJournalViewMeta(view: Exclude<ViewType, 'article'>) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const journal = useJournal();
  const title = localize(journal.title);
  useDocumentMeta(
    `${t(`detail.view.${view}`)} · ${title} | ${t('common:siteName')}`,
    shorten(
      view === 'about'
        ? localize(journal.aimsAndScope)
        : t(`detail.description.${view}`, { journal: title }),
    ),
  );
}
