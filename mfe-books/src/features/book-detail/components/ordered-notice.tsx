import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import type { BookDetail } from '@portal/contract';
import { useBooksOrdered } from '../api/check-book-ordered';

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.openSurface};
  color: ${({ theme }) => theme.colors.open};
  font-weight: 600;
`;

/** The ids to ask about: the book, and the set it belongs to (buying the set buys it too). */
export function orderedIdsOf(book: BookDetail): number[] {
  const setId = book.volumeSet?.set.id;
  return setId !== undefined && setId !== book.id ? [book.id, setId] : [book.id];
}

/**
 * "You bought this", for a signed-in person whose paid order holds the book or its set, with a
 * way to where it is read on this page.
 */
export function OrderedNotice({ book, onRead }: { book: BookDetail; onRead: () => void }) {
  const { t } = useTranslation('books');
  const ordered = useBooksOrdered(orderedIdsOf(book));
  if (!ordered.data || ordered.data.length === 0) return null;
  const bookItself = ordered.data.includes(book.id);
  return (
    <Notice>
      <span>{t(bookItself ? 'detail.ordered.book' : 'detail.ordered.set')}</span>
      <Button variant="link" onClick={onRead}>
        {t('detail.ordered.read')}
      </Button>
    </Notice>
  );
}
