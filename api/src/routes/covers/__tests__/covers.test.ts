import type { JournalSummary, Page } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();

describe('GET /api/covers/:kind/:id.svg', () => {
  it('draws the cover a journal summary links to, cacheable for long', async () => {
    const list = await getJson<Page<JournalSummary>>(context().app, '/api/periodical/list?size=1');
    const journal = list.body.data.records[0];
    const response = await context().app.inject(journal?.coverUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.body).toContain(journal?.abbreviation);
    expect(response.body).toContain(journal?.title.zh);
  });

  it.each(['book', 'news'])('draws %s covers', async (kind) => {
    const response = await context().app.inject(`/api/covers/${kind}/1.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<svg[^>]+role="img"/);
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await context().app.inject('/api/covers/book/99999.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      success: false,
      data: null,
      msg: 'No book 99999',
    });
  });

  it.each([
    ['/api/covers/poster/1.svg', 'params/kind must be one of: journal, book, news'],
    ['/api/covers/book/abc.svg', 'params/id must be integer'],
    ['/api/covers/book/0.svg', 'params/id must be >= 1'],
  ])('rejects %s with 400', async (url, message) => {
    const response = await context().app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });
});
