import { renderToString } from 'react-dom/server';
import { HighlightHtml } from '../components/highlight-html';

describe('HighlightHtml on the server', () => {
  it('sends a highlight of the contract’s form whole: text, marks and formulas', () => {
    const html = renderToString(
      <HighlightHtml
        html={'<mark>Spectral</mark> theory of <math><mi>Δ</mi></math> &amp; more'}
        fallbackText="Spectral theory of $\Delta$ & more"
      />,
    );
    expect(html).toBe(
      '<span><mark>Spectral</mark> theory of <math><mi>Δ</mi></math> &amp; more</span>',
    );
  });

  it('sends nothing of a highlight of another form, which the browser sanitizes', () => {
    expect(renderToString(<HighlightHtml html={'<img src="x" onerror="alert(1)">'} />)).toBe(
      '<span></span>',
    );
  });
});
