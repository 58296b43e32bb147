import { screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import type { JournalSummary } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import { page, signInPersonal } from '../../../testing/account-fixtures';
import { OpenAccessJournalsPage } from '../components/open-access-journals-page';

let api: MockApi;

const JOURNAL: JournalSummary = {
  id: 6,
  abbreviation: 'Open Math. J.',
  title: { en: 'Open Mathematics Journal', zh: '开放数学杂志' },
  issnPrint: '1234-5679',
  issnOnline: '2345-6789',
  coverUrl: '/api/covers/journal/6.svg',
  subject: 'general',
  subjectName: { en: 'Mathematics', zh: '数学' },
  openAccess: true,
  frequency: { en: 'Quarterly', zh: '季刊' },
};

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  signInPersonal();
});

afterEach(() => api.restore());

it('lists the open-access journals from the journal list, each linking to its page', async () => {
  api = mockApi({ 'GET /periodical/list': ok(page([JOURNAL])) });
  renderWithProviders(<OpenAccessJournalsPage />);

  expect(await screen.findByRole('link', { name: 'Open Mathematics Journal' })).toHaveAttribute(
    'href',
    '/JDetail/6',
  );
  expect(api.requests[0]?.params).toEqual({
    current: 1,
    size: 10,
    openAccess: true,
    sort: 'title',
  });
});
