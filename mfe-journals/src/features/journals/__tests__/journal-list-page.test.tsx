import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { journalAccess } from '../components/journal-access-badge';
import { JournalListPage } from '../components/journal-list-page';
import { JOURNALS, page } from '../testing/fixtures';

let api: MockApi;

beforeAll(registerMessages);
beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({ 'GET /periodical/list': ok(page(JOURNALS)) });
});
afterEach(() => api.restore());

function renderList(route = '/journals/journalList') {
  return renderWithProviders(
    <Routes>
      <Route path="/journals/journalList" element={<JournalListPage />} />
    </Routes>,
    { route },
  );
}

it('lists the journals as a table with a caption, column headers and one row per journal', async () => {
  renderList();
  const table = await screen.findByRole('table', { name: 'Journals, by Title' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual([
    'Title ▲',
    'Abbreviation',
    'Subject',
    'ISSN (print)',
    'ISSN (online)',
    'Frequency',
    'Access',
  ]);
  const row = within(table).getByRole('row', { name: /Annals of Mathematical Physics/ });
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Annals of Mathematical Physics');
  expect(within(row).getByRole('link')).toHaveAttribute('href', '/JDetail/2');
  expect(within(row).getByText('Ann. Math. Phys.')).toBeInTheDocument();
  expect(within(row).getByText('Quarterly')).toBeInTheDocument();
  expect(within(row).getByText('Subscription required')).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

it("marks the journals a signed-in subscriber reads, asking once for the page's journals", async () => {
  portalStore.set(userInfoAtom, {
    nick_name: 'Reader',
    type: 'personal',
    adName: '',
    username: 'reader@example.com',
  });
  api.restore();
  api = mockApi({
    'GET /periodical/list': ok(page(JOURNALS)),
    'GET /resource/pdf/check-content-permission': ok([
      { id: 2, allowed: true, reason: 'subscription' },
    ]),
  });
  renderList();
  const table = await screen.findByRole('table', { name: 'Journals, by Title' });
  const row = within(table).getByRole('row', { name: /Annals of Mathematical Physics/ });
  expect(await within(row).findByText('Yours through your subscription')).toBeInTheDocument();
  const checks = api.requests.filter((request) => request.path.endsWith('permission'));
  expect(checks.map((request) => request.params)).toEqual([
    { type: 'journal', ids: JOURNALS.map((journal) => journal.id).join(',') },
  ]);
});

it('sorts by abbreviation from its column header, in the URL, and offers the cards with the same filters', async () => {
  const { user } = renderList('/journals/journalList?oa=1');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Sort by Abbreviation' }));
  expect(api.requests.at(-1)?.params).toEqual({
    current: 1,
    size: 30,
    openAccess: true,
    sort: 'abbreviation',
  });
  expect(
    await screen.findByRole('table', { name: 'Journals, by Abbreviation' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('abbreviation');
  expect(screen.getByRole('link', { name: 'View as cards' })).toHaveAttribute(
    'href',
    '/journals/journal?oa=1&sort=abbreviation',
  );
});

it('shows the table in Chinese for a Chinese reader', async () => {
  await setLanguage('zh');
  renderList();
  const table = await screen.findByRole('table', { name: '期刊列表（按刊名）' });
  expect(within(table).getByRole('link', { name: '数学物理年刊' })).toBeInTheDocument();
  expect(within(table).getAllByText('季刊')).toHaveLength(3);
});

describe('journalAccess', () => {
  it('is open access first, then the organization grant, else locked', () => {
    expect(journalAccess({ openAccess: true }, { grantScope: 'volumes' })).toBe('open-access');
    expect(journalAccess({ openAccess: false }, { grantScope: 'journal' })).toBe('organization');
    expect(journalAccess({ openAccess: false }, { grantScope: 'volumes' })).toBe(
      'organization-volumes',
    );
    expect(journalAccess({ openAccess: false }, undefined)).toBe('locked');
    expect(journalAccess({ openAccess: false }, undefined, { reason: 'subscription' })).toBe(
      'subscription',
    );
    expect(journalAccess({ openAccess: false }, undefined, { reason: 'organization' })).toBe(
      'organization',
    );
    expect(journalAccess({ openAccess: true }, undefined, { reason: 'open_access' })).toBe(
      'open-access',
    );
  });
});
