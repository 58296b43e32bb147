/**
 * Issue 29, item 1: every list and header says what this reader may read, from the API's access
 * answers, and open-access books are not sold. The flows find their journals, volumes and books
 * through the API, so that they follow the seed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_ORIGIN,
  asOrganizationNetwork,
  expect,
  organizationApiHeaders,
  preferEnglish,
  signInPersonal,
  test,
} from './fixtures';

interface Envelope<T> {
  data: T;
}
interface Paged<T> {
  records: T[];
}
interface AnnualVolumes {
  year: number;
  volumes: { id: number; year: number; issues: { id: number; articleCount: number }[] }[];
}
interface Article {
  id: number;
  openAccess: boolean;
}

const CLIENT_CREDENTIAL = `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`;

async function data<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.get(`${API_ORIGIN}${path}`, { headers });
  expect(response.ok(), path).toBeTruthy();
  return ((await response.json()) as Envelope<T>).data;
}

/** An issue of one of these volumes holding articles that are not open access. */
async function paidIssueOf(
  request: APIRequestContext,
  journalId: number,
  volume: (volume: AnnualVolumes['volumes'][number]) => boolean,
): Promise<number> {
  const years = await data<AnnualVolumes[]>(
    request,
    `/api/periodical/volumes-by-annual-issue?journalId=${journalId}`,
  );
  for (const issue of years
    .flatMap((year) => year.volumes)
    .filter(volume)
    .flatMap((candidate) => candidate.issues)
    .filter((candidate) => candidate.articleCount > 0)) {
    const articles = await data<Paged<Article>>(
      request,
      `/api/periodical/issue-content-list?issueId=${issue.id}&current=1&size=20`,
    );
    if (articles.records.some((article) => !article.openAccess)) return issue.id;
  }
  throw new Error(`journal ${journalId} has no issue with paid articles in those volumes`);
}

/** The marks of the issue's articles, once the reader's check has answered. */
const issueList = (page: Page) => page.getByRole('list', { name: 'Contents of the issue' });

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors on the pages visited').toEqual([]);
});

test("a granted volume's issue marks its articles readable through the organization", async ({
  page,
}) => {
  const asOrganization = await organizationApiHeaders(page);
  const journals = await data<Paged<{ id: number; openAccess: boolean; grantScope: string }>>(
    page.request,
    '/api/periodical/org-auth-periodical?current=1&size=50',
    asOrganization,
  );
  const journal = journals.records.find(
    (candidate) => candidate.grantScope === 'volumes' && !candidate.openAccess,
  );
  expect(journal, 'a journal granted in some volumes').toBeDefined();
  const granted = await data<Paged<{ id: number }>>(
    page.request,
    `/api/periodical/org-auth-volumes?journalId=${journal!.id}&current=1&size=50`,
    asOrganization,
  );
  const grantedIds = new Set(granted.records.map((volume) => volume.id));
  const issueId = await paidIssueOf(page.request, journal!.id, (volume) =>
    grantedIds.has(volume.id),
  );

  // Anonymous, the server's page and the browser say the paid articles need a subscription.
  await page.goto(`/JDetail/${journal!.id}/issue?id=${issueId}`);
  await expect(issueList(page).getByText('Subscription required').first()).toBeVisible();

  await asOrganizationNetwork(page);
  await page.goto(`/JDetail/${journal!.id}/issue?id=${issueId}`);
  await expect(issueList(page).getByText('Yours through your organization').first()).toBeVisible();
  await expect(issueList(page).getByText('Subscription required')).toHaveCount(0);
});

test("the subscriber's issue list and the journal's masthead say subscribed", async ({ page }) => {
  await signInPersonal(page, { username: 'reader@example.com', password: 'Reader2026' });
  const token = await page.request.post(`${API_ORIGIN}/api/bgcloud-auth/oauth/token`, {
    params: { grant_type: 'refresh_token', tenantId: '000000' },
    headers: { Authorization: CLIENT_CREDENTIAL },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const subscriptions = await data<
    { journal: { id: number }; startDate: string; endDate: string; active: boolean }[]
  >(page.request, '/api/periodical/my-subscriptions', {
    'Portal-Auth': `bearer ${accessToken}`,
  });
  const running = subscriptions.find((subscription) => subscription.active);
  expect(running, 'a running subscription').toBeDefined();
  const [from, to] = [running!.startDate, running!.endDate].map((date) => Number(date.slice(0, 4)));
  const issueId = await paidIssueOf(
    page.request,
    running!.journal.id,
    (volume) => volume.year >= from! && volume.year <= to!,
  );

  await page.goto(`/JDetail/${running!.journal.id}/issue?id=${issueId}`);
  await expect(issueList(page).getByText('Yours through your subscription').first()).toBeVisible();
  await expect(issueList(page).getByText('Subscription required')).toHaveCount(0);
  // The masthead says it too: once more than the list does.
  const listed = await issueList(page).getByText('Yours through your subscription').count();
  await expect(page.getByText('Yours through your subscription')).toHaveCount(listed + 1);
});

test('an open-access book offers no e-book for sale, and its contents are marked open', async ({
  page,
}) => {
  const ids = Array.from({ length: 200 }, (_, index) => index + 1).join(',');
  const permissions = await data<{ id: number; reason: string | null }[]>(
    page.request,
    `/api/resource/pdf/check-content-permission?type=book&ids=${ids}`,
  );
  const open = permissions.find((permission) => permission.reason === 'open_access');
  expect(open, 'an open-access book').toBeDefined();

  await page.goto(`/BDetail/${open!.id}`);
  await expect(page.getByText('Open access: free for everyone to read.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'E-book' })).toHaveCount(0);
  const book = await data<{ editions: { medium: string }[]; chapters: unknown[] }>(
    page.request,
    `/api/bookmain/bookdetail?id=${open!.id}`,
  );
  const buying = page.getByRole('region', { name: 'Buy this book' });
  if (book.editions.some((edition) => edition.medium === 'print')) {
    await expect(
      buying.getByText('Open access: the e-book is free for everyone to read, so it is not sold.'),
    ).toBeVisible();
    await expect(buying.getByRole('button', { name: 'Add to cart' })).toHaveCount(1);
  } else {
    await expect(buying).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  }
  if (book.chapters.length > 0) {
    await expect(
      page.getByRole('region', { name: 'Contents' }).getByText('Open access').first(),
    ).toBeVisible();
  }
});
