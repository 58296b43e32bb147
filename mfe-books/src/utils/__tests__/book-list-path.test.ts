import { bookListPath } from '../book-list-path';
import { FORTHCOMING_BOOKS_PATH, ON_SALE_BOOKS_PATH } from '../book-paths';

test('links to the filtered list leave out what is empty or the default, in a fixed order', () => {
  expect(bookListPath()).toBe('/books/bookList');
  expect(
    bookListPath({ page: 1, sort: 'newest', keyword: '', seriesId: null, status: 'forthcoming' }),
  ).toBe('/books/bookList?status=forthcoming');
  expect(bookListPath({ page: 2, sort: 'title', tagId: 48, msc: '35Q', yearFrom: 2020 })).toBe(
    '/books/bookList?tag=48&msc=35Q&from=2020&sort=title&page=2',
  );
});

test("the widget's fixed links are the list's own", () => {
  expect(ON_SALE_BOOKS_PATH).toBe(bookListPath({ status: 'published' }));
  expect(FORTHCOMING_BOOKS_PATH).toBe(bookListPath({ status: 'forthcoming' }));
});
