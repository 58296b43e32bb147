/**
 * Real publishers' JATS (api/test-data/import/derived, see SOURCES.md there) imported as they
 * come: AMS's texml article has no history dates, only its publication date; OUP's has TeX in
 * its abstract (and a cover date with the month as a word).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/db';
import { findArticle } from '../../../repositories/article-repository';
import { publicationSpeed } from '../../../repositories/journal-repository';
import { openTestDb } from '../../../../test/test-db';
import { importText } from './fixtures';

const derived = (name: string) =>
  readFileSync(
    path.join(import.meta.dirname, '../../../../test-data/import/derived', name),
    'utf8',
  );

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const unchanged = (changes: { outcome: string }[]) =>
  changes.every((c) => c.outcome === 'unchanged');

describe('importing real JATS files', () => {
  it("imports AMS's article, which has no history dates, then changes nothing on re-import", async () => {
    const file = derived('ams-proc-ser-b-2014-maketitle.xml');
    const first = await importText(db, file);
    expect(first.problems).toEqual([]);
    expect(first.changes.at(-1)).toMatchObject({ kind: 'article', outcome: 'created' });
    const [row] = await db.query<{ id: number }>(
      "select id from articles where title_en like 'Minimal regularity conditions%'",
    );
    const article = row && (await findArticle(db, row.id));
    expect(article).toMatchObject({
      journalId: 10,
      receivedDate: null,
      acceptedDate: null,
      publishedOnlineDate: '2014-01-09',
      title: {
        en: 'Minimal regularity conditions for the end-point estimate of bilinear Calderón-Zygmund operators',
      },
      abstract: { en: 'This is the abstract.', zh: 'This is the abstract.' },
    });
    const again = await importText(db, file);
    expect(again.problems).toEqual([]);
    expect(again.changes.length).toBeGreaterThan(0);
    expect(unchanged(again.changes)).toBe(true);
  });

  it("gives AMS's article its Chinese title and abstract from the -zh copy, in place", async () => {
    const file = derived('ams-proc-ser-b-2014-maketitle-zh.xml');
    const first = await importText(db, file);
    expect(first.problems).toEqual([]);
    expect(first.changes.at(-1)).toMatchObject({ kind: 'article', outcome: 'updated' });
    const rows = await db.query<{ id: number }>(
      "select id from articles where title_en like 'Minimal regularity conditions%'",
    );
    expect(rows).toHaveLength(1);
    const article = await findArticle(db, rows[0]?.id ?? 0);
    expect(article?.title.zh).toBe('双线性 Calderón-Zygmund 算子端点估计的最小正则性条件');
    expect(article?.abstract.zh).toBe('这是摘要。');
    expect(unchanged((await importText(db, file)).changes)).toBe(true);
  });

  it("imports OUP's article (namespace removed) with the TeX of its abstract as $...$, once", async () => {
    const file = derived('oup-ptep-2025-tex-math-abstract.xml');
    const first = await importText(db, file);
    expect(first.problems).toEqual([]);
    expect(first.changes.at(-1)).toMatchObject({
      kind: 'article',
      outcome: 'created',
      key: '10.1093/ptep/ptaf065',
    });
    const [row] = await db.query<{ id: number }>(
      "select id from articles where doi = '10.1093/ptep/ptaf065'",
    );
    const article = row && (await findArticle(db, row.id));
    expect(article).toMatchObject({
      journalId: 4,
      status: 'published',
      receivedDate: '2025-01-22',
      revisedDate: '2025-04-09',
      acceptedDate: '2025-04-17',
      // The epub date, not the cover date (May 2025) that comes first in the file.
      publishedOnlineDate: '2025-04-29',
      publishedDate: '2025-05-08',
      elocationId: '053H02',
    });
    expect(article?.abstract.en).toContain(
      'within the mass range of $\\mu 10^{\\rm V}$ to ${\\rm meV}$, have garnered',
    );
    expect(article?.abstract.en).toContain('bandwidth of $4 \\,{\\rm GHz}$ with');
    expect(unchanged((await importText(db, file)).changes)).toBe(true);
  });

  it('leaves articles without history dates out of the publication speed, never a null median', async () => {
    const undated = derived('oup-ptep-2025-tex-math-abstract.xml')
      .replace(/<history>[\s\S]*<\/history>/, '')
      .replace('10.1093/ptep/ptaf065</article-id>', '10.1093/ptep/undated</article-id>')
      .replace('<volume>30</volume>', '<volume>37</volume>')
      .replaceAll('2025-0', '2032-0')
      .replaceAll('<year>2025</year>', '<year>2032</year>');
    const { problems, changes } = await importText(db, undated);
    expect(problems).toEqual([]);
    expect(changes.at(-1)).toMatchObject({ kind: 'article', outcome: 'created' });
    const speed = await publicationSpeed(db, 4);
    expect(speed.length).toBeGreaterThan(0);
    expect(speed.map((year) => year.year)).not.toContain(2032);
    for (const year of speed) expect(typeof year.medianDaysToAcceptance).toBe('number');
  });
});
