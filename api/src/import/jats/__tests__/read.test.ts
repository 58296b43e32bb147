import { readJatsArticle } from '../read';
import { parseXml } from '../../xml/parse';
import type { Document } from '@xmldom/xmldom';
import { fixture, readText } from './fixtures';

const TRANSLATED = fixture('translated-article.xml').replace('{{CITED_DOI}}', '10.5555/x.1');

const read = (text: string) => {
  const parsed = parseXml(new TextEncoder().encode(text));
  return readJatsArticle(parsed.document as unknown as Document);
};

describe('the JATS reader', () => {
  it('reads a translated article with TeX and MathML as the portal keeps articles', () => {
    const { article, problems } = read(TRANSLATED);
    expect(problems).toEqual([]);
    const content = article?.content;
    expect(content?.journal).toEqual({ issns: ['2120-6325', '1348-933X'], abbreviations: ['JAS'] });
    expect(content?.article).toMatchObject({
      status: 'published',
      title_en: 'Tilting modules over $\\mathbb{Z}/p^n$',
      title_zh: '$\\mathbb{Z}/p^n$ 上的倾斜模',
      subtitle_en: 'A second look',
      subtitle_zh: '再探',
      abstract_en:
        'We classify tilting modules over $p^{n}$-torsion rings.\n\nThe proof uses $\\operatorname{Ext}^1$.',
      abstract_zh: '我们分类了倾斜模。',
      keywords_en: ['tilting module', 'torsion ring'],
      keywords_zh: ['倾斜模', '挠环'],
      received_date: '2026-03-10',
      revised_date: '2026-08-01',
      accepted_date: '2026-10-20',
      published_online_date: '2027-01-02',
      published_date: '2027-01-15',
      first_page: 1,
      last_page: 24,
      doi: '10.1090/jas/2027-001',
      mr_id: 'MR4567890',
      zbl_id: '1520.16001',
      license: 'CC BY 4.0',
      license_url: 'https://creativecommons.org/licenses/by/4.0/',
      open_access: true,
    });
    expect(content?.article.body_jats).toContain('<sec id="s1"><title>Introduction</title>');
    // The back's footnotes, kept beside the body (its reference list is read on its own).
    expect(content?.article.back_jats).toBe(
      '<back><fn-group><fn id="n1"><p>Rings here have a unit.</p></fn></fn-group></back>',
    );
    expect(content?.volume).toBe(35);
    expect(content?.issue).toBe(1);
    expect(content?.authors).toEqual([
      {
        name: 'Josiah Carberry',
        affiliation_en: 'Brown University, Providence, USA',
        affiliation_zh: '布朗大学，美国普罗维登斯',
        author_key: '0000-0002-1825-0097',
        orcid: '0000-0002-1825-0097',
        ror: 'https://ror.org/05gq02987',
        email: 'josiah@example.edu',
        roles: ['Conceptualization', 'Writing – original draft'],
        corresponding: true,
      },
      {
        name: 'Mei Li',
        affiliation_en: 'Peking University, Beijing',
        affiliation_zh: 'Peking University, Beijing',
        author_key: 'mei-li',
        orcid: null,
        ror: null,
        email: null,
        roles: [],
        corresponding: false,
      },
    ]);
    expect(content?.mscCodes).toEqual([
      { scheme: 'MSC2020', code: '16G10' },
      { scheme: 'MSC2020', code: '20C33' },
    ]);
    expect(content?.funding).toEqual([
      {
        funder: 'National Natural Science Foundation of China',
        award_ids: ['12071001', '12271002'],
      },
    ]);
    // Each with its `ref`'s id, which the body's citations name.
    expect(content?.references).toEqual([
      {
        ref_id: 'r1',
        text: 'J.-P. Serre, Linear representations of finite groups, Springer, 1977.',
        doi: null,
        mr: null,
        zbl: null,
      },
      { ref_id: 'r2', text: 'An article of the portal,', doi: '10.5555/x.1', mr: null, zbl: null },
      {
        ref_id: 'r3',
        text: 'M. Auslander, Representation theory, Adv. Math., 1974',
        doi: '10.1016/0001-8708(74)90054-9',
        mr: null,
        zbl: null,
      },
    ]);
    expect(article?.pdfName).toBe('tilting.pdf');
  });

  it('reads JATS 1.1 dates, an abbreviation, AMS msc elements and an elocation-id (no DOCTYPE)', () => {
    const { article, problems } = read(fixture('online-first.xml'));
    expect(problems).toEqual([]);
    expect(article?.content.journal).toEqual({
      issns: ['1348-933X'],
      abbreviations: ['j. algebr. struct.'],
    });
    expect(article?.content.article).toMatchObject({
      status: 'online_first',
      article_type: 'brief-report',
      published_online_date: '2026-11-01',
      published_date: null,
      elocation_id: 'e17',
      title_zh: 'A short note',
      abstract_zh: 'Short.',
      open_access: false,
    });
    expect(article?.content.volume).toBeNull();
    expect(article?.content.mscCodes).toEqual([{ scheme: 'MSC2020', code: '16G10' }]);
    expect(article?.content.authors[0]?.author_key).toBe('anna-berg');
  });

  it("reads references' MR and zbMATH numbers as publishers tag them, and warns of one it cannot keep", () => {
    const refs = `<ref-list>
      <ref id="r1"><mixed-citation>A. One, Typed, 2001. <pub-id pub-id-type="mr">MR1234567</pub-id> <pub-id pub-id-type="zbl">1234.56789</pub-id></mixed-citation></ref>
      <ref id="r2"><mixed-citation>B. Two, As AMS's texml links them, 1947. <ext-link xlink:href="https://www.ams.org/mathscinet-getitem?mr=18287">MR <bold>18287</bold></ext-link> <ext-link ext-link-type="uri" xlink:href="https://zbmath.org/?q=an%3A0149.15905">Zbl 0149.15905</ext-link></mixed-citation></ref>
      <ref id="r3"><element-citation publication-type="journal"><person-group person-group-type="author"><name><surname>Three</surname><given-names>C.</given-names></name></person-group><article-title>Both numbers</article-title><source>Adv. Math.</source><year>1995</year><ext-link ext-link-type="mr">MR1289330 (95e:16037)</ext-link><ext-link xlink:href="https://zbmath.org/0774.14039">zbMATH</ext-link></element-citation></ref>
      <ref id="r4"><mixed-citation>D. Four, Old numbers only, 1992. <pub-id pub-id-type="mr">92a:81191</pub-id> <pub-id pub-id-type="zbl">JFM 12.0345.01</pub-id></mixed-citation></ref>
    </ref-list>`;
    const text = TRANSLATED.replace(/<ref-list>[\s\S]*<\/ref-list>/, refs);
    const { article, problems, notices } = read(text);
    expect(problems).toEqual([]);
    expect(
      article?.content.references.map(({ text: printed, mr, zbl }) => ({ printed, mr, zbl })),
    ).toEqual([
      { printed: 'A. One, Typed, 2001.', mr: '1234567', zbl: '1234.56789' },
      { printed: "B. Two, As AMS's texml links them, 1947.", mr: '0018287', zbl: '0149.15905' },
      { printed: 'C. Three, Both numbers, Adv. Math., 1995', mr: '1289330', zbl: '0774.14039' },
      // Numbers the portal cannot keep stay in the text, where the reader still finds them.
      { printed: 'D. Four, Old numbers only, 1992. 92a:81191 JFM 12.0345.01', mr: null, zbl: null },
    ]);
    const line = text.split('\n').findIndex((row) => row.includes('92a:81191')) + 1;
    expect(notices.map((notice) => [notice.line, notice.field, notice.message.en])).toEqual([
      [line, 'back/ref-list/ref/mixed-citation/pub-id', expect.stringContaining('"92a:81191"')],
      [
        line,
        'back/ref-list/ref/mixed-citation/pub-id',
        expect.stringContaining('"JFM 12.0345.01"'),
      ],
    ]);
    expect(notices.every((notice) => notice.message.zh)).toBe(true);
  });

  it('takes the TeX of a formula given both ways, and the formula of a whole LaTeX document', () => {
    const text = TRANSLATED.replace(
      '<article-title>Tilting modules over <inline-formula><tex-math>\\mathbb{Z}/p^n</tex-math></inline-formula></article-title>',
      `<article-title>Sums <inline-formula><alternatives><tex-math>\\sum a_i</tex-math><mml:math><mml:mi>x</mml:mi></mml:math></alternatives></inline-formula>
        and <inline-formula><tex-math><![CDATA[\\documentclass{article}\\begin{document}$\\zeta(s)$\\end{document}]]></tex-math></inline-formula></article-title>`,
    );
    expect(read(text).article?.content.article.title_en).toBe('Sums $\\sum a_i$ and $\\zeta(s)$');
  });

  it('reads a published article without history dates, and a month given as a word', () => {
    const text = fixture('online-first.xml')
      .replace(/<history>[\s\S]*<\/history>/, '')
      .replace(
        '<pub-date date-type="pub" publication-format="electronic" iso-8601-date="2026-11-01"><day>01</day><month>11</month>',
        '<pub-date date-type="pub" publication-format="electronic"><day>01</day><month>November</month>',
      );
    const { article, problems } = read(text);
    expect(problems).toEqual([]);
    expect(article?.content.article).toMatchObject({
      status: 'online_first',
      received_date: null,
      accepted_date: null,
      published_online_date: '2026-11-01',
    });
  });

  it('refuses an accepted paper without its accepted date, and a month that is no word of one', () => {
    const accepted = fixture('online-first.xml')
      .replace(/<pub-date [^\n]*<\/pub-date>/, '')
      .replace(/<date date-type="accepted"[^\n]*<\/date>/, '');
    expect(readText(accepted).problems.map((p) => p.message.en)).toEqual([
      expect.stringMatching(/accepted paper .* needs its accepted date/),
    ]);
    const month = TRANSLATED.replace('<month>08</month>', '<month>Augusto</month>');
    expect(readText(month).problems.map((p) => p.message.en)).toEqual([
      expect.stringMatching(/does not exist/),
    ]);
  });

  const refusals: [string, string, string, RegExp][] = [
    [
      'an ISSN with a wrong check digit',
      '2120-6325</issn>',
      '2120-6326</issn>',
      /ISSN "2120-6326"/,
    ],
    [
      'a date of 31 February',
      '<day>01</day><month>08</month>',
      '<day>31</day><month>02</month>',
      /2026-2-31 does not exist/,
    ],
    [
      'an ORCID with a wrong check digit',
      '0000-0002-1825-0097',
      '0000-0002-1825-0098',
      /ORCID .* not valid/,
    ],
    ['a DOI that is not one', '10.1090/jas/2027-001', '10.10/jas', /DOI "10.10\/jas"/],
    [
      'an accepted date before the received one',
      '<day>20</day><month>10</month><year>2026</year>',
      '<day>20</day><month>01</month><year>2026</year>',
      /must come after/,
    ],
    ['a last page before the first', '<lpage>24</lpage>', '<lpage>0</lpage>', /last page/],
  ];
  it.each(refusals)(
    'refuses %s, naming its line and field in zh and en',
    (_, from, to, message) => {
      const text = TRANSLATED.replace(from, to);
      const line = text.slice(0, text.indexOf(to)).split('\n').length;
      const { record, problems } = readText(text);
      expect(record).toBeNull();
      expect(problems).toHaveLength(1);
      const [problem] = problems;
      expect(problem?.message.en).toMatch(message);
      expect(problem?.message.zh).toBeTruthy();
      expect(problem?.field).toMatch(/^front\/(journal-meta|article-meta)\//);
      expect(problem?.line).toBeGreaterThanOrEqual(line - 1);
      expect(problem?.line).toBeLessThanOrEqual(line);
    },
  );
});
