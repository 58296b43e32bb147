import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/testing';
import { splitTex, withFontsFrom } from '../tex-math';
import { TexText } from '../tex-text';

describe('splitTex', () => {
  it('separates inline math from text', () => {
    expect(splitTex('Zeros of $\\zeta(s)$ on $\\Re s = 1/2$.')).toEqual([
      { kind: 'text', value: 'Zeros of ' },
      { kind: 'math', value: '\\zeta(s)' },
      { kind: 'text', value: ' on ' },
      { kind: 'math', value: '\\Re s = 1/2' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('keeps text without math whole and escaped dollars as dollars', () => {
    expect(splitTex('Plain title')).toEqual([{ kind: 'text', value: 'Plain title' }]);
    expect(splitTex('Costs \\$5')).toEqual([{ kind: 'text', value: 'Costs $5' }]);
  });
});

describe('TexText', () => {
  it('typesets math with KaTeX and keeps the TeX source for screen readers and copying', async () => {
    const { container } = renderWithProviders(<TexText text="Groups of order $p^2$" />);
    // The source shows until KaTeX has loaded.
    expect(container).toHaveTextContent('Groups of order $p^2$');
    await screen.findByText('$p^2$', { selector: '[data-tex] > span:not([aria-hidden])' });
    expect(container.querySelector('.katex')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] .katex')).toBeInTheDocument();
    expect(container).toHaveTextContent('Groups of order');
  });

  it('renders text without math as it is, without loading KaTeX', () => {
    const { container } = renderWithProviders(<TexText text={'On rings, costing \\$5'} />);
    expect(container).toHaveTextContent('On rings, costing $5');
    expect(container.querySelector('[data-tex]')).toBeNull();
  });

  it("puts KaTeX's stylesheet in the page once, however many texts show math", async () => {
    const { container } = renderWithProviders(
      <>
        <TexText text="$a$" />
        <TexText text="$b$" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(document.head.querySelectorAll('style[data-katex-style]')).toHaveLength(1);
  });
});

describe('withFontsFrom', () => {
  it("makes the stylesheet's relative font addresses absolute, and only those", () => {
    const css =
      '@font-face{src:url(a1.woff2) format("woff2")}' +
      '.x{background:url(data:image/png;base64,AA)}.y{background:url(/root.png)}' +
      '.z{background:url(https://cdn.example/z.png)}';
    expect(withFontsFrom(css, 'https://portal.example/')).toBe(
      '@font-face{src:url(https://portal.example/a1.woff2) format("woff2")}' +
        '.x{background:url(data:image/png;base64,AA)}.y{background:url(/root.png)}' +
        '.z{background:url(https://cdn.example/z.png)}',
    );
  });
});
