/**
 * Each book's ONIX 3.0 record: well-formed, one Product per edition, a set naming its volumes and
 * a volume its set; and the round trip: importing the record of every seeded book changes nothing.
 */
import { bookOnixPath, ONIX_MEDIA_TYPE } from '@portal/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { importFile, sourceOf } from '../../../import/__tests__/import-file';
import { setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const onix = async (id: number) => {
  const response = await context().app.inject({ method: 'GET', url: bookOnixPath(id) });
  return response;
};
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'Product' });
const ids = async (sql: string) =>
  (await context().db.query<{ id: number }>(sql)).map((row) => row.id);

interface ParsedProduct {
  ProductIdentifier: { IDValue: string | number };
  DescriptiveDetail: { ProductComposition: string | number };
  RelatedMaterial?: { RelatedProduct: unknown };
}

describe('GET /api/bookmain/book/{id}.onix.xml', () => {
  it('answers a set as ONIX 3.0: a Product per edition, naming its volumes', async () => {
    const [setId] = await ids(
      `select id from books b where exists (select 1 from books v where v.parent_book_id = b.id)
        order by (select count(*) from book_editions e where e.book_id = b.id) desc, id limit 1`,
    );
    const response = await onix(setId ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${ONIX_MEDIA_TYPE}; charset=utf-8`);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const message = parser.parse(response.body) as {
      ONIXMessage: { '@_release': string; '@_xmlns': string; Product: ParsedProduct[] };
    };
    expect(message.ONIXMessage['@_release']).toBe('3.0');
    expect(message.ONIXMessage['@_xmlns']).toBe('http://ns.editeur.org/onix/3.0/reference');
    const editions = await context().db.query<{ isbn: string }>(
      'select isbn from book_editions where book_id = $1',
      [setId],
    );
    const products = message.ONIXMessage.Product;
    expect(products.map((p) => String(p.ProductIdentifier.IDValue)).sort()).toEqual(
      editions.map((e) => e.isbn.replaceAll('-', '')).sort(),
    );
    expect(String(products[0]?.DescriptiveDetail.ProductComposition)).toBe('10');
    const volumes = await context().db.query<{ isbn: string }>(
      'select isbn from books where parent_book_id = $1',
      [setId],
    );
    for (const volume of volumes) {
      expect(JSON.stringify(products[0]?.RelatedMaterial)).toContain(
        volume.isbn.replaceAll('-', ''),
      );
    }
  });

  it('answers 404 for a book that does not exist', async () => {
    expect((await onix(999_999)).statusCode).toBe(404);
  });

  it('round trip: importing the record of every seeded book changes nothing', async () => {
    const { db } = context();
    const all = await ids('select id from books order by id');
    expect(all.length).toBeGreaterThan(100);
    const outcomes = new Map<string, number[]>();
    for (const id of all) {
      const text = (await onix(id)).body;
      const result = await importFile(db, sourceOf(`${id}.onix.xml`, text));
      expect({ id, problems: result.problems }).toEqual({ id, problems: [] });
      for (const change of result.changes) {
        const key = `${change.kind}:${change.outcome}`;
        outcomes.set(key, [...(outcomes.get(key) ?? []), id]);
      }
    }
    expect([...outcomes.keys()]).toEqual(['book:unchanged']);
    expect(outcomes.get('book:unchanged')).toHaveLength(all.length);
  }, 120_000);
});
