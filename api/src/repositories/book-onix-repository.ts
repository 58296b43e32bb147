/**
 * Everything of a book its ONIX 3.0 record says (import/onix/message.ts): the book, its editions,
 * its credits with the people's ids, its series, the set it belongs to and the volumes it holds.
 */
import type { Db, DbSession } from '../db/db';
import type { BookContributorRow, BookEditionRow, BookRow, SeriesRow } from './catalogue-rows';

export type OnixBookSource = Pick<
  BookRow,
  | 'id'
  | 'series_number'
  | 'volume_number'
  | 'title_zh'
  | 'title_en'
  | 'subtitle_zh'
  | 'subtitle_en'
  | 'description_zh'
  | 'description_en'
  | 'language'
  | 'edition'
  | 'publish_date'
  | 'page_count'
  | 'publish_status'
  | 'msc2020'
  | 'medium'
> & {
  editions: Omit<BookEditionRow, 'book_id'>[];
  credits: {
    role: BookContributorRow['role'];
    contributor_id: number;
    name: string;
    affiliation: string | null;
  }[];
  series: Pick<SeriesRow, 'id' | 'title_zh' | 'title_en' | 'issn'> | null;
  /** The ISBN of the set's own edition, for a volume. */
  set_isbn: string | null;
  /** The ISBNs of a set's volumes (their own editions), in volume order. */
  volume_isbns: string[];
};

export async function findOnixBook(db: Db | DbSession, id: number) {
  const [book] = await db.query<OnixBookSource>(
    `select b.id, b.series_number, b.volume_number, b.title_zh, b.title_en, b.subtitle_zh,
            b.subtitle_en, b.description_zh, b.description_en, b.language, b.edition,
            to_char(b.publish_date, 'YYYY-MM-DD') as publish_date, b.page_count, b.publish_status,
            b.msc2020, b.medium,
            (select coalesce(json_agg(json_build_object(
                      'medium', e.medium, 'binding', e.binding, 'isbn', e.isbn,
                      'list_price', e.list_price::float8, 'list_price_usd', e.list_price_usd::float8)
                    order by e.medium = b.medium desc, e.medium), '[]')
               from book_editions e where e.book_id = b.id) as editions,
            (select coalesce(json_agg(json_build_object(
                      'role', bc.role, 'contributor_id', c.id, 'name', c.name,
                      'affiliation', c.affiliation) order by bc.role, bc.position), '[]')
               from book_contributors bc join contributors c on c.id = bc.contributor_id
              where bc.book_id = b.id) as credits,
            (select json_build_object('id', s.id, 'title_zh', s.title_zh, 'title_en', s.title_en,
                                      'issn', s.issn)
               from book_series s where s.id = b.series_id) as series,
            (select p.isbn from books p where p.id = b.parent_book_id) as set_isbn,
            array(select v.isbn from books v where v.parent_book_id = b.id
                   order by v.volume_number, v.id) as volume_isbns
       from books b where b.id = $1`,
    [id],
  );
  return book;
}
