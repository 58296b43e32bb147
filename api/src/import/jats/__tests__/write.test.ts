import type { Db } from '../../../db/db';
import { openTestDb } from '../../../../test/test-db';
import { loadArticleContents } from '../../../repositories/article-content-repository';
import { articleJats } from '../write';
import { fixture, importText, source } from './fixtures';

let db: Db;
let citedDoi: string;
let citedId: number;
beforeAll(async () => {
  db = await openTestDb();
  const [cited] = await db.query<{ id: number; doi: string }>(
    "select id, doi from articles where status = 'published' and journal_id = 2 order by id limit 1",
  );
  if (!cited) throw new Error('the seed has no published article');
  ({ id: citedId, doi: citedDoi } = cited);
});
afterAll(() => db.close());

const revision = async () =>
  (await db.query<{ revision: string }>('select revision::text from catalogue_revision'))[0]
    ?.revision;

const translated = () => fixture('translated-article.xml').replace('{{CITED_DOI}}', citedDoi);

describe('writing a JATS article', () => {
  it('reports in a dry run what it would create, with no page for what does not exist yet', async () => {
    const before = await revision();
    const { changes, problems } = await importText(db, translated(), { dryRun: true });
    expect(problems).toEqual([]);
    expect(changes.map((c) => [c.kind, c.outcome, c.key, c.href])).toEqual([
      ['volume', 'created', 'J. Algebr. Struct. 35 (2027)', null],
      ['issue', 'created', 'J. Algebr. Struct. 35(1)', null],
      ['article', 'created', '10.1090/jas/2027-001', null],
    ]);
    expect(await revision()).toBe(before);
    expect(await db.query("select 1 from articles where doi = '10.1090/jas/2027-001'")).toEqual([]);
  });

  it('creates the article in a new volume and issue, with its PDF, and points references at it', async () => {
    const pdf = source('tilting.pdf', '%PDF-1.4 tilting');
    const stored: Uint8Array[] = [];
    const { changes, problems } = await importText(db, translated(), {
      attachments: [pdf],
      stored,
    });
    expect(problems).toEqual([]);
    expect(stored).toHaveLength(1);
    const [article] = await db.query<{
      id: number;
      journal_id: number;
      status: string;
      pdf_key: string;
      title_zh: string;
    }>(
      "select id, journal_id, status, pdf_key, title_zh from articles where doi = '10.1090/jas/2027-001'",
    );
    expect(article).toMatchObject({
      journal_id: 2,
      status: 'published',
      title_zh: '$\\mathbb{Z}/p^n$ 上的倾斜模',
    });
    expect(changes.at(-1)).toEqual({
      kind: 'article',
      outcome: 'created',
      key: '10.1090/jas/2027-001',
      title: { zh: '$\\mathbb{Z}/p^n$ 上的倾斜模', en: 'Tilting modules over $\\mathbb{Z}/p^n$' },
      href: `/JDetail/2/article?id=${article?.id}`,
    });
    expect(changes[1]?.href).toMatch(/^\/JDetail\/2\/issue\?id=\d+$/);
    const references = await db.query<{ doi: string | null; cited_article_id: number | null }>(
      'select doi, cited_article_id from article_references where article_id = $1 order by position',
      [article?.id],
    );
    expect(references[1]).toEqual({ doi: citedDoi, cited_article_id: citedId });
  });

  it('changes nothing when the same file comes again (not even the catalogue revision)', async () => {
    const before = await revision();
    const pdf = source('tilting.pdf', '%PDF-1.4 tilting');
    const stored: Uint8Array[] = [];
    const { changes, problems } = await importText(db, translated(), {
      attachments: [pdf],
      stored,
    });
    expect(problems).toEqual([]);
    expect(changes.map((c) => [c.kind, c.outcome])).toEqual([['article', 'unchanged']]);
    expect(stored).toHaveLength(0);
    expect(await revision()).toBe(before);
  });

  it('updates the article in place when the file changes, keeping its id', async () => {
    const [{ id } = { id: 0 }] = await db.query<{ id: number }>(
      "select id from articles where doi = '10.1090/jas/2027-001'",
    );
    const changed = translated()
      .replace('A <italic>second</italic> look', 'A third look')
      .replace(
        '<name><surname>Li</surname><given-names>Mei</given-names></name>',
        '<string-name>Mei Li</string-name><email>mei@pku.example</email>',
      );
    const { changes } = await importText(db, changed);
    expect(changes.map((c) => [c.kind, c.outcome])).toEqual([['article', 'updated']]);
    const [article] = await db.query<{ id: number; subtitle_en: string; pdf_key: string | null }>(
      "select id, subtitle_en, pdf_key from articles where doi = '10.1090/jas/2027-001'",
    );
    expect(article).toMatchObject({ id, subtitle_en: 'A third look' });
    // The PDF was not sent again: the stored one stays.
    expect(article?.pdf_key).toBeTruthy();
    const authors = await db.query<{ name: string; email: string | null }>(
      'select name, email from article_authors where article_id = $1 order by position',
      [id],
    );
    expect(authors).toEqual([
      { name: 'Josiah Carberry', email: 'josiah@example.edu' },
      { name: 'Mei Li', email: 'mei@pku.example' },
    ]);
    expect(
      await db.query('select count(*)::int as n from articles where doi = $1', [
        '10.1090/jas/2027-001',
      ]),
    ).toEqual([{ n: 1 }]);
  });

  it('matches a DOI whatever its case, never making a second article', async () => {
    const { changes } = await importText(
      db,
      translated().replace('10.1090/jas/2027-001', '10.1090/JAS/2027-001'),
    );
    expect(changes.map((c) => [c.kind, c.outcome])).toEqual([['article', 'updated']]);
    expect(
      await db.query(
        "select count(*)::int as n from articles where lower(doi) = '10.1090/jas/2027-001'",
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('makes references already pointing at a DOI "cite" the article imported under it', async () => {
    const [citing] = await db.query<{ id: number }>(
      "select id from articles where status = 'published' order by id desc limit 1",
    );
    await db.query(
      "insert into article_references (article_id, position, text, doi) values ($1, 999, 'Forthcoming.', '10.1090/jas/of-17')",
      [citing?.id],
    );
    const { problems } = await importText(db, fixture('online-first.xml'));
    expect(problems).toEqual([]);
    const [reference] = await db.query<{ cited_article_id: number }>(
      'select cited_article_id from article_references where article_id = $1 and position = 999',
      [citing?.id],
    );
    const [article] = await db.query<{ id: number; status: string; elocation_id: string }>(
      "select id, status, elocation_id from articles where doi = '10.1090/jas/of-17'",
    );
    expect(article).toMatchObject({ status: 'online_first', elocation_id: 'e17' });
    expect(reference?.cited_article_id).toBe(article?.id);
  });

  it("keeps references' MR and zbMATH numbers, and its export writes them back as they were read", async () => {
    const text = translated()
      .replace('10.1090/jas/2027-001', '10.1090/jas/2027-005')
      .replace(
        'Springer, 1977.</mixed-citation>',
        'Springer, 1977. <ext-link xlink:href="https://mathscinet.ams.org/mathscinet-getitem?mr=MR450380">MR0450380</ext-link> <pub-id pub-id-type="zbl">0355.20006</pub-id></mixed-citation>',
      );
    expect((await importText(db, text)).problems).toEqual([]);
    const [article] = await db.query<{ id: number }>(
      "select id from articles where doi = '10.1090/jas/2027-005'",
    );
    const id = article!.id;
    expect(
      await db.query(
        'select text, mr, zbl from article_references where article_id = $1 and position = 1',
        [id],
      ),
    ).toEqual([
      {
        text: 'J.-P. Serre, Linear representations of finite groups, Springer, 1977.',
        mr: '0450380',
        zbl: '0355.20006',
      },
    ]);
    const stored = (await loadArticleContents(db, [id])).get(id)!;
    const journal = {
      abbreviation: 'JAS',
      title_zh: '代数结构',
      title_en: 'J. Algebr. Struct.',
      publisher_en: '',
    };
    const exported = articleJats(stored, journal, true);
    expect(exported).toMatch(
      /Springer, 1977\. <pub-id pub-id-type="mr">MR0450380<\/pub-id> <pub-id pub-id-type="zbl">0355\.20006<\/pub-id><\/mixed-citation>/,
    );
    const before = await revision();
    const again = await importText(db, exported);
    expect(again.changes.map((c) => [c.kind, c.outcome])).toEqual([['article', 'unchanged']]);
    expect(await revision()).toBe(before);
  });

  it('refuses an unknown journal, an unknown MSC code and a volume number its year does not have, writing nothing', async () => {
    const before = await revision();
    const text = translated()
      .replace('10.1090/jas/2027-001', '10.1090/jas/2027-002')
      .replace('2120-6325', '0000-0000')
      .replace('1348-933X', '0000-0019')
      .replace('>JAS<', '>NOPE<');
    const unknownJournal = await importText(db, text);
    expect(unknownJournal.problems.map((p) => [p.field, p.line])).toEqual([
      ['front/journal-meta', 5],
    ]);
    expect(unknownJournal.problems[0]?.message.en).toMatch(
      /No journal of the portal has 0000-0000/,
    );

    const unknownCode = await importText(
      db,
      translated()
        .replace('10.1090/jas/2027-001', '10.1090/jas/2027-003')
        .replace('<kwd>16G10</kwd>', '<kwd>99Z99</kwd>'),
    );
    expect(unknownCode.problems.map((p) => [p.field, p.message.en])).toEqual([
      ['front/article-meta/kwd-group/kwd', 'MSC2020 has no code 99Z99'],
    ]);

    const wrongVolume = await importText(
      db,
      translated()
        .replace('10.1090/jas/2027-001', '10.1090/jas/2027-004')
        .replace('<volume>35</volume>', '<volume>36</volume>'),
    );
    expect(wrongVolume.problems.map((p) => p.field)).toEqual(['article-meta/volume']);
    expect(wrongVolume.problems[0]?.message.en).toMatch(/volume of 2027 is 35, not 36/);
    expect(await revision()).toBe(before);
  });
});
