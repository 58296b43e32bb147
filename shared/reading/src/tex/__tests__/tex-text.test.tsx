import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/testing';
import { TexText } from '../tex-text';

describe('TexText', () => {
  it('typesets math as MathML, which screen readers read, with its TeX to copy', async () => {
    const { container } = renderWithProviders(<TexText text="Groups of order $p^2$" />);
    // The source shows until Temml has loaded.
    expect(container).toHaveTextContent('Groups of order $p^2$');
    await waitFor(() => expect(container.querySelector('[data-tex="p^2"] > math')).not.toBeNull());
    const math = container.querySelector('math')!;
    expect(math.querySelector('msup')).toHaveTextContent('p2');
    expect(math.querySelector('annotation[encoding="application/x-tex"]')).toHaveTextContent('p^2');
    expect(container).toHaveTextContent(/^Groups of order/);
    expect(container).not.toHaveTextContent('$');
  });

  it('renders text without math as it is, without loading Temml', () => {
    const { container } = renderWithProviders(<TexText text={'On rings, costing \\$5'} />);
    expect(container).toHaveTextContent('On rings, costing $5');
    expect(container.querySelector('[data-tex]')).toBeNull();
  });

  it("shows the API's markup of the same text at once, typesetting nothing itself", () => {
    const { container } = renderWithProviders(
      <TexText
        text="Groups of order $p^2$"
        markup="Groups of order <math><msup><mi>p</mi><mn>2</mn></msup></math>"
      />,
    );
    expect(container.querySelector('math msup')).toHaveTextContent('p2');
    expect(container.querySelector('[data-tex]')).toBeNull();
    expect(container).not.toHaveTextContent('$');
  });

  it('shows TeX that does not parse as written', async () => {
    const { container } = renderWithProviders(<TexText text="Broken $\frac{1$ and $x$" />);
    await waitFor(() => expect(container.querySelector('math')).not.toBeNull());
    const source = [...container.querySelectorAll('[data-tex]')].find(
      (element) => element.getAttribute('data-tex') === '\\frac{1',
    );
    expect(source).toHaveTextContent('$\\frac{1$');
    expect(container.querySelectorAll('math')).toHaveLength(1);
  });
});
