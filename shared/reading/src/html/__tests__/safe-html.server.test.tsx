/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SafeHtml } from '../safe-html';

// The site's server build takes the `node` condition of `#server-markup` (jest's preset maps it to
// the browser's copy, as in every test in jsdom).
jest.mock('#server-markup', () => jest.requireActual('../server-markup.node'));

describe('SafeHtml on the server', () => {
  it('puts the HTML in the page, sanitized, so it is drawn before any script runs', () => {
    const page = renderToString(
      <MemoryRouter>
        <SafeHtml
          html={
            '<p onclick="__xss(1)">Prize for <math><mi>ζ</mi></math></p>' +
            '<script>__xss(2)</script><a href="javascript:__xss(3)">bad</a>' +
            '<a href="/JDetail/3">the journal</a>'
          }
        />
      </MemoryRouter>,
    );
    expect(page).toContain('<p>Prize for <math><mi>ζ</mi></math></p>');
    expect(page).toContain('<a href="/JDetail/3">the journal</a>');
    expect(page).not.toMatch(/__xss|<script|onclick|javascript:/);
  });
});
