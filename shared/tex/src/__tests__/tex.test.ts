import { hasInlineMath, splitTex } from '..';
import { texToMarkup, texToMathml } from '../mathml';

describe('splitTex', () => {
  it('splits text and inline math, an escaped dollar staying a dollar', () => {
    expect(splitTex('Costs \\$5 on $\\mathbb{R}^n$ only')).toEqual([
      { kind: 'text', value: 'Costs $5 on ' },
      { kind: 'math', value: '\\mathbb{R}^n' },
      { kind: 'text', value: ' only' },
    ]);
    expect(hasInlineMath('Costs \\$5 and \\$6')).toBe(false);
  });
});

describe('texToMathml', () => {
  it('writes MathML Core: a blackboard letter is its character', () => {
    expect(texToMathml('\\mathbb{R}^n')).toBe('<math><msup><mi>ℝ</mi><mi>n</mi></msup></math>');
  });

  it('keeps the TeX as an annotation when asked, and stands a display formula alone', () => {
    const mathml = texToMathml('x^2', { display: true, annotate: true });
    expect(mathml).toMatch(/^<math display="block"/);
    expect(mathml).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
  });

  it('reads TeX as older editors write it', () => {
    expect(texToMathml('\\mathop \\sum_i a_i')).not.toBeNull();
    expect(texToMathml('\\begin{eqnarray}a&=&b\\end{eqnarray}')).toContain('<mtable');
  });

  it('refuses TeX that does not parse, and links', () => {
    expect(texToMathml('\\frac{1')).toBeNull();
    expect(texToMathml('\\href{javascript:alert(1)}{x}')).toBeNull();
  });
});

describe('texToMarkup', () => {
  it('escapes the text and typesets the math', () => {
    expect(texToMarkup('<b>A & B</b> on $x$')).toBe(
      '&lt;b&gt;A &amp; B&lt;/b&gt; on <math><mi>x</mi></math>',
    );
  });

  it('shows TeX that does not parse as written, marked', () => {
    expect(texToMarkup('Bad $\\frac{1$ here')).toBe(
      'Bad <code class="tex-error">$\\frac{1$</code> here',
    );
  });
});
