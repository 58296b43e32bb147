import { screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import type { JournalSummary, Subscription } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import { signInPersonal } from '../../../testing/account-fixtures';
import { SubscriptionsPage } from '../components/subscriptions-page';

let api: MockApi;

const JOURNAL = {
  id: 4,
  title: { en: 'Acta Mathematica Sinica', zh: '数学学报' },
} as JournalSummary;

const SUBSCRIPTIONS: Subscription[] = [
  {
    id: 1,
    journal: JOURNAL,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    medium: 'print',
    active: true,
  },
  {
    id: 2,
    journal: { ...JOURNAL, id: 5, title: { en: 'Chinese Annals', zh: '数学年刊' } },
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    medium: 'online',
    active: false,
  },
];

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  signInPersonal();
});

afterEach(() => api.restore());

it('shows each journal subscribed to, its period, medium and whether it is current', async () => {
  api = mockApi({ 'GET /periodical/my-subscriptions': ok(SUBSCRIPTIONS) });
  renderWithProviders(<SubscriptionsPage />);

  const list = await screen.findByRole('list', { name: 'My subscriptions' });
  const [current, past] = within(list).getAllByRole('listitem') as HTMLElement[];
  expect(
    within(current as HTMLElement).getByRole('link', { name: 'Acta Mathematica Sinica' }),
  ).toHaveAttribute('href', '/JDetail/4');
  expect(
    within(current as HTMLElement).getByText('Jan 1, 2026 – Dec 31, 2026'),
  ).toBeInTheDocument();
  expect(within(current as HTMLElement).getByText('Print and online')).toBeInTheDocument();
  expect(within(current as HTMLElement).getByText('Active')).toBeInTheDocument();
  expect(within(past as HTMLElement).getByText('Online')).toBeInTheDocument();
  expect(within(past as HTMLElement).getByText('Ended or not yet started')).toBeInTheDocument();
});

it('leads a reader without subscriptions to the journals', async () => {
  api = mockApi({ 'GET /periodical/my-subscriptions': ok([]) });
  renderWithProviders(<SubscriptionsPage />);

  expect(await screen.findByText('You have no journal subscriptions.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse journals' })).toHaveAttribute(
    'href',
    '/journals/journal',
  );
});
