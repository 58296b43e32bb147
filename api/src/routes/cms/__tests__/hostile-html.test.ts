import { setupTestApp } from '../../../../test/helper';

const context = setupTestApp();

const HOSTILE =
  '<p onclick="__xss(1)">[XSS-01]</p><img src=x onerror="__xss(2)">' +
  '<a href="javascript:__xss(3)">[XSS-03]</a><a href="data:text/html,x">[XSS-04]</a>' +
  '<script>__xss(5)</script><svg onload="__xss(6)"></svg>';

/** The text of an answer, with what must not be in it. */
const DANGER = /on(click|error|load)=|javascript:|data:text|<script|<svg/i;

async function firstId(table: string, column = 'id'): Promise<number> {
  const [row] = await context().db.query<{ id: number }>(
    `select min(${column}) as id from ${table}`,
  );
  return row?.id ?? 0;
}

describe('HTML in the answers (news bodies, FAQ answers, ordering pages, editors)', () => {
  it('reaches readers without handlers, scripts or javascript:/data: addresses, its text kept', async () => {
    const { app, db } = context();
    const news = await firstId('news');
    const faq = await firstId('faqs');
    const ordering = await firstId('ordering_details', 'category_id');
    await db.query('update news set body_en = $2, body_zh = $2 where id = $1', [news, HOSTILE]);
    await db.query('update faqs set answer_en = $2, answer_zh = $2 where id = $1', [faq, HOSTILE]);
    await db.query(
      'update ordering_details set content_en = $2, content_zh = $2 where category_id = $1',
      [ordering, HOSTILE],
    );
    const [editor] = await db.query<{ journal_id: number }>(
      "update editors set web_page = 'javascript:__xss(7)' where id = (select min(id) from editors) returning journal_id",
    );
    await app.catalogueRevision.refresh();

    for (const url of [
      `/api/cms/announcement-detail?id=${news}`,
      `/api/cms/faq-detail?id=${faq}`,
      `/api/baseinfoordering/detail?id=${ordering}`,
    ]) {
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.body]).not.toEqual([url, expect.stringMatching(DANGER)]);
      expect([url, response.body]).toEqual([url, expect.stringContaining('[XSS-01]')]);
    }
    const board = await app.inject(
      `/api/periodical/editorial-board?journalId=${editor?.journal_id}`,
    );
    expect(board.statusCode).toBe(200);
    expect(board.body).not.toContain('javascript:');
  });
});
