import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLSerializer, type Document as XmlDocument, type Element } from '@xmldom/xmldom';
import { parse, type HTMLElement } from 'node-html-parser';
import { parseXml } from '../../import/xml/parse';
import { renderFullText, type FullText, type FullTextOptions } from '../jats-body';

const HERE = import.meta.dirname;
const REAL = path.resolve(HERE, '../../../test-data/import/real');

/** The rendered full text as an HTML parser reads it, to query; footnotes as the page lists them. */
function documentOf(text: FullText): HTMLElement {
  const notes = text.footnotes.map(
    ({ id, html }) =>
      `<li id="fn-${id}">${html}<a href="#fnref-${id}" role="doc-backlink">↩</a></li>`,
  );
  const html =
    text.sections.map((section) => section.html).join('') +
    `<ol class="footnotes">${notes.join('')}</ol>`;
  return parse(`<main>${html}</main>`);
}

/** The text a reader sees: a formula's TeX annotation is not shown. */
function shown(element: HTMLElement | null | undefined): string | undefined {
  if (!element) return undefined;
  const copy = parse(element.outerHTML);
  for (const annotation of copy.querySelectorAll('annotation')) annotation.remove();
  return copy.textContent;
}

const byId = (document: HTMLElement, id: string) =>
  document.querySelectorAll('[id]').find((element) => element.id === id);

const AMS_BODY = readFileSync(path.join(HERE, 'ams-body.xml'), 'utf8');
const REFERENCES = new Map([
  ['r1', 1],
  ['r2', 2],
]);
const BACK = `<back><fn-group><fn id="bfn1"><p>A note at the back.</p></fn></fn-group></back>`;

function amsText(lang: 'zh' | 'en' = 'en', extra: Partial<FullTextOptions> = {}) {
  return renderFullText(AMS_BODY, {
    lang,
    referenceOf: (rid) => REFERENCES.get(rid),
    graphicOf: (href) =>
      href === 'fig1.png' ? { src: '/api/files/fig1.png', width: 640, height: 480 } : undefined,
    back: BACK,
    ...extra,
  });
}

describe('an article body with AMS-style statements', () => {
  it('becomes sections with headings, anchors and their subsections', () => {
    const text = amsText();
    expect(text.sections.map((section) => section.id)).toEqual(['introduction', 'sec1', 'sec2']);
    expect(text.sections[1]!.headings.map(({ id, level }) => [id, level])).toEqual([
      ['sec1', 1],
      ['sec1.1', 2],
    ]);
    const document = documentOf(text);
    expect(shown(document.querySelector('#sec1 > h2'))).toBe('1 Spectral bounds for L2 operators');
    expect(document.querySelector('#sec1 > h2 math')).not.toBeNull();
    expect(byId(document, 'sec1.1')?.querySelector('h3')?.textContent).toBe('1.1 A lemma');
    expect(document.querySelector('#introduction p')?.textContent).toContain('classical fact');
  });

  it('keeps statements as groups named by their label, and ends a proof with its mark', () => {
    const document = documentOf(amsText());
    const theorem = document.querySelector('#thm1')!;
    expect(theorem.getAttribute('role')).toBe('group');
    expect(theorem.getAttribute('aria-label')).toBe('Theorem 1.1');
    expect(theorem.querySelector('.statement-heading')?.textContent).toBe(
      'Theorem 1.1. (Spectral bound)',
    );
    const proof = document.querySelector('.statement-proof')!;
    expect(proof.getAttribute('aria-label')).toBe('Proof');
    expect(proof.querySelector('p:last-child .qed')?.getAttribute('aria-label')).toBe(
      'end of proof',
    );
    expect(document.querySelector('.statement-lemma')?.getAttribute('aria-label')).toBe('Lemma');
    const zh = documentOf(amsText('zh'));
    expect(zh.querySelector('.statement-proof')?.getAttribute('aria-label')).toBe('证明');
    expect(zh.querySelector('.qed')?.getAttribute('aria-label')).toBe('证毕');
  });

  it('numbers display equations, renders TeX and MathML as MathML with the TeX kept, and links references to them', () => {
    const document = documentOf(amsText());
    const equation = document.querySelector('#eq1')!;
    expect(equation.querySelector('math')?.getAttribute('display')).toBe('block');
    expect(equation.querySelector('annotation[encoding="application/x-tex"]')?.textContent).toBe(
      '\\|Tx\\| \\le \\|T\\|\\,\\|x\\|.',
    );
    expect(equation.querySelector('.equation-number')?.textContent).toBe('(1.1)');
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === '(1.1)');
    expect(link?.getAttribute('href')).toBe('#eq1');
    const fromFile = document.querySelector('#lem1 math')!;
    expect(fromFile.querySelector('msup > mi')?.textContent).toBe('e');
    expect(document.querySelector('.tex-error')?.textContent).toBe('$\\frac{1}{$');
    for (const math of document.querySelectorAll('math')) {
      expect(math.hasAttribute('style')).toBe(false);
      expect(math.hasAttribute('class')).toBe(false);
    }
  });

  it('links citations to the reference list and footnotes both ways', () => {
    const document = documentOf(amsText());
    const citations = [...document.querySelectorAll('a.citation')];
    expect(citations.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['[2]', '#ref-2'],
      ['[1, 2]', '#ref-1'],
    ]);
    const notes = [...document.querySelectorAll('.footnotes > li')];
    expect(notes.map((note) => note.id)).toEqual(['fn-fn1', 'fn-bfn1']);
    for (const note of notes) {
      const back = note.querySelector('a[role="doc-backlink"]')!.getAttribute('href')!;
      const mark = byId(document, back.slice(1))!;
      expect(mark.getAttribute('href')).toBe(`#${note.id}`);
    }
    expect(notes[1]!.textContent).toContain('A note at the back.');
    // A footnote cited twice: both marks lead to it, and its way back to the first.
    expect(document.querySelectorAll('a[href="#fn-bfn1"]')).toHaveLength(2);
    expect(document.querySelectorAll('[id="fnref-bfn1"]')).toHaveLength(1);
  });

  it('sizes figures before they load, captions figures and tables, and keeps only safe markup', () => {
    const document = documentOf(amsText());
    const image = document.querySelector('#f1 img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
    expect(image.getAttribute('alt')).toBe('The spectrum');
    expect(document.querySelector('#f1 figcaption')?.textContent).toBe(
      'Figure 1 The spectrumEigenvalues on the unit circle.',
    );
    expect(document.querySelector('#t1 figcaption')?.textContent).toBe('Table 1 Bounds');
    expect(document.querySelector('#t1 td math')).not.toBeNull();
    const html = amsText()
      .sections.map((section) => section.html)
      .join('');
    expect(html).not.toMatch(/<script|onclick|style=|javascript:/i);
    expect(document.querySelector('a[href="https://www.ams.org/"]')?.textContent).toBe('good one');
    expect(document.textContent).toContain('bad link');
  });
});

/** A real file's body and back, and its references' ids in order. */
function realArticle(file: string) {
  const parsed = parseXml(readFileSync(path.join(REAL, file)));
  const root = (parsed.document as unknown as XmlDocument).documentElement!;
  const first = (name: string) =>
    Array.from(root.getElementsByTagNameNS('*', name))[0] as Element | undefined;
  const serializer = new XMLSerializer();
  const body = first('body');
  const back = first('back');
  const refs = (Array.from(root.getElementsByTagNameNS('*', 'ref')) as Element[]).map((ref) =>
    ref.getAttribute('id'),
  );
  return {
    body: serializer.serializeToString(body!),
    back: back ? serializer.serializeToString(back) : null,
    references: new Map(refs.map((id, index) => [id ?? '', index + 1])),
    formulas: Array.from(body!.getElementsByTagNameNS('*', 'disp-formula')).length,
  };
}

describe.each([
  ['oup-ptep-2025-tex-math-abstract.xml', 'TeX'],
  ['aps-prd-2018-mathml-title-abstract.xml', 'MathML'],
  ['scielo-neco-2018-tex-math.xml', 'TeX and tables'],
])('the body of a real article (%s, %s)', (file) => {
  const article = realArticle(file);
  const text = renderFullText(article.body, {
    lang: 'en',
    referenceOf: (rid) => article.references.get(rid),
    back: article.back,
  });
  const document = documentOf(text);

  it('shows every display formula as MathML', () => {
    const equations = document.querySelectorAll('.equation');
    expect(equations.length).toBe(article.formulas);
    for (const equation of equations) {
      expect(equation.querySelector('math[display="block"], .tex-error')).not.toBeNull();
    }
    expect(document.querySelectorAll('.tex-error').length).toBeLessThanOrEqual(
      Math.ceil(article.formulas / 10),
    );
  });

  it('links every cross-reference that names something in the text to it', () => {
    for (const link of document.querySelectorAll('a[href^="#"]')) {
      const target = decodeURIComponent(link.getAttribute('href')!.slice(1));
      if (link.classList.contains('citation')) {
        expect(Number(target.replace('ref-', ''))).toBeGreaterThan(0);
        continue;
      }
      const named = byId(document, target);
      // A table or figure the body cites may sit in the back (an appendix); the rest is here.
      if (!named) expect(article.back ?? '').toContain(`id="${target}"`);
    }
    expect(document.querySelectorAll('section[id] > h2').length).toBeGreaterThan(0);
  });
});
