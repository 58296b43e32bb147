/**
 * The seed's full texts (seed/article-bodies.ts): bodies the full-text renderer understands in
 * every part, their figures' images, and on the seeded database (built by test/global-setup.ts
 * from the seed on each run) which articles have them.
 */
import { JOURNAL_SUBJECTS } from '@portal/contract';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { parse, type HTMLElement } from 'node-html-parser';
import { openTestDb } from '../../../../test/test-db';
import { bodyText } from '../../../fulltext/body-text';
import { renderFullText, type FullText, type FullTextLanguage } from '../../../fulltext/jats-body';
import type { Db } from '../../db';
import {
  FIGURE_HEIGHT,
  FIGURE_NAME,
  FIGURE_WIDTH,
  FULL_TEXT_FROM,
  buildArticleBody,
  readBodyArticles,
  type BodyArticle,
} from '../article-bodies';

const ARTICLE: BodyArticle = {
  id: 4321,
  subject: 'analysis',
  keywords_en: ['singular integral operators on $L^p$', 'Sharp estimates', 'maximal functions'],
  reference_count: 14,
};

/** Articles of every subject with short and long reference lists. */
const SAMPLE: BodyArticle[] = JOURNAL_SUBJECTS.flatMap((subject, index) =>
  [1, 2, 3, 4].map((n) => ({
    id: index * 1000 + n,
    subject,
    keywords_en: ['Ramsey numbers $R(k,k)$', 'A classification'],
    reference_count: n === 1 ? 3 : 8 + n * 4,
  })),
);

/** The XML's elements, or the parser's complaints. */
function parsed(xml: string, type: 'text/xml' | 'image/svg+xml') {
  const problems: string[] = [];
  const root = new DOMParser({
    onError: (_level, message) => problems.push(message),
  }).parseFromString(xml, type).documentElement as Element | null;
  return { root, problems };
}

function rendered(article: BodyArticle, lang: FullTextLanguage) {
  const { body } = buildArticleBody(article);
  const text = renderFullText(body, {
    lang,
    referenceOf: (rid) => {
      const position = Number(/^r(\d+)$/.exec(rid)?.[1]);
      return position >= 1 && position <= article.reference_count ? position : undefined;
    },
    graphicOf: (href) =>
      href === FIGURE_NAME
        ? { src: `/figures/${href}`, width: FIGURE_WIDTH, height: FIGURE_HEIGHT }
        : undefined,
  });
  return { text, document: documentOf(text) };
}

/**
 * The full text as a page shows it, to query: the sections, then the footnotes listed as the page
 * lists them (`fn-<id>`, each with its way back to the mark `fnref-<id>`).
 */
function documentOf(text: FullText): HTMLElement {
  const notes = text.footnotes
    .map(({ id, html }) => `<li id="fn-${id}">${html}<a href="#fnref-${id}">↩</a></li>`)
    .join('');
  return parse(`<main>${text.sections.map((s) => s.html).join('')}<ol>${notes}</ol></main>`);
}

const byId = (document: HTMLElement, id: string) =>
  document.querySelectorAll('[id]').find((element) => element.id === id);

describe('an article body', () => {
  it('is the same for the same article on every run, and another for another article', () => {
    expect(buildArticleBody(ARTICLE)).toEqual(buildArticleBody({ ...ARTICLE }));
    expect(buildArticleBody({ ...ARTICLE, id: 4322 }).body).not.toBe(
      buildArticleBody(ARTICLE).body,
    );
  });

  it('is well-formed JATS of a few kilobytes with its words for search, citing only references the list has', () => {
    for (const article of SAMPLE) {
      const { body, words } = buildArticleBody(article);
      expect(words).toBe(bodyText(body));
      const { root, problems } = parsed(body, 'text/xml');
      expect(problems).toEqual([]);
      expect(root?.localName).toBe('body');
      expect(body.length).toBeGreaterThan(3_000);
      expect(body.length).toBeLessThan(9_000);
      const equations = Array.from(root!.getElementsByTagName('disp-formula'));
      expect(equations.length).toBeGreaterThanOrEqual(3);
      expect(equations.length).toBeLessThanOrEqual(8);
      const cited = [...body.matchAll(/rid="r(\d+)"/g)].map((match) => Number(match[1]));
      expect(cited.length).toBeGreaterThan(0);
      for (const position of cited) expect(position).toBeLessThanOrEqual(article.reference_count);
      expect(new Set(cited).size).toBe(cited.length);
    }
  });

  it('renders every formula as MathML with its TeX, none as an error', () => {
    for (const article of SAMPLE) {
      const { text, document } = rendered(article, 'en');
      const html = text.sections.map((section) => section.html).join('');
      expect(html).not.toMatch(/merror|tex-error/);
      for (const math of document.querySelectorAll('math')) {
        expect(math.querySelector('annotation[encoding="application/x-tex"]')).not.toBeNull();
      }
    }
  });

  it('becomes numbered sections, one with subsections', () => {
    const { text, document } = rendered(ARTICLE, 'en');
    expect(text.sections.length).toBeGreaterThanOrEqual(4);
    expect(text.sections.length).toBeLessThanOrEqual(6);
    expect(text.sections.map((section) => section.id).slice(0, 4)).toEqual([
      's1',
      's2',
      's3',
      's4',
    ]);
    expect(document.querySelector('#s1 > h2')?.textContent).toBe('1 Introduction');
    expect(text.sections[1]!.headings.map(({ id, level }) => [id, level])).toEqual([
      ['s2', 1],
      ['s2.1', 2],
      ['s2.2', 2],
    ]);
    expect(byId(document, 's2.1')?.querySelector('h3')?.textContent).toBe('2.1 Notation');
  });

  it('holds a definition, a lemma, a theorem and proofs ending with their mark', () => {
    for (const lang of ['en', 'zh'] as const) {
      const { document } = rendered(ARTICLE, lang);
      expect(document.querySelector('.statement-definition')?.getAttribute('aria-label')).toBe(
        'Definition 2.1',
      );
      expect(document.querySelector('.statement-lemma')?.getAttribute('aria-label')).toBe(
        'Lemma 2.2',
      );
      const theorem = document.querySelector('#thm1')!;
      expect(theorem.getAttribute('aria-label')).toMatch(/^Theorem 3\.[12]$/);
      expect(theorem.querySelector('.statement-title')?.textContent).toBe('(Sharp estimates)');
      const proofs = document.querySelectorAll('.statement-proof');
      expect(proofs.length).toBeGreaterThanOrEqual(2);
      for (const proof of proofs) {
        expect(proof.getAttribute('aria-label')).toBe(lang === 'en' ? 'Proof' : '证明');
        expect(proof.querySelector('p:last-child .qed')?.getAttribute('aria-label')).toBe(
          lang === 'en' ? 'end of proof' : '证毕',
        );
      }
      const links = document.querySelectorAll('a[href="#thm1"]');
      expect(links.length).toBeGreaterThan(0);
    }
  });

  it('numbers its display equations, and its references to them lead to them', () => {
    const { document } = rendered(ARTICLE, 'en');
    const equations = document.querySelectorAll('.equation');
    expect(equations.map((equation) => equation.id)).toEqual(
      equations.map((_, index) => `e${index + 1}`),
    );
    equations.forEach((equation, index) => {
      expect(equation.querySelector('math')?.getAttribute('display')).toBe('block');
      expect(equation.querySelector('.equation-number')?.textContent).toBe(`(${index + 1})`);
    });
    const links = document.querySelectorAll('a[href^="#e"]');
    expect(links.map((link) => link.getAttribute('href'))).toContain('#e1');
    for (const link of links) {
      const target = byId(document, link.getAttribute('href')!.slice(1));
      expect(target?.classList.contains('equation')).toBe(true);
      expect(link.textContent).toBe(target?.querySelector('.equation-number')?.textContent);
    }
  });

  it('shows a figure with its sized image and a table, both referred to', () => {
    const { document } = rendered(ARTICLE, 'en');
    const image = document.querySelector('#f1 img')!;
    expect(image.getAttribute('src')).toBe(`/figures/${FIGURE_NAME}`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['480', '300']);
    expect(image.getAttribute('alt')).toMatch(/^A plot of /);
    expect(document.querySelector('#f1 figcaption')?.textContent).toMatch(/^Figure 1 /);
    expect(document.querySelector('#t1 figcaption')?.textContent).toMatch(/^Table 1 /);
    const rows = document.querySelectorAll('#t1 tbody tr');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const cell of document.querySelectorAll('#t1 tbody td')) {
      expect(Number(cell.textContent)).not.toBeNaN();
    }
    expect(document.querySelector('a[href="#f1"]')?.textContent).toBe('Figure 1');
    expect(document.querySelector('a[href="#t1"]')?.textContent).toBe('Table 1');
  });

  it('has footnotes whose marks lead to them and back, and citations linked to the list', () => {
    for (const article of SAMPLE.slice(0, 8)) {
      const { text, document } = rendered(article, 'en');
      expect(text.footnotes.length).toBeGreaterThanOrEqual(1);
      expect(text.footnotes.length).toBeLessThanOrEqual(2);
      for (const { id } of text.footnotes) {
        const mark = byId(document, `fnref-${id}`);
        expect(mark?.getAttribute('href')).toBe(`#fn-${id}`);
        expect(byId(document, `fn-${id}`)?.textContent).not.toBe('');
      }
      const citations = document.querySelectorAll('a.citation');
      expect(citations.length).toBeGreaterThan(0);
      for (const citation of citations) {
        const position = Number(citation.getAttribute('href')!.replace('#ref-', ''));
        expect(citation.textContent).toBe(`[${position}]`);
        expect(position).toBeLessThanOrEqual(article.reference_count);
      }
    }
  });
});

describe("a body's figure image", () => {
  it('is a small sized SVG with nothing that runs or loads', () => {
    for (const article of SAMPLE) {
      const { figure } = buildArticleBody(article);
      const { root, problems } = parsed(figure, 'image/svg+xml');
      expect(problems).toEqual([]);
      expect(root?.localName).toBe('svg');
      expect(root?.getAttribute('width')).toBe(String(FIGURE_WIDTH));
      expect(root?.getAttribute('height')).toBe(String(FIGURE_HEIGHT));
      expect(root?.getAttribute('viewBox')).toBe(`0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}`);
      expect(Buffer.byteLength(figure)).toBeLessThanOrEqual(2048);
      expect(root!.getElementsByTagName('script')).toHaveLength(0);
      expect(root!.getElementsByTagName('foreignObject')).toHaveLength(0);
      expect(figure).not.toMatch(/href|url\(|\son\w+=|<style/i);
      expect(root!.getElementsByTagName('path').length).toBeGreaterThanOrEqual(2);
      expect(root!.getElementsByTagName('text').length).toBeGreaterThan(4);
    }
  });
});

describe('the seeded full texts', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it("are the recent articles' and no others'", async () => {
    const [counts] = await db.query<{
      bodies: number;
      recent: number;
      old: number;
      unsearched: number;
    }>(
      `select count(*) filter (where body_jats is not null)::int as bodies,
              count(*) filter (where (status = 'published' and published_date >= $1::date)
                                  or (status = 'online_first' and accepted_date >= $1::date))::int
                as recent,
              count(*) filter (where body_jats is not null and status = 'published'
                                 and published_date < $1::date)::int as old,
              count(*) filter (where (body_jats is null) <> (body_text is null))::int as unsearched
         from articles`,
      [FULL_TEXT_FROM],
    );
    expect(counts!.bodies).toBe(counts!.recent);
    expect(counts!.bodies).toBeGreaterThan(1_500);
    expect(counts!.bodies).toBeLessThan(3_000);
    expect(counts!.old).toBe(0);
    expect(counts!.unsearched).toBe(0);
  });

  it('are what the seed builds, each with its figure and its references named as it cites them', async () => {
    const [missing] = await db.query<{ figures: number; references: number; unnamed: number }>(
      `select count(*) filter (where not exists (
                select 1 from article_figures f
                 where f.article_id = a.id and f.name = $1 and f.media_type = 'image/svg+xml'
                   and f.width = $2 and f.height = $3))::int as figures,
              count(*) filter (where not exists (
                select 1 from article_references r where r.article_id = a.id))::int as references,
              (select count(*)::int from article_references r
                where r.ref_id is distinct from 'r' || r.position) as unnamed
         from articles a where a.body_jats is not null`,
      [FIGURE_NAME, FIGURE_WIDTH, FIGURE_HEIGHT],
    );
    expect(missing).toEqual({ figures: 0, references: 0, unnamed: 0 });
    const [{ figures } = { figures: -1 }] = await db.query<{ figures: number }>(
      'select count(*)::int as figures from article_figures',
    );
    expect(figures).toBeGreaterThan(1_500);

    const articles = await readBodyArticles(db);
    const sample = articles.filter((_, index) => index % 500 === 0);
    const stored = await db.query<{
      id: number;
      body_jats: string;
      body_text: string;
      svg: string;
    }>(
      `select a.id, a.body_jats, a.body_text, convert_from(f.data, 'UTF8') as svg
         from articles a join article_figures f on f.article_id = a.id
        where a.id = any($1::integer[]) order by a.id`,
      [sample.map((article) => article.id)],
    );
    expect(stored).toEqual(
      sample.map((article) => {
        const built = buildArticleBody(article);
        return {
          id: article.id,
          body_jats: built.body,
          body_text: bodyText(built.body),
          svg: built.figure,
        };
      }),
    );
  });
});
