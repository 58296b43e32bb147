import { texToText } from '../tex-text';

describe('texToText', () => {
  it('leaves text without TeX as it is; \\$ is a dollar sign', () => {
    expect(texToText('On the Riemann zeta function')).toBe('On the Riemann zeta function');
    expect(texToText('Prices in \\$ and €')).toBe('Prices in $ and €');
  });

  it('writes each $...$ as Unicode characters, without its dollar signs', () => {
    expect(texToText('Holomorphic maps in $\\mathbb{C}^n$')).toBe('Holomorphic maps in ℂⁿ');
    expect(texToText('$\\Omega \\subset \\mathbb{R}^3$ and $L(s,\\chi)$')).toBe(
      'Ω ⊂ ℝ³ and L(s,χ)',
    );
    expect(texToText('$\\mathrm{SL}_2(\\mathbb{Z})$的模形式')).toBe('SL₂(ℤ)的模形式');
    expect(texToText('$H^1(X,\\mathcal{F})$, $\\mathfrak{sl}_2$, $x_{ij}$, $A^{-1}$')).toBe(
      'H¹(X,ℱ), 𝔰𝔩₂, xᵢⱼ, A⁻¹',
    );
  });

  it('writes upright names as their letters, never as the symbols their prefixes name', () => {
    expect(texToText('$\\mathrm{SL}_2$')).toBe('SL₂');
    expect(texToText('The spectrum $\\operatorname{Spec} A$')).toBe('The spectrum Spec A');
    expect(texToText('$\\mathrm{Spec}\\,A$')).toBe('Spec A');
    // unicodeit alone reads `\log` as `\l` (ł) and `og`, `\inf` as `\in` (∈) and `f`.
    expect(texToText('$\\log n$, $\\inf_n a_n$, $\\sin x$')).toBe('log n, infₙ aₙ, sin x');
  });

  it('keeps a script legible when Unicode has no raised or lowered form of it', () => {
    expect(texToText('$e^{2\\pi i}$')).toBe('e^(2πi)');
    expect(texToText('$W^{k,p}$ and $O(h^{k+1})$')).toBe('W^(k,p) and O(hᵏ⁺¹)');
  });

  it('writes a subscript Unicode cannot lower on the line, never with a stray underscore', () => {
    expect(texToText('$\\Delta_g$')).toBe('Δg');
    expect(texToText('$\\mathrm{GL}_n(\\mathbb{F}_q)$')).toBe('GLₙ(𝔽q)');
    expect(texToText('$\\|u\\|_{H^2(\\Omega)}$')).toBe('‖u‖H²(Ω)');
    expect(texToText('$\\mathrm{GL}_n(\\mathbb{F}_q)$ over $\\mathbb{F}_{q^2}$')).not.toContain(
      '_',
    );
  });

  it('writes keywords and sentences of mathematics as plain text', () => {
    expect(texToText('$\\alpha \\in (0, 1)$')).toBe('α ∈ (0, 1)');
    expect(texToText('Hölder continuity for $\\alpha \\in (0, 1)$ and $p > 2$')).toBe(
      'Hölder continuity for α ∈ (0, 1) and p > 2',
    );
  });

  it('writes fractions, roots, accents, primes and spacing as plain text', () => {
    expect(texToText('$\\frac{1}{2}$, $\\frac{n+1}{2}$')).toBe('1/2, (n+1)/2');
    expect(texToText('$\\mathbb{Q}(\\sqrt{d})$, $\\sqrt[3]{x+1}$')).toBe('ℚ(√d), ³√(x+1)');
    expect(texToText("$\\hat{x}$, $f'$, $f^{\\prime}$")).toBe('x̂, f′, f′');
    expect(texToText('$\\left\\langle x \\right\\rangle$, $\\lvert x \\rvert$')).toBe(
      '⟨ x ⟩, | x |',
    );
    expect(texToText('$\\text{for all } x$')).toBe('for all x');
  });

  it('does not throw on malformed TeX', () => {
    expect(texToText('Broken $\\frac{1$ formula')).toBe('Broken 1/ formula');
    expect(texToText('Unclosed $x^{2')).toBe('Unclosed $x^{2');
    expect(texToText('$_$ and $^{}$')).toBe(' and ');
  });
});
