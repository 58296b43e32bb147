import { screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import type { PublicationSpeed } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { SpeedTable } from '../components/speed-page';
import { speedFigures } from '../utils/speed-figures';

const ROWS: PublicationSpeed[] = [
  { year: 2023, articleCount: 12, medianDaysToAcceptance: 150, medianDaysToPublication: 90 },
  { year: 2025, articleCount: 30, medianDaysToAcceptance: 120.5, medianDaysToPublication: 59.5 },
  { year: 2024, articleCount: 1, medianDaysToAcceptance: 100, medianDaysToPublication: 20 },
];

beforeAll(registerMessages);
beforeEach(() => setLanguage('en'));

describe('speedFigures', () => {
  it('gives whole median days per year, newest first, with their total', () => {
    expect(
      speedFigures(ROWS).map(({ year, daysToAcceptance, daysToPublication, totalDays }) => [
        year,
        daysToAcceptance,
        daysToPublication,
        totalDays,
      ]),
    ).toEqual([
      [2025, 121, 60, 181],
      [2024, 100, 20, 120],
      [2023, 150, 90, 240],
    ]);
  });

  it('scales the bars to the slowest year', () => {
    const [y2025, y2024, y2023] = speedFigures(ROWS);
    expect(y2023).toMatchObject({ acceptanceShare: 62.5, publicationShare: 37.5 });
    expect(y2024).toMatchObject({ acceptanceShare: 41.7, publicationShare: 8.3 });
    expect(y2025?.acceptanceShare).toBeCloseTo(50.4, 1);
  });

  it('has no figures and no bars without articles', () => {
    expect(speedFigures([])).toEqual([]);
    expect(
      speedFigures([
        { year: 2020, articleCount: 1, medianDaysToAcceptance: 0, medianDaysToPublication: 0 },
      ])[0],
    ).toMatchObject({ acceptanceShare: 0, publicationShare: 0 });
  });
});

describe('SpeedTable', () => {
  it('reads as a table with a caption, column and row headers', () => {
    renderWithProviders(<SpeedTable rows={ROWS} />);
    const table = screen.getByRole('table', { name: /median days/i });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Articles', 'Received → accepted', 'Accepted → published', 'Total']);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('2025');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '121 days', '60 days', '181 days']);
  });

  it('says days in Chinese', async () => {
    await setLanguage('zh');
    renderWithProviders(<SpeedTable rows={ROWS.slice(0, 1)} />);
    expect(screen.getByRole('cell', { name: '150 天' })).toBeInTheDocument();
  });
});
