import { screen } from '@testing-library/react';
import { FeedLink } from '../feed-link';
import { renderWithProviders } from '@portal/testing';

function alternates() {
  return [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
    href: link.getAttribute('href'),
    type: link.getAttribute('type'),
    title: link.getAttribute('title'),
  }));
}

test('a visible link to the feed, advertised in the head while shown', () => {
  const { unmount } = renderWithProviders(
    <FeedLink href="/api/feeds/news.atom" title="IPMS: news">
      Follow news
    </FeedLink>,
  );
  const link = screen.getByRole('link', { name: 'Follow news (Atom feed)' });
  expect(link).toHaveAttribute('href', '/api/feeds/news.atom');
  expect(link).toHaveAttribute('type', 'application/atom+xml');
  expect(alternates()).toEqual([
    { href: '/api/feeds/news.atom', type: 'application/atom+xml', title: 'IPMS: news' },
  ]);
  unmount();
  expect(alternates()).toEqual([]);
});

test('a feed advertised by two parts of the page stays until both are gone', () => {
  const first = renderWithProviders(
    <FeedLink href="/api/feeds/books.atom" title="New books">
      Follow
    </FeedLink>,
  );
  const second = renderWithProviders(
    <FeedLink href="/api/feeds/books.atom" title="New books">
      Follow
    </FeedLink>,
  );
  expect(alternates()).toHaveLength(1);
  first.unmount();
  expect(alternates()).toHaveLength(1);
  second.unmount();
  expect(alternates()).toEqual([]);
});
