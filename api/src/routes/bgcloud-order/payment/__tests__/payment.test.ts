import type { BookSummary } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../../test/helper';

const context = setupTestApp();
const cart = (ids: string) =>
  getJson<BookSummary[]>(
    context().app,
    `/api/bgcloud-order/payment/get-shopping-cart-obj-detail-list?ids=${ids}`,
  );

describe('GET /api/bgcloud-order/payment/get-shopping-cart-obj-detail-list', () => {
  it('answers the books in the order asked, with their current prices', async () => {
    const { statusCode, body } = await cart('5,1,3');
    expect(statusCode).toBe(200);
    expect(body.data.map((b) => b.id)).toEqual([5, 1, 3]);
    for (const book of body.data) {
      expect(book.listPrice).toBeGreaterThan(0);
      expect(book.currency).toBe('CNY');
    }
  });

  it('answers every medium a book is sold in with its prices, so either cart line finds its own', async () => {
    const [row] = await context().db.query<{ id: number }>(
      `select book_id as id from book_editions where medium = 'electronic'
          and book_id in (select book_id from book_editions where medium = 'print')
        order by book_id limit 1`,
    );
    const { body } = await cart(String(row?.id));
    const [book] = body.data;
    expect(book?.editions.map((e) => e.medium)).toEqual(['print', 'electronic']);
    const [print, ebook] = book?.editions ?? [];
    expect(print).toEqual({
      medium: 'print',
      binding: book?.binding,
      isbn: book?.isbn,
      listPrice: book?.listPrice,
      listPriceUsd: book?.listPriceUsd,
    });
    expect(ebook?.listPrice).toBeLessThan(print?.listPrice ?? 0);
    expect(ebook?.isbn).not.toBe(print?.isbn);
  });

  it('leaves out unknown ids and repeats', async () => {
    const { body } = await cart('2,999999,2,9999999999');
    expect(body.data.map((b) => b.id)).toEqual([2]);
  });

  it('answers an empty list for an empty cart', async () => {
    const { statusCode, body } = await cart('');
    expect(statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('agrees with the book home page about a book', async () => {
    const { body } = await cart('7');
    const homepage = await getJson<{ records: BookSummary[] }>(
      context().app,
      '/api/bookmain/homepage?size=1000',
    );
    expect(body.data[0]).toEqual(homepage.body.data.records.find((b) => b.id === 7));
  });

  it.each([
    ['1,,2', 'querystring/ids must match pattern'],
    ['1;drop', 'querystring/ids must match pattern'],
    ['-1', 'querystring/ids must match pattern'],
    [Array.from({ length: 201 }, (_, i) => i + 1).join(','), 'At most 200 ids are accepted'],
  ])('rejects ids=%s with 400', async (ids, message) => {
    const { statusCode, body } = await cart(ids);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('requires ids', async () => {
    const response = await context().app.inject(
      '/api/bgcloud-order/payment/get-shopping-cart-obj-detail-list',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe("querystring must have required property 'ids'");
  });
});
