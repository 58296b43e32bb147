import { useTranslation } from 'react-i18next';
import { AccessBadge } from '@portal/shared';
import type { BookSummary, ContentPermission } from '@portal/contract';

/**
 * Whether the reader may read the book: open (bought, granted to the organization, open access)
 * or locked. Nothing for a forthcoming book, which no one reads yet, nor before the check has
 * answered, so a badge never turns from locked to open under the reader's eyes.
 */
export function BookAccessBadge({
  book,
  permission,
  openOnly = false,
}: {
  book: Pick<BookSummary, 'publishStatus'>;
  permission: Pick<ContentPermission, 'allowed' | 'reason'> | undefined;
  /** Only a badge saying the reader may read it (the book home's shelves): none for locked. */
  openOnly?: boolean;
}) {
  const { t } = useTranslation('books');
  if (book.publishStatus === 'forthcoming' || !permission) return null;
  if (!permission.allowed) {
    return openOnly ? null : <AccessBadge status="locked" label={t('access.locked')} />;
  }
  switch (permission.reason) {
    case 'organization':
      return <AccessBadge status="open" label={t('access.organization')} />;
    case 'purchase':
      return <AccessBadge status="open" label={t('access.purchase')} />;
    default:
      return <AccessBadge status="open" />;
  }
}
