import { act, screen, within } from '@testing-library/react';
import { ApiError, apiGet, setLanguage } from '@portal/shared';
import type { JournalSummary, Page } from '@portal/shared/contract';
import { renderWithProviders } from '@portal/shared/testing';
import { registerMessages } from '../../../i18n';
import { JournalHomePage } from '../components/journal-home-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
const mockedApiGet = jest.mocked(apiGet);

function journal(
  id: number,
  en: string,
  zh: string,
  { abbreviation = 'J. Math.', openAccess = false } = {},
): JournalSummary {
  return {
    id,
    abbreviation,
    title: { en, zh },
    issnPrint: '1234-5679',
    issnOnline: '2345-6785',
    coverUrl: `/api/covers/journal/${id}.svg`,
    subject: 'algebra',
    subjectName: { en: 'Algebra', zh: '代数' },
    openAccess,
    frequency: { en: 'Quarterly', zh: '季刊' },
  };
}

function page(
  records: JournalSummary[],
  { current = 1, total = records.length } = {},
): Page<JournalSummary> {
  return { records, total, size: 12, current, pages: Math.ceil(total / 12) };
}

const JOURNALS = [
  journal(1, 'Journal of Algebra and Geometry', '代数与几何学报', {
    abbreviation: 'J. Algebra Geom.',
    openAccess: true,
  }),
  journal(2, 'Annals of Mathematical Physics', '数学物理年刊', {
    abbreviation: 'Ann. Math. Phys.',
  }),
];

/** The query params of the nth journal-list request. */
function requestParams(call = -1) {
  const args = mockedApiGet.mock.calls.at(call);
  expect(args?.[0]).toBe('/periodical/list');
  return args?.[1];
}

beforeAll(registerMessages);

beforeEach(async () => {
  mockedApiGet.mockReset();
  await setLanguage('en');
});

it('shows every journal as a card linking to its detail page, with ISSNs and access', async () => {
  mockedApiGet.mockResolvedValue(page(JOURNALS));
  renderWithProviders(<JournalHomePage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Journal home' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Journal of Algebra and Geometry' });
  expect(
    within(card).getByRole('link', { name: 'Journal of Algebra and Geometry' }),
  ).toHaveAttribute('href', '/JDetail/1');
  expect(within(card).getByText('J. Algebra Geom.')).toBeInTheDocument();
  expect(within(card).getByText('1234-5679')).toBeInTheDocument();
  expect(within(card).getByText('Open access')).toBeInTheDocument();
  const locked = screen.getByRole('article', { name: 'Annals of Mathematical Physics' });
  expect(within(locked).getByText('Subscription required')).toBeInTheDocument();
  expect(screen.getByText('2 journals')).toBeInTheDocument();
  expect(requestParams()).toEqual({ current: 1, size: 12 });
  // Everything fits on one page: no page navigation.
  expect(screen.queryByRole('navigation', { name: 'Journal pages' })).not.toBeInTheDocument();
});

it('shows the titles in Chinese for a Chinese reader, and switching language needs no new request', async () => {
  mockedApiGet.mockResolvedValue(page(JOURNALS));
  await setLanguage('zh');
  renderWithProviders(<JournalHomePage />);

  expect(await screen.findByRole('link', { name: '代数与几何学报' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '期刊首页' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: '搜索期刊' })).toBeInTheDocument();

  await act(() => setLanguage('en'));
  expect(
    await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' }),
  ).toBeInTheDocument();
  expect(mockedApiGet).toHaveBeenCalledTimes(1);
});

it('narrows the request by keyword on submit and by open access at once, back to page 1', async () => {
  mockedApiGet.mockResolvedValue(page(JOURNALS, { total: 30 }));
  const { user } = renderWithProviders(<JournalHomePage />);
  await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' });

  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(requestParams()).toEqual({ current: 3, size: 12 });

  await user.type(screen.getByRole('searchbox', { name: 'Search journals' }), '  algebra ');
  // Typing alone sends nothing: the search runs on submit.
  expect(requestParams()).toEqual({ current: 3, size: 12 });
  await user.keyboard('{Enter}');
  expect(requestParams()).toEqual({ current: 1, size: 12, keyword: 'algebra' });

  await user.click(screen.getByRole('checkbox', { name: 'Open access only' }));
  expect(requestParams()).toEqual({ current: 1, size: 12, keyword: 'algebra', openAccess: true });
});

it('offers page navigation when there is more than one page', async () => {
  mockedApiGet.mockImplementation(async (_url, params) =>
    page([journal((params as { current: number }).current * 100, 'Some Journal', '某学报')], {
      current: (params as { current: number }).current,
      total: 25,
    }),
  );
  const { user } = renderWithProviders(<JournalHomePage />);
  const nav = await screen.findByRole('navigation', { name: 'Journal pages' });

  await user.click(within(nav).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Some Journal' })).toHaveAttribute(
    'href',
    '/JDetail/200',
  );
  expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
});

it('says when nothing matches and clears the filters on request', async () => {
  mockedApiGet.mockResolvedValueOnce(page(JOURNALS)).mockResolvedValueOnce(page([]));
  const { user } = renderWithProviders(<JournalHomePage />);
  await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' });

  await user.type(screen.getByRole('searchbox', { name: 'Search journals' }), 'topology{Enter}');
  expect(await screen.findByText('No journals match your search.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show all journals' }));
  expect(
    await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search journals' })).toHaveValue('');
});

it('reports a failed load and loads again on "Try again"', async () => {
  mockedApiGet
    .mockRejectedValueOnce(new ApiError({ kind: 'network', url: '/periodical/list' }))
    .mockResolvedValueOnce(page(JOURNALS));
  const { user } = renderWithProviders(<JournalHomePage />);

  const alert = await screen.findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('link', { name: 'Annals of Mathematical Physics' }),
  ).toBeInTheDocument();
});
