import { texToMarkup } from '../tex-markup';

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
