import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@portal/testing';
import { setSafeHtml } from '@portal/shared';
import { SafeHtml } from '../safe-html';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname + location.search}</output>;
}

function page(html: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<SafeHtml html={html} />} />
      </Routes>
      <CurrentPath />
    </>,
    { route: '/newsDetail/1' },
  );
}

describe('setSafeHtml', () => {
  it('drops scripts, event handlers and javascript: links and keeps MathML', async () => {
    const element = document.createElement('div');
    const inserted = new Promise<void>((resolve) => {
      setSafeHtml(
        element,
        '<p onclick="alert(1)">Prize for <math><mi>ζ</mi></math></p>' +
          '<script>window.hacked = true</script><img src="x" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a>',
        { fallbackText: 'Prize', onInserted: resolve },
      );
    });
    // Until the sanitizer is in (jsdom has no Element.setHTML), the plain text shows.
    expect(element.textContent).toBe('Prize');
    await inserted;
    expect(element.querySelector('script')).toBeNull();
    expect(element.querySelector('[onclick], [onerror]')).toBeNull();
    expect(element.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(element.querySelector('math mi')?.textContent).toBe('ζ');
  });

  it('cancelled before the sanitizer is in, it inserts nothing', async () => {
    const element = document.createElement('div');
    const onInserted = jest.fn();
    setSafeHtml(element, '<p>late</p>', { onInserted })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onInserted).not.toHaveBeenCalled();
    expect(element.textContent).toBe('');
  });
});

describe('SafeHtml', () => {
  it('follows links to portal pages with the router and leaves other links alone', async () => {
    const { user } = page(
      '<p>Read <a href="/JDetail/3">the journal</a> or <a href="https://example.org/">elsewhere</a>.</p>',
    );
    const journal = await screen.findByRole('link', { name: 'the journal' });
    await user.click(journal);
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/JDetail/3');

    // Whether the click reached the document untaken; then stopped, as jsdom cannot navigate.
    const takenByPortal = jest.fn();
    document.addEventListener(
      'click',
      (event) => {
        takenByPortal(event.defaultPrevented);
        event.preventDefault();
      },
      { once: true },
    );
    await user.click(await screen.findByRole('link', { name: 'elsewhere' }));
    expect(takenByPortal).toHaveBeenCalledWith(false);
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/JDetail/3');
  });

  it('replaces its content when the HTML changes', async () => {
    const { rerender } = page('<p>First</p>');
    expect(await screen.findByText('First')).toBeInTheDocument();
    rerender(<SafeHtml html="<p>Second</p>" />);
    await waitFor(() => expect(screen.getByText('Second')).toBeInTheDocument());
    expect(screen.queryByText('First')).toBeNull();
  });

  it('keeps the HTML of a page the server rendered when the browser takes it over', async () => {
    const body = '<p>Offices are closed for the holiday.</p>';
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = `<div>${body}</div>`;
    const served = container.querySelector('p');
    const onRecoverableError = jest.fn();
    const tree = (html: string) => (
      <MemoryRouter>
        <SafeHtml html={html} />
      </MemoryRouter>
    );
    const root = await act(async () => hydrateRoot(container, tree(body), { onRecoverableError }));
    // Long enough for the browser's sanitizer (DOMPurify in jsdom) to have inserted it again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(container.querySelector('p')).toBe(served);
    expect(onRecoverableError).not.toHaveBeenCalled();

    // Other HTML (the other language) is the browser's to insert.
    act(() => root.render(tree('<p>Other text</p>')));
    await waitFor(() => expect(container).toHaveTextContent('Other text'));
    act(() => root.unmount());
    container.remove();
  });
});
