/**
 * Full text of the seed's recent articles: a JATS `<body>` for each, as the importer stores one
 * (`articles.body_jats`, with its words in `body_text`), and the image of its one figure
 * (`article_figures`). A publisher has
 * HTML full text for what it published in the last years and only PDFs of older volumes, so only
 * articles published (or, online first, accepted) since the start of the catalogue's previous
 * year get one: about 2,500 of 12,000.
 *
 * A body is what an AMS-style paper is made of, in its journal's subject (data/article-bodies.json):
 * numbered sections with subsections, definitions, lemmas, theorems, proofs and remarks, numbered
 * display equations and references to them, a figure and a table of the same computed values,
 * footnotes, and citations of the article's own reference list (`r<position>`, the reference's
 * `ref_id`). Each article's body is drawn from a PRNG seeded by its id, so a body does not depend
 * on which other articles have one and the rest of the catalogue does not depend on the bodies.
 */
import type { JournalSubject } from '@portal/contract';
import type { DbSession } from '../db';
import { squeeze } from '../../import/elements';
import articleBodies from './data/article-bodies.json';
import { CONTENT_TODAY } from './journal-content';
import { createRandom, type Random } from './random';
import { oneOf } from './data-values';

const BODIES_SEED = 20_261_201;
/** The first day whose articles have a full text: the catalogue's previous year and this one. */
export const FULL_TEXT_FROM = `${Number(CONTENT_TODAY.slice(0, 4)) - 1}-01-01`;
/** Every body has one figure, under this name (its `graphic`'s `xlink:href`). */
export const FIGURE_NAME = 'fig1.svg';
export const FIGURE_WIDTH = 480;
export const FIGURE_HEIGHT = 300;
/** Articles per statement: about 3.5 MB of bodies and images. */
const BODIES_PER_STATEMENT = 500;

/** The curves a figure may plot (data/article-bodies.json names one for each subject). */
const PLOT_KINDS = ['growth', 'power', 'log', 'damped', 'semicircle', 'saturation'] as const;
type PlotKind = (typeof PLOT_KINDS)[number];

/** What a subject's bodies are made of; TeX between `$`s. */
interface SubjectWords {
  /** The notation paragraph of the preliminaries. */
  setup: string;
  /** "We call {subject} <italic>{term}</italic> if" the first equation. */
  definition: { subject: string; term: string };
  /** The lemma's sentence before its equation (the second). */
  lemma: string;
  /** The main theorem's hypothesis, before its equation (the third). */
  hypothesis: string;
  /** The title of the preliminaries' second subsection. */
  topic: string;
  /** Eight display equations: the definition's, the lemma's, the theorem's, then five more. */
  equations: string[];
  footnotes: string[];
  /** The figure and the table: computed values against a curve of one of the kinds. */
  plot: {
    title: string;
    /** The curve's variable as TeX, heading the table's first column. */
    variable: string;
    /** The axes' labels as plain text: an SVG image has no MathML. */
    xLabel: string;
    yLabel: string;
    kind: string;
    from: number;
    to: number;
  };
}

const SUBJECTS: Readonly<Record<JournalSubject, SubjectWords>> = articleBodies.subjects;

/** An article as its body needs it. */
export interface BodyArticle {
  id: number;
  subject: JournalSubject;
  /** The article's keywords: its topic first, then the property its title names. */
  keywords_en: string[];
  /** The length of its reference list: citations name only positions it has. */
  reference_count: number;
}

export interface ArticleBody {
  /** The `<body>` element as XML. */
  body: string;
  /** Its words, as search reads them (`articles.body_text`). */
  words: string;
  /** The SVG image the body's figure shows. */
  figure: string;
}

/** An article's PRNG: the golden-ratio multiple spreads neighbouring ids over the seeds. */
const randomFor = (id: number) => createRandom((BODIES_SEED ^ Math.imul(id, 0x9e3779b1)) >>> 0);

/** The characters escaped in text, as xmldom escapes them when the importer stores a body. */
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Text as XML, written as the importer's serializer writes it (a round trip keeps it as it is). */
const escapeXml = (text: string) => text.replace(/[&<>]/g, (character) => ESCAPES[character]!);

/**
 * TeX as XML text: as it is when nothing in it needs escaping, else a CDATA section (split where
 * the TeX holds its end marker), which keeps `<` and `&` readable to whoever edits the file.
 */
const texText = (tex: string) =>
  /[<>&]/.test(tex) ? `<![CDATA[${tex.replaceAll(']]>', ']]]]><![CDATA[>')}]]>` : tex;

const inlineFormula = (tex: string) =>
  `<inline-formula><tex-math>${texText(tex)}</tex-math></inline-formula>`;

/** Text with `$...$` formulas as JATS mixed content: the text escaped, the formulas inline. */
const prose = (text: string) =>
  text
    .split('$')
    .map((part, index) => (index % 2 === 1 ? inlineFormula(part) : escapeXml(part)))
    .join('');

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Where fulltext/body-text.ts ends a word: in place of a formula or an image, after a block. */
const WORD_BREAKS =
  /<tex-math>[\s\S]*?<\/tex-math>|<graphic [^>]*\/>|<\/(?:p|title|label|td|th|caption|statement|sec|fn)>/g;
/** What escapeXml writes, read back. */
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/**
 * A body's words as `bodyText` (fulltext/body-text.ts) reads them from the XML, which the tests
 * hold equal for the bodies made here, read from the markup this module writes instead: parsing
 * 2,500 bodies again took that function 4 s of the seed, this a few milliseconds.
 */
const wordsOf = (body: string) =>
  squeeze(
    body
      .replace(WORD_BREAKS, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:amp|lt|gt);/g, (entity) => ENTITIES[entity] as string),
  );

/** A curve y = f(x) of a plot's kind, its parameters drawn. */
function curveOf(kind: PlotKind, random: Random): (x: number) => number {
  const between = (min: number, max: number) => min + (max - min) * random.next();
  switch (kind) {
    case 'growth': {
      const [c, a] = [between(0.5, 2), between(1.2, 1.9)];
      return (x) => c * x ** a;
    }
    case 'power': {
      const [c, a] = [between(1, 3), between(0.5, 1.5)];
      return (x) => c * x ** -a;
    }
    case 'log': {
      const c = between(0.95, 1.15);
      return (x) => (c * x) / Math.log(x);
    }
    case 'damped': {
      const [b, w] = [between(0.1, 0.4), between(1.2, 2.6)];
      return (x) => Math.exp(-b * x) * Math.cos(w * x);
    }
    case 'semicircle': {
      const s = between(0.85, 1.1);
      return (x) => Math.sqrt(Math.max(0, 4 * s * s - x * x)) / (2 * Math.PI * s * s);
    }
    case 'saturation': {
      const b = between(0.8, 2.5);
      return (x) => 1 - Math.exp(-b * x);
    }
  }
}

/** A number as a table or an axis shows it: three significant digits, no exponent. */
const shown = (value: number, digits = 3) => {
  const rounded = Number(value.toPrecision(digits));
  return String(Object.is(rounded, -0) ? 0 : rounded);
};

/** Ticks at 1, 2 or 5 times a power of ten from below `min` to above `max`, about `count` of them. */
function ticks(min: number, max: number, count: number): number[] {
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const [first, last] = [Math.floor(min / step), Math.ceil(max / step)];
  // Multiples of the step, as written: 0.3 rather than 0.30000000000000004.
  return Array.from({ length: last - first + 1 }, (_, i) =>
    Number(((first + i) * step).toPrecision(12)),
  );
}

/**
 * The figure: the curve, the computed values as dots, axes with ticks and labels. It carries a
 * white ground of its own, so its dark text reads the same on the page's light and dark themes;
 * nothing in it is a script, a link or a style sheet.
 */
function plotSvg(
  plot: SubjectWords['plot'],
  curve: (x: number) => number,
  points: readonly (readonly [number, number])[],
): string {
  const [left, right, top, bottom] = [64, 16, 16, 48];
  const samples = Array.from(
    { length: 41 },
    (_, i) => plot.from + ((plot.to - plot.from) * i) / 40,
  );
  const ys = [...samples.map(curve), ...points.map(([, y]) => y)];
  const xTicks = ticks(plot.from, plot.to, 6);
  const yTicks = ticks(Math.min(0, ...ys), Math.max(...ys), 5);
  const [x0, x1] = [xTicks[0] as number, xTicks[xTicks.length - 1] as number];
  const [y0, y1] = [yTicks[0] as number, yTicks[yTicks.length - 1] as number];
  const px = (x: number) =>
    Math.round(left + ((x - x0) / (x1 - x0)) * (FIGURE_WIDTH - left - right));
  const py = (y: number) =>
    Math.round(FIGURE_HEIGHT - bottom - ((y - y0) / (y1 - y0)) * (FIGURE_HEIGHT - top - bottom));
  // Where the axes run: the x axis along a row of pixels, the y axis down a column.
  const [xAxisRow, yAxisColumn] = [FIGURE_HEIGHT - bottom, left];
  const path = samples.map((x, i) => `${i ? 'L' : 'M'}${px(x)} ${py(curve(x))}`).join('');
  const tickMarks = [
    ...xTicks.map((x) => `M${px(x)} ${xAxisRow}v5`),
    ...yTicks.map((y) => `M${yAxisColumn} ${py(y)}h-5`),
  ].join('');
  const labels = [
    ...xTicks.map(
      (x) => `<text x="${px(x)}" y="${xAxisRow + 18}" text-anchor="middle">${shown(x)}</text>`,
    ),
    ...yTicks.map(
      (y) => `<text x="${yAxisColumn - 8}" y="${py(y) + 4}" text-anchor="end">${shown(y)}</text>`,
    ),
    `<text x="${(left + FIGURE_WIDTH - right) / 2}" y="${FIGURE_HEIGHT - 8}" text-anchor="middle">${escapeXml(plot.xLabel)}</text>`,
    `<text transform="rotate(-90)" x="${-(top + FIGURE_HEIGHT - bottom) / 2}" y="14" text-anchor="middle">${escapeXml(plot.yLabel)}</text>`,
  ].join('');
  const dots = points.map(([x, y]) => `<circle cx="${px(x)}" cy="${py(y)}" r="3.5"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" viewBox="0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}">` +
    `<rect width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" fill="#fff"/>` +
    `<path d="M${yAxisColumn} ${top}V${xAxisRow}H${FIGURE_WIDTH - right}${tickMarks}" fill="none" stroke="#333"/>` +
    `<path d="${path}" fill="none" stroke="#1f5fa8" stroke-width="2"/>` +
    `<g fill="#b8322a">${dots}</g>` +
    `<g font-family="sans-serif" font-size="12" fill="#222">${labels}</g></svg>`
  );
}

/** The body and figure image of one article: the same for the same article on every run. */
export function buildArticleBody(article: BodyArticle): ArticleBody {
  const random = randomFor(article.id);
  const words = SUBJECTS[article.subject];
  const [object = 'the problem', property = 'Regularity'] = article.keywords_en;

  // Citations: distinct positions of the reference list, used up in order of appearance.
  const positions = random.sample(
    Array.from({ length: article.reference_count }, (_, i) => i + 1),
    article.reference_count,
  );
  const cite = (count: number) =>
    positions
      .splice(0, count)
      .sort((a, b) => a - b)
      .map((n) => `<xref ref-type="bibr" rid="r${n}">[${n}]</xref>`)
      .join(', ');
  /** "as in [3]" while the list has references left to cite, else an empty string. */
  const citing = (before: string, count = 1) => {
    const cited = cite(count);
    return cited && `${before}${cited}`;
  };

  let equations = 0;
  const extras = random.sample(words.equations.slice(3), 5);
  const display = (tex: string) => {
    equations += 1;
    return `<disp-formula id="e${equations}"><label>(${equations})</label><tex-math>${texText(tex)}</tex-math></disp-formula>`;
  };
  const extra = () => display(extras.shift() as string);
  const eq = (n: number) => `<xref ref-type="disp-formula" rid="e${n}">(${n})</xref>`;
  const footnote = (n: number) =>
    `<fn id="fn${n}"><p>${prose(words.footnotes[n - 1] as string)}</p></fn>`;

  // What the sections hold, drawn first: the introduction names the theorem's number.
  // Three to five numbered sections after the introduction, most often three or four.
  const further = random.pick([3, 3, 4, 4, 5]);
  const proposition = random.chance(0.3);
  const theoremLabel = `Theorem 3.${proposition ? 2 : 1}`;
  const remarkInPreliminaries = random.chance(0.5);
  const secondFootnote = random.chance(0.5);
  const plot = words.plot;
  const curve = curveOf(oneOf(PLOT_KINDS, plot.kind, 'plot kind'), random);
  const rowCount = random.int(4, 5);
  const rows = Array.from({ length: rowCount }, (_, i) => {
    // Inside the range, away from its ends (where a density vanishes).
    const x = Number(
      shown(plot.from + (plot.to - plot.from) * (0.2 + (0.6 * i) / (rowCount - 1)), 2),
    );
    const predicted = curve(x);
    const computed = predicted * (1 + (random.next() - 0.5) * 0.08) + (random.next() - 0.5) * 0.01;
    return { x, predicted, computed };
  });

  const statement = (kind: string, id: string, label: string, content: string, title = '') =>
    `<statement id="${id}" content-type="${kind}"><label>${label}</label>${
      title ? `<title>${prose(title)}</title>` : ''
    }<p>${content}</p></statement>`;
  const proof = (content: string) =>
    `<statement content-type="proof"><p>${content}</p></statement>`;
  const section = (id: string, title: string, content: string) =>
    `<sec id="s${id}"><label>${id}</label><title>${prose(title)}</title>${content}</sec>`;
  const sectionRef = (n: number) => `<xref ref-type="sec" rid="s${n}">Section ${n}</xref>`;
  const theoremRef = `<xref ref-type="statement" rid="thm1">${theoremLabel}</xref>`;

  const introduction = section(
    '1',
    'Introduction',
    `<p>${random.pick([
      // Thunks: only the sentence picked may use up references.
      () =>
        `Work on ${lowerFirst(prose(property))} for ${prose(object)} goes back to ${citing('') || 'the classical literature'}.`,
      () =>
        `Questions about ${prose(object)} go back a long way; ${citing('see ', 2) || 'they are classical'}.`,
      () => `The literature on ${prose(object)} is large${citing('; see ', 2)}.`,
    ])()} ${random.pick([
      'We prove an estimate that is sharp in the range considered.',
      'We remove a technical assumption from the known results.',
      'We give a short proof of a stronger statement.',
    ])}</p><p>Our main result, ${theoremRef}, proves ${eq(3)} under a hypothesis that is easy to check.${footnote(1)} Its proof combines <xref ref-type="statement" rid="lem1">Lemma 2.2</xref> with ideas ${citing('from ', 2) || 'of the classical theory'}.</p>` +
      `<p>${sectionRef(3)} proves it, and ${sectionRef(4)} compares it with computed examples.${
        further >= 4 ? ` ${sectionRef(5)} discusses extensions.` : ''
      }</p>`,
  );

  const preliminaries = section(
    '2',
    random.pick(['Preliminaries', 'Notation and known results', 'Background']),
    section(
      '2.1',
      'Notation',
      `<p>${prose(words.setup)}</p>` +
        statement(
          'definition',
          'def1',
          'Definition 2.1',
          `We call ${prose(words.definition.subject)} <italic>${prose(words.definition.term)}</italic> if ${display(words.equations[0] as string)}`,
        ) +
        `<p>Condition ${eq(1)} goes back to ${citing('') || 'the classical literature'}.${
          secondFootnote ? footnote(2) : ''
        }</p>`,
    ) +
      section(
        '2.2',
        words.topic,
        statement(
          'lemma',
          'lem1',
          'Lemma 2.2',
          `${prose(words.lemma)} ${display(words.equations[1] as string)}`,
        ) +
          proof(
            `This is a standard consequence of ${eq(1)}; ${citing('see ', 1) || 'we omit the details'}.`,
          ) +
          (remarkInPreliminaries
            ? statement(
                'remark',
                'rem1',
                'Remark 2.3',
                `The constant in ${eq(2)} cannot be improved${citing('; see the examples in ')}.`,
              )
            : ''),
      ),
  );

  const main =
    (proposition
      ? statement(
          'proposition',
          'prop1',
          'Proposition 3.1',
          `Under the assumptions of <xref ref-type="statement" rid="lem1">Lemma 2.2</xref>, equality holds in ${eq(2)} only in the extremal case.`,
        ) + proof('Follow the proof of Lemma 2.2 and check when each inequality is an equality.')
      : '') +
    statement(
      'theorem',
      'thm1',
      theoremLabel,
      `${prose(words.hypothesis)} Then ${display(words.equations[2] as string)}`,
      property,
    ) +
    proof(
      `By <xref ref-type="statement" rid="lem1">Lemma 2.2</xref> and ${eq(1)} the left-hand side is bounded by that of ${eq(2)}.${
        random.chance(0.6)
          ? ` A compactness argument ${citing('as in ') || 'of the usual kind'} then gives ${extra()} and ${eq(3)} follows from ${eq(equations)} by letting the parameters tend to their limits.`
          : ` Letting the parameters tend to their limits gives ${eq(3)}.`
      }`,
    );

  const table =
    `<table-wrap id="t1"><label>Table 1</label><caption><title>Computed values against the bound ${eq(3)}</title></caption>` +
    `<table><thead><tr><th>${inlineFormula(plot.variable)}</th><th>Computed</th><th>Predicted</th></tr></thead><tbody>${rows
      .map(
        (row) =>
          `<tr><td>${row.x}</td><td>${shown(row.computed)}</td><td>${shown(row.predicted)}</td></tr>`,
      )
      .join('')}</tbody></table></table-wrap>`;
  const figure =
    `<fig id="f1"><label>Figure 1</label><caption><title>${prose(plot.title)}</title><p>Curve: the prediction of ${theoremRef}; dots: <xref ref-type="table" rid="t1">Table 1</xref>.</p></caption>` +
    `<alt-text>${escapeXml(`A plot of ${plot.yLabel} against ${plot.xLabel}: a curve with ${rows.length} computed values marked on it.`)}</alt-text>` +
    `<graphic xlink:href="${FIGURE_NAME}"/></fig>`;
  const examples = section(
    '4',
    random.pick(['Examples', 'Numerical experiments', 'Computed examples']),
    `<p>We computed the quantities bounded by ${theoremRef} in ${rows.length} cases: <xref ref-type="fig" rid="f1">Figure 1</xref> plots them against the prediction and <xref ref-type="table" rid="t1">Table 1</xref> lists them.${
      random.chance(0.5)
        ? ` The prediction is the right-hand side of ${extra()} with the constants of ${eq(3)}.`
        : ''
    }</p>${figure}${table}<p>They agree with the prediction${citing(', as do those of ')}.</p>`,
  );

  const extensions =
    further >= 4
      ? section(
          '5',
          random.pick(['Extensions', 'Further results', 'Variants of the main theorem']),
          `<p>The method also applies to ${extra()}, the analogue of ${eq(2)}.</p>` +
            statement(
              'corollary',
              'cor1',
              'Corollary 5.1',
              `Under the hypotheses of ${theoremRef}, the conclusion ${eq(3)} holds uniformly${
                random.chance(0.5) ? `, and moreover ${extra()}` : '.'
              }`,
            ) +
            proof(`Apply ${theoremRef} to each term and sum.`),
        )
      : '';
  const remarks =
    further >= 5
      ? section(
          '6',
          random.pick(['Concluding remarks', 'Open problems']),
          `<p>We do not know whether the hypothesis of ${theoremRef} can be weakened further${citing('; compare ', 2)}.${
            random.chance(0.5) ? ` A natural guess is ${extra()} which would be sharp.` : ''
          }</p>`,
        )
      : '';

  const body = `<body xmlns:xlink="http://www.w3.org/1999/xlink">${introduction}${preliminaries}${section(
    '3',
    random.pick(['The main result', 'Proof of the main theorem', 'The main estimate']),
    main,
  )}${examples}${extensions}${remarks}</body>`;
  return {
    body,
    words: wordsOf(body),
    figure: plotSvg(
      plot,
      curve,
      rows.map((row) => [row.x, row.computed]),
    ),
  };
}

/** The articles that get a full text, with what their bodies need, in id order. */
export async function readBodyArticles(tx: DbSession): Promise<BodyArticle[]> {
  return tx.query<BodyArticle>(
    `select a.id, j.subject_code as subject, a.keywords_en,
            (select count(*)::int from article_references r where r.article_id = a.id)
              as reference_count
       from articles a
       join journals j on j.id = a.journal_id
      where (a.status = 'published' and a.published_date >= $1::date)
         or (a.status = 'online_first' and a.accepted_date >= $1::date)
      order by a.id`,
    [FULL_TEXT_FROM],
  );
}

/**
 * Writes the bodies (with their words, which search reads, as an import writes them) and figure
 * images of the recent articles; the articles and their reference lists must be in place, without
 * bodies or figures.
 */
export async function seedArticleBodies(tx: DbSession): Promise<void> {
  const articles = await readBodyArticles(tx);
  for (let start = 0; start < articles.length; start += BODIES_PER_STATEMENT) {
    const chunk = articles.slice(start, start + BODIES_PER_STATEMENT);
    const bodies = chunk.map(buildArticleBody);
    // One statement per chunk for both tables: the bodies updated, the images inserted.
    await tx.query(
      `with b as (select * from unnest($1::integer[], $2::text[], $3::text[], $4::text[])
                                 as b(id, body, words, svg)),
            bodies as (update articles set body_jats = b.body, body_text = b.words
                         from b where articles.id = b.id)
       insert into article_figures (article_id, name, media_type, width, height, data)
       select b.id, $5, 'image/svg+xml', $6, $7, convert_to(b.svg, 'UTF8') from b`,
      [
        chunk.map((article) => article.id),
        bodies.map((body) => body.body),
        bodies.map((body) => body.words),
        bodies.map((body) => body.figure),
        FIGURE_NAME,
        FIGURE_WIDTH,
        FIGURE_HEIGHT,
      ],
    );
  }
}
