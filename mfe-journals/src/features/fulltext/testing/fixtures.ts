import type { ArticleFullText } from '@portal/contract';

/** A formula as the server writes it: MathML with its TeX as the annotation. */
function math(tex: string, presentation: string, display = false): string {
  return `<math${display ? ' display="block"' : ''}><semantics>${presentation}<annotation encoding="application/x-tex">${tex}</annotation></semantics></math>`;
}

/** A footnote mark as the server writes it; the first one is where the note leads back. */
const mark = (id: string, number: number, first = true) =>
  `<sup class="footnote-ref"><a href="#fn-${id}"${first ? ` id="fnref-${id}"` : ''} role="doc-noteref">${number}</a></sup>`;

/**
 * The full text of the first article as `article-fulltext` answers it for a reader with access:
 * an introduction with a citation, a footnote, a numbered display equation, a formula in a
 * sentence and a theorem with its proof; a subsection whose title has a footnote mark; a second
 * section with a figure and a table.
 */
export const FULL_TEXT: ArticleFullText = {
  articleId: 1,
  sections: [
    {
      id: 'sec-1',
      headings: [
        { id: 'sec-1', title: '1 Introduction', level: 1 },
        { id: 'sec-1-1', title: `1.1 Notation${mark('n2', 2)}`, level: 2 },
      ],
      html:
        '<section id="sec-1" aria-labelledby="sec-1-title"><h2 id="sec-1-title">1 Introduction</h2>' +
        `<p>Milnor's book <a class="citation" href="#ref-1" role="doc-biblioref">[1]</a> is where we start${mark('n1', 1)}.</p>` +
        `<p>Consider the circle <span class="equation" id="e1">${math('x^2 + y^2 = 1', '<mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><msup><mi>y</mi><mn>2</mn></msup><mo>=</mo><mn>1</mn></mrow>', true)}<span class="equation-number">(1)</span></span> and an angle ${math('\\alpha', '<mi>α</mi>')} on it.</p>` +
        '<div class="statement statement-theorem" id="thm-1" role="group" aria-label="Theorem 1.1"><p class="statement-heading"><span class="statement-label">Theorem 1.1.</span></p><p>Every holomorphic map is open.</p></div>' +
        '<div class="statement statement-proof" id="statement-2" role="group" aria-label="Proof"><p class="statement-heading"><span class="statement-label">Proof.</span></p><p>See <a href="#e1">(1)</a>.<span class="qed" role="img" aria-label="end of proof">∎</span></p></div>' +
        `<section id="sec-1-1" aria-labelledby="sec-1-1-title"><h3 id="sec-1-1-title">1.1 Notation${mark('n2', 2)}</h3><p>We write ${math('\\mathbb{C}^n', '<msup><mi>ℂ</mi><mi>n</mi></msup>')}.</p></section>` +
        '</section>',
    },
    {
      id: 'sec-2',
      headings: [{ id: 'sec-2', title: '2 Maps', level: 1 }],
      html:
        '<section id="sec-2" aria-labelledby="sec-2-title"><h2 id="sec-2-title">2 Maps</h2>' +
        '<figure class="figure" id="fig-1"><img src="/api/periodical/article-figure?id=1&amp;name=f1.png" width="640" height="480" alt="A disc" loading="lazy" decoding="async"><figcaption><p><span class="caption-label">Figure 1</span> A disc</p></figcaption></figure>' +
        '<figure class="table" id="table-1"><figcaption><p><span class="caption-label">Table 1</span> Degrees</p></figcaption><div class="table-scroll"><table><thead><tr><th>n</th><th>degree</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></div></figure>' +
        `<p>As in <a class="citation" href="#ref-2" role="doc-biblioref">[2]</a>${mark('n2', 2, false)}.</p>` +
        '</section>',
    },
  ],
  withheld: 0,
  footnotes: [
    { id: 'n1', html: '<p>Historical remarks are in the appendix.</p>' },
    { id: 'n2', html: '<p>The notation of Milnor.</p>' },
  ],
};

/** What an anonymous reader of a subscription article gets: the first section, two withheld. */
export const FIRST_SECTION_ONLY: ArticleFullText = {
  articleId: 1,
  sections: FULL_TEXT.sections.slice(0, 1),
  withheld: 2,
  footnotes: FULL_TEXT.footnotes,
};
