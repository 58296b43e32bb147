import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/testing';
import { DetailList, MediaCard } from '../media-card';

function renderCard({ coverLoading }: { coverLoading?: 'lazy' | 'eager' } = {}) {
  return renderWithProviders(
    <MediaCard
      href="/JDetail/7"
      title="Journal of Algebra and Geometry"
      coverUrl="/api/covers/journal/7.svg"
      coverSize={{ width: 90, height: 120 }}
      coverLoading={coverLoading}
    >
      <DetailList>
        <dt>ISSN (print)</dt>
        <dd>1234-5679</dd>
      </DetailList>
    </MediaCard>,
  );
}

describe('MediaCard', () => {
  test('is an article named by its title, whose heading links to the item', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Journal of Algebra and Geometry' });
    const heading = within(card).getByRole('heading', {
      level: 2,
      name: 'Journal of Algebra and Geometry',
    });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/JDetail/7');
  });

  test('shows the cover at its reserved size, leading to the same page without a second tab stop', async () => {
    const { container, user } = renderCard();
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('src', '/api/covers/journal/7.svg');
    expect(cover).toHaveAttribute('width', '90');
    expect(cover).toHaveAttribute('height', '120');
    // The title beside it names the cover: no second announcement of the same link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(cover?.closest('a')).toHaveAttribute('href', '/JDetail/7');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Journal of Algebra and Geometry' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  test('loads the cover when it nears the screen, or at once and first above the fold', () => {
    const lazy = renderCard().container.querySelector('img');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    const eager = renderCard({ coverLoading: 'eager' }).container.querySelector('img');
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
  });

  test('lays out the details as label and value pairs', () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('term')).toHaveTextContent('ISSN (print)');
    expect(within(card).getByRole('definition')).toHaveTextContent('1234-5679');
  });
});
