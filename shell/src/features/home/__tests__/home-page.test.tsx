import { screen, within } from '@testing-library/react';
import { addMessages, setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { HomePage } from '../components/home-page';

beforeAll(() => addMessages('shell', { zh, en }));
beforeEach(() => setLanguage('en'));

test("the publisher's introduction: 26 journals, two annual books, 1992, 2026 subscriptions, with links", () => {
  renderWithProviders(<HomePage />);
  const intro = screen.getByRole('region', { name: /since 1992/ });
  expect(intro).toHaveTextContent('26 journals and two annual books');
  const facts = within(screen.getByRole('list', { name: 'The publisher in figures' }));
  expect(facts.getByRole('link', { name: 'peer-reviewed journals' })).toHaveAttribute(
    'href',
    '/journals/journal',
  );
  expect(facts.getByRole('link', { name: 'annual books' })).toHaveAttribute('href', '/books/book');
  expect(facts.getByText('1992')).toBeInTheDocument();
  expect(facts.getByRole('link', { name: 'subscriptions now on sale' })).toHaveAttribute(
    'href',
    '/ordering',
  );
});

test('each widget gets a titled region of its own', () => {
  renderWithProviders(
    <HomePage
      widgets={[
        { key: 'a', titleKey: 'home.widgets.latestNews', content: <p>five items</p> },
        { key: 'b', titleKey: 'home.widgets.featuredBooks', content: <p>four books</p> },
      ]}
    />,
  );
  expect(screen.getByRole('region', { name: 'Latest news' })).toHaveTextContent('five items');
  expect(screen.getByRole('region', { name: 'Featured books' })).toHaveTextContent('four books');
});
