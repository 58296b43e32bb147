import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import type { JournalSummary } from '@portal/contract';
import { normalizeAbbreviation } from '@portal/contract/constants';
import { mockApi, ok, renderWithProviders, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { matchAbbreviation } from '../api/get-journal-by-abbreviation';
import {
  JournalByAbbreviationPage,
  NOT_FOUND_DELAY_MS,
} from '../components/journal-by-abbreviation-page';

const JOURNALS = [
  { id: 2, abbreviation: 'J. Algebr. Struct.' },
  { id: 7, abbreviation: 'Front. Topol.' },
  { id: 9, abbreviation: 'Chin. J. Number Theory' },
] as JournalSummary[];

describe('normalizeAbbreviation and matchAbbreviation', () => {
  it.each([
    'J. Algebr. Struct.',
    'J.Algebr.Struct.',
    'j.algebr.struct.',
    'J-Algebr-Struct',
    'j_algebr_struct',
    'J Algebr Struct',
  ])('finds the journal from %p: the same letters, whatever the case and separators', (form) => {
    expect(matchAbbreviation(JOURNALS, form)?.id).toBe(2);
  });

  it('matches whole abbreviations only, and nothing for an empty one', () => {
    expect(matchAbbreviation(JOURNALS, 'Chin-J-Number-Theory')?.id).toBe(9);
    expect(matchAbbreviation(JOURNALS, 'Chin. J.')).toBeUndefined();
    expect(matchAbbreviation(JOURNALS, '...')).toBeUndefined();
    expect(normalizeAbbreviation('Front. Topol.')).toBe('fronttopol');
  });
});

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/journalabbr/:abbr?" element={<JournalByAbbreviationPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route: path },
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('JournalByAbbreviationPage', () => {
  let api: MockApi;
  beforeAll(registerMessages);
  beforeEach(async () => {
    await setLanguage('en');
    api = mockApi({
      'GET /periodical/list': ok({ records: JOURNALS, total: 3, size: 1000, current: 1, pages: 1 }),
      'GET /periodical/get-periodical-by-abbr': (request) =>
        ok(JOURNALS.find((journal) => journal.abbreviation === request.params.abbr)),
    });
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  it("opens the journal's detail page, asking the API with the catalogue's exact abbreviation", async () => {
    renderAt('/journalabbr/J.Algebr.Struct.');
    await screen.findByText('/JDetail/2', { selector: 'output' });
    const lookUp = api.requests.find((request) => request.path.endsWith('get-periodical-by-abbr'));
    expect(lookUp?.params).toEqual({ abbr: 'J. Algebr. Struct.' });
  });

  it('says an unknown abbreviation is not found, then goes to /404, without asking the API for it', async () => {
    jest.useFakeTimers();
    renderAt('/journalabbr/no-such-journal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Journal not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No journal has the abbreviation “no-such-journal”.',
    );
    expect(screen.getByRole('link', { name: 'Browse all journals' })).toHaveAttribute(
      'href',
      '/journals/journal',
    );
    expect(location()).toBe('/journalabbr/no-such-journal');
    await act(() => jest.advanceTimersByTimeAsync(NOT_FOUND_DELAY_MS));
    expect(location()).toBe('/404');
    expect(api.requests.some((request) => request.path.endsWith('get-periodical-by-abbr'))).toBe(
      false,
    );
  });
});
