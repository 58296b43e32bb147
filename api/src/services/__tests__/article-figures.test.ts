import { createHash } from 'node:crypto';
import type { Db } from '../../db/db';
import { openTestDb } from '../../../test/test-db';
import { writeArticleFigures, type FigureImageData } from '../article-figures';

let db: Db;
let articleId: number;
beforeAll(async () => {
  db = await openTestDb();
  const [article] = await db.query<{ id: number }>(
    'select id from articles where id not in (select article_id from article_figures) limit 1',
  );
  articleId = article!.id;
});
afterAll(() => db.close());

const image = (text: string): FigureImageData => {
  const bytes = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`);
  return {
    mediaType: 'image/svg+xml',
    width: 40,
    height: 30,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
};

const stored = async () =>
  db.query<{ name: string; data: string }>(
    `select name, convert_from(data, 'UTF8') as data from article_figures
      where article_id = $1 order by name`,
    [articleId],
  );
const revision = async () =>
  (await db.query<{ revision: string }>('select revision::text from catalogue_revision'))[0]
    ?.revision;

describe('writeArticleFigures', () => {
  it('writes the images sent, and says which figures have none', async () => {
    const written = await writeArticleFigures(db, articleId, [
      { name: 'fig1.svg', image: image('one') },
      { name: 'fig2', image: null },
    ]);
    expect(written).toEqual({
      written: [{ name: 'fig1.svg', outcome: 'created' }],
      removed: 0,
      missing: ['fig2'],
    });
    expect((await stored()).map((row) => row.name)).toEqual(['fig1.svg']);
  });

  it('changes nothing, not even the catalogue revision, for the images it keeps', async () => {
    const before = await revision();
    const written = await writeArticleFigures(db, articleId, [
      { name: 'fig1.svg', image: image('one') },
    ]);
    expect(written).toEqual({ written: [], removed: 0, missing: [] });
    expect(await revision()).toBe(before);
  });

  it('replaces other bytes, keeps a figure sent without its image, and removes the figures gone', async () => {
    await writeArticleFigures(db, articleId, [
      { name: 'fig1.svg', image: image('one') },
      { name: 'fig2.svg', image: image('two') },
    ]);
    const written = await writeArticleFigures(db, articleId, [
      { name: 'fig1.svg', image: null },
      { name: 'fig3.svg', image: image('three') },
    ]);
    expect(written).toEqual({
      written: [{ name: 'fig3.svg', outcome: 'created' }],
      removed: 1,
      missing: [],
    });
    expect((await stored()).map((row) => row.name)).toEqual(['fig1.svg', 'fig3.svg']);

    const replaced = await writeArticleFigures(db, articleId, [
      { name: 'fig1.svg', image: image('one, redrawn') },
      { name: 'fig3.svg', image: null },
    ]);
    expect(replaced.written).toEqual([{ name: 'fig1.svg', outcome: 'updated' }]);
    expect((await stored())[0]?.data).toContain('one, redrawn');
  });
});
