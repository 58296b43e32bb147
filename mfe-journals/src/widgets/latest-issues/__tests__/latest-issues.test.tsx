import { screen, within } from '@testing-library/react';
import { apiGet, setLanguage } from '@portal/shared';
import type { AnnualVolumes, JournalSummary, Page } from '@portal/shared/contract';
import { renderWithProviders } from '@portal/shared/testing';
import { registerMessages } from '../../../i18n';
import { LatestIssues } from '../components/latest-issues';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
const mockedApiGet = jest.mocked(apiGet);

function journal(id: number, en: string): JournalSummary {
  return {
    id,
    abbreviation: `J. ${id}`,
    title: { en, zh: `${en}（中文）` },
    issnPrint: '1234-5679',
    issnOnline: '2345-6789',
    coverUrl: '',
    subject: 'algebra',
    subjectName: { en: 'Algebra', zh: '代数' },
    openAccess: false,
    frequency: { en: 'Quarterly', zh: '季刊' },
  };
}

const VOLUMES: Record<number, AnnualVolumes[]> = {
  1: [
    {
      year: 2025,
      volumes: [
        {
          id: 11,
          number: 40,
          year: 2025,
          issues: [
            { id: 101, number: 1, publishedDate: '2025-03-01', articleCount: 8 },
            { id: 102, number: 2, publishedDate: '2025-06-01', articleCount: 9 },
          ],
        },
      ],
    },
  ],
  2: [
    {
      year: 2025,
      volumes: [
        {
          id: 21,
          number: 12,
          year: 2025,
          issues: [{ id: 201, number: 4, publishedDate: '2025-09-15', articleCount: 1 }],
        },
      ],
    },
  ],
  3: [],
};

beforeAll(registerMessages);
beforeEach(async () => {
  await setLanguage('en');
  mockedApiGet.mockImplementation(async (url: string, params?: object) => {
    if (url === '/periodical/list') {
      const records = [
        journal(1, 'Journal of Algebra'),
        journal(2, 'Annals of Topology'),
        journal(3, 'New Journal'),
      ];
      return { records, total: 26, size: 4, current: 1, pages: 7 } satisfies Page<JournalSummary>;
    }
    return VOLUMES[(params as { journalId: number }).journalId];
  });
});

test('the newest issue of each journal, newest first; a journal without issues is left out', async () => {
  renderWithProviders(<LatestIssues />);
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'Annals of Topology' })).toHaveAttribute(
    'href',
    '/JDetail/2',
  );
  expect(items[0]).toHaveTextContent('Volume 12, issue 4 (2025)');
  expect(items[0]).toHaveTextContent('1 article');
  expect(items[1]).toHaveTextContent('Volume 40, issue 2 (2025)');
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/periodical/list',
    { current: 1, size: 4 },
    expect.anything(),
  );
  expect(screen.getByRole('link', { name: 'All 26 journals' })).toHaveAttribute(
    'href',
    '/journals/journal',
  );
});
