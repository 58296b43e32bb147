import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom, type UserInfo } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { JournalHomePage } from '../components/journal-home-page';
import { grant, JOURNALS, journal, page } from '../testing/fixtures';

let api: MockApi;

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderHome(route = '/journals/journal') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/journals/journal" element={<JournalHomePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

const listRequests = () => api.requests.filter((request) => request.path === '/periodical/list');
const lastListParams = () => listRequests().at(-1)?.params;
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeAll(registerMessages);

// React 19 reads a form submitted during a transition (the router navigates in one) into a
// FormData; jest-fixed-jsdom's FormData is Node's, which cannot read a jsdom form.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({ 'GET /periodical/list': ok(page(JOURNALS)) });
});

afterEach(() => api.restore());

it('shows every journal as a card linking to its detail page, with subject, ISSNs and access', async () => {
  renderHome();

  expect(screen.getByRole('heading', { level: 1, name: 'Journal home' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Journal of Algebra and Geometry' });
  expect(
    within(card).getByRole('link', { name: 'Journal of Algebra and Geometry' }),
  ).toHaveAttribute('href', '/JDetail/1');
  expect(within(card).getByText('J. Algebra Geom.')).toBeInTheDocument();
  expect(within(card).getByText('Algebra')).toBeInTheDocument();
  expect(within(card).getByText('1234-5679')).toBeInTheDocument();
  expect(within(card).getByText('Open access')).toBeInTheDocument();
  const locked = screen.getByRole('article', { name: 'Annals of Mathematical Physics' });
  expect(within(locked).getByText('Subscription required')).toBeInTheDocument();
  expect(screen.getByText('3 journals')).toBeInTheDocument();
  // All 26 journals fit on one page, in the API's default order: no sort parameter sent.
  expect(lastListParams()).toEqual({ current: 1, size: 30 });
  expect(screen.queryByRole('navigation', { name: 'Journal pages' })).not.toBeInTheDocument();
  // An anonymous reader has no organization: its grants are not asked for.
  expect(api.requests.some((request) => request.path.includes('org-auth'))).toBe(false);
});

it('shows the titles in Chinese for a Chinese reader, and switching language needs no new request', async () => {
  await setLanguage('zh');
  renderHome();

  expect(await screen.findByRole('link', { name: '代数与几何学报' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '期刊首页' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '学科' })).toHaveDisplayValue('全部学科');

  await act(() => setLanguage('en'));
  expect(
    await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' }),
  ).toBeInTheDocument();
  expect(listRequests()).toHaveLength(1);
});

it('keeps keyword, subject, open access and order in the URL, back to page 1 on each change', async () => {
  const { user } = renderHome('/journals/journal?page=2');
  await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' });
  expect(lastListParams()).toEqual({ current: 2, size: 30 });

  await user.type(screen.getByRole('searchbox', { name: 'Search journals' }), '  algebra ');
  // Typing alone sends nothing: the search runs on submit.
  expect(lastListParams()).toEqual({ current: 2, size: 30 });
  await user.keyboard('{Enter}');
  expect(location()).toBe('/journals/journal?q=algebra');
  expect(lastListParams()).toEqual({ current: 1, size: 30, keyword: 'algebra' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Number theory');
  await user.click(screen.getByRole('checkbox', { name: 'Open access only' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Abbreviation');
  expect(location()).toBe(
    '/journals/journal?q=algebra&subject=number-theory&oa=1&sort=abbreviation',
  );
  expect(lastListParams()).toEqual({
    current: 1,
    size: 30,
    keyword: 'algebra',
    subject: 'number-theory',
    openAccess: true,
    sort: 'abbreviation',
  });
  expect(screen.getByRole('link', { name: 'View as table' })).toHaveAttribute(
    'href',
    '/journals/journalList?q=algebra&subject=number-theory&oa=1&sort=abbreviation',
  );
});

it('reads its filters from the URL it is opened at', async () => {
  renderHome('/journals/journal?subject=algebra&oa=1&sort=abbreviation&subject=x');
  await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' });
  expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('algebra');
  expect(screen.getByRole('checkbox', { name: 'Open access only' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('abbreviation');
  expect(lastListParams()).toEqual({
    current: 1,
    size: 30,
    subject: 'algebra',
    openAccess: true,
    sort: 'abbreviation',
  });
});

it('says when nothing matches and clears the filters on request', async () => {
  api.restore();
  api = mockApi({
    'GET /periodical/list': (request) => ok(page(request.params.keyword ? [] : JOURNALS)),
  });
  const { user } = renderHome('/journals/journal?q=topology&sort=abbreviation');
  expect(await screen.findByText('No journals match your search.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show all journals' }));
  expect(
    await screen.findByRole('link', { name: 'Journal of Algebra and Geometry' }),
  ).toBeInTheDocument();
  // The order the reader chose stays.
  expect(location()).toBe('/journals/journal?sort=abbreviation');
  expect(screen.getByRole('searchbox', { name: 'Search journals' })).toHaveValue('');
});

it('offers page navigation when there is more than one page, the page in the URL', async () => {
  api.restore();
  api = mockApi({
    'GET /periodical/list': (request) => {
      const current = Number(request.params.current);
      return ok(page([journal(current * 100, 'Some Journal', '某学报')], { current, total: 45 }));
    },
  });
  const { user } = renderHome();
  const nav = await screen.findByRole('navigation', { name: 'Journal pages' });
  await user.click(within(nav).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Some Journal' })).toHaveAttribute(
    'href',
    '/JDetail/200',
  );
  expect(location()).toBe('/journals/journal?page=2');
});

describe('for an organization', () => {
  const organization: UserInfo = {
    type: 'organization',
    nick_name: 'Demo University Library',
    adName: 'Demo University Library',
    username: '',
  };

  beforeEach(() => {
    act(() => portalStore.set(userInfoAtom, organization));
    api.restore();
    api = mockApi({
      'GET /periodical/list': ok(page(JOURNALS)),
      'GET /periodical/org-auth-periodical': ok(
        page([grant(JOURNALS[1]!, 'journal'), grant(JOURNALS[2]!, 'volumes', 2)]),
      ),
      'GET /periodical/org-auth-volumes': ok(
        page([
          { id: 71, number: 12, year: 2025, issueCount: 4, grantScope: 'volumes' },
          { id: 70, number: 11, year: 2024, issueCount: 1, grantScope: 'volumes' },
        ]),
      ),
    });
  });

  it("lists the organization's journals and shows granted journals as open through it", async () => {
    const { user } = renderHome();
    const section = await screen.findByRole('region', { name: "Your organization's journals" });
    expect(section).toHaveTextContent('Demo University Library gives its readers');
    expect(
      await within(section).findByRole('link', { name: 'Annals of Mathematical Physics' }),
    ).toHaveAttribute('href', '/JDetail/2');
    expect(within(section).getByText('Every volume')).toBeInTheDocument();
    expect(within(section).getByText('2 volumes')).toBeInTheDocument();

    const granted = screen.getByRole('article', { name: 'Annals of Mathematical Physics' });
    expect(within(granted).getByText('Open through your organization')).toBeInTheDocument();
    const partly = screen.getByRole('article', { name: 'Frontiers of Topology' });
    expect(within(partly).getByText('2 volumes through your organization')).toBeInTheDocument();

    // The volumes are asked for when the reader opens them.
    expect(api.requests.some((request) => request.path.endsWith('org-auth-volumes'))).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Show volumes' }));
    expect(
      await within(section).findByRole('link', { name: 'Volume 12 (2025), 4 issues' }),
    ).toHaveAttribute('href', '/JDetail/3/volumes');
    expect(within(section).getByText('Volume 11 (2024), 1 issue')).toBeInTheDocument();
    const volumesRequest = api.requests.find((request) =>
      request.path.endsWith('org-auth-volumes'),
    );
    expect(volumesRequest?.params).toMatchObject({ journalId: 3 });
  });
});
