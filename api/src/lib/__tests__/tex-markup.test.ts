import { htmlTexToMarkup, texToMarkup } from '../tex-markup';

describe('texToMarkup', () => {
  it('escapes HTML in the text', () => {
    expect(texToMarkup('Rings <b>& "fields"</b>')).toBe(
      'Rings &lt;b&gt;&amp; &quot;fields&quot;&lt;/b&gt;',
    );
  });

  it('leaves text without TeX as it is, but for escaping; \\$ is a dollar sign', () => {
    expect(texToMarkup('On the Riemann zeta function')).toBe('On the Riemann zeta function');
    expect(texToMarkup('Prices in \\$ and €')).toBe('Prices in $ and €');
  });

  it('renders each $...$ as a MathML element between the escaped text', () => {
    const markup = texToMarkup('Positive solutions of $\\Delta u + u^p = 0$ & $x<y$');
    expect(markup.startsWith('Positive solutions of <math>')).toBe(true);
    expect(markup.match(/<math>/g)).toHaveLength(2);
    expect(markup).toMatch(/<msup><mi>u<\/mi><mi[^>]*>p<\/mi><\/msup>/);
    expect(markup).toContain(' &amp; ');
    expect(markup).toContain('<mo>&lt;</mo>');
    // No TeX source beside the formula, where a sanitizer would leave it as text.
    expect(markup).not.toContain('annotation');
    expect(markup).not.toContain('\\Delta');
  });

  it('writes blackboard, script and fraktur letters as Unicode math characters', () => {
    // Chromium's MathML ignores mathvariant="double-struck": the letter itself must be ℂ.
    const markup = texToMarkup(
      '$\\mathbb{C}^n$, $\\mathbb{F}_p$, $\\mathcal{O}_K$, $\\mathfrak{g}$',
    );
    for (const letter of ['ℂ', '𝔽', '𝒪', '𝔤'])
      expect(markup).toMatch(new RegExp(`<mi[^>]*>${letter}</mi>`, 'u'));
    expect(markup).not.toContain('mathvariant');
  });

  it('does not throw on malformed TeX and shows its source, escaped', () => {
    let markup = '';
    expect(() => {
      markup = texToMarkup('Broken $\\frac{<a$ formula');
    }).not.toThrow();
    expect(markup).toContain('<code class="tex-error">$\\frac{&lt;a$</code>');
    expect(markup).not.toContain('<a');
    expect(markup.endsWith(' formula')).toBe(true);
  });

  it('answers the same markup for the same title', () => {
    const title = 'Bounds for $\\zeta(s)$';
    expect(texToMarkup(title)).toBe(texToMarkup(title));
  });
});

describe('htmlTexToMarkup', () => {
  it('answers HTML without TeX exactly as it is', () => {
    const html = '<p>Prices in <strong>CNY</strong> &amp; USD</p>\n<ul><li>One</li></ul>';
    expect(htmlTexToMarkup(html)).toBe(html);
  });

  it('renders each $...$ of the text as MathML and keeps the markup around it', () => {
    const markup = htmlTexToMarkup(
      '<p>A prize for work on $\\zeta(s)$ in <a href="/JDetail/3"><em>Acta</em></a>.</p>',
    );
    expect(markup.startsWith('<p>A prize for work on <math>')).toBe(true);
    expect(markup).toContain('<mi>ζ</mi>');
    expect(markup.endsWith(' in <a href="/JDetail/3"><em>Acta</em></a>.</p>')).toBe(true);
    expect(markup).not.toContain('$');
  });

  it('reads entities in the TeX as their characters and leaves those of the text', () => {
    const markup = htmlTexToMarkup('<p>If $x &lt; y$ then x &lt; y &amp; more.</p>');
    expect(markup).toContain('<mo>&lt;</mo>');
    expect(markup).toContain('</math> then x &lt; y &amp; more.</p>');
    expect(markup).not.toContain('tex-error');
  });

  it('leaves dollars in attributes, comments and code alone; \\$ is a dollar sign', () => {
    const html = '<p title="$a$ > $b$">Costs \\$5 <!-- $x$ --><code>$y$</code> and $z$</p>';
    const markup = htmlTexToMarkup(html);
    expect(
      markup.startsWith('<p title="$a$ > $b$">Costs $5 <!-- $x$ --><code>$y$</code> and <math>'),
    ).toBe(true);
    expect(markup.match(/<math>/g)).toHaveLength(1);
  });

  it('does not let a formula cross a tag', () => {
    const html = '<p>From $5 to</p><p>$7 a copy</p>';
    expect(htmlTexToMarkup(html)).toBe(html);
  });

  it('shows malformed TeX as its escaped source without throwing', () => {
    const markup = htmlTexToMarkup('<p>Broken $\\frac{&lt;a$ formula</p>');
    expect(markup).toBe('<p>Broken <code class="tex-error">$\\frac{&lt;a$</code> formula</p>');
  });
});
