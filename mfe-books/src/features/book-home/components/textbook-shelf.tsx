import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, useLocalized } from '@portal/shared';
import type { BookTag } from '@portal/contract';
import { filteredBooksQueryOptions } from '../../../api/filter-books';
import { useBookPermissions } from '../../../api/get-book-permissions';
import { useBookTags } from '../../../api/get-book-tags';
import { ChoicePills } from '../../../components/choice-pills';
import { bookListPath } from '../../../utils/book-list-path';
import { onSaleFirst } from '../../../utils/on-sale-first';
import { BookShelf } from './book-shelf';

/** How many books of a textbook level the home shows. */
export const TEXTBOOK_SHELF_SIZE = 6;

function TextbookLevel({
  levels,
  level,
  onChoose,
}: {
  levels: readonly BookTag[];
  level: BookTag;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { number } = useFormatters();
  const books = useQuery({
    ...filteredBooksQueryOptions({ tagId: level.id, current: 1, size: TEXTBOOK_SHELF_SIZE }),
    select: (page) => onSaleFirst(page.records),
  });
  const permissions = useBookPermissions(books.data?.map((book) => book.id) ?? []);
  return (
    <BookShelf
      title={t('home.textbooks.title')}
      books={books.isPlaceholderData ? undefined : books.data}
      permissions={permissions.data}
      emptyMessage={t('home.textbooks.empty')}
      more={{
        to: bookListPath({ tagId: level.id }),
        label: t('home.textbooks.all', {
          level: localize(level.name),
          count: level.bookCount,
          formatted: number(level.bookCount),
        }),
      }}
    >
      <ChoicePills
        label={t('home.textbooks.levels')}
        value={level.id}
        onChange={onChoose}
        choices={levels.map((one) => ({
          value: one.id,
          label: t('home.textbooks.level', {
            level: localize(one.name),
            formatted: number(one.bookCount),
          }),
        }))}
      />
    </BookShelf>
  );
}

/**
 * The textbooks of the book home, by level (the tags of type textbook): a choice of level, and
 * that level's newest books with the way to all of them. Nothing while there are no levels.
 */
export function TextbookShelf() {
  const levels = useBookTags('textbook');
  const [chosen, setChosen] = useState<number | null>(null);
  const records = levels.data ?? [];
  const level = records.find((one) => one.id === chosen) ?? records[0];
  if (!level) return null;
  return <TextbookLevel levels={records} level={level} onChoose={setChosen} />;
}
