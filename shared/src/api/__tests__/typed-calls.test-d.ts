/**
 * Type-level tests of the typed calls, checked by `tsc` (`pnpm typecheck`), never run: each
 * `@ts-expect-error` line must fail to compile, and tsc reports the directive when it does not.
 * The functions are exported only so that they count as used.
 */
import type {
  ArticleSummary,
  JournalDetail,
  JournalSummary,
  OrderingCategory,
  Page,
  TokenRefusal,
  TokenResponse,
} from '@portal/contract';
import { apiGet, apiPost } from '../api-request';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `Actual` is exactly `Expected`. */
function expectType<Expected>() {
  return <Actual>(_value: Actual & (Equal<Actual, Expected> extends true ? unknown : never)) =>
    undefined;
}

export async function answersTakeTheirTypeFromTheMap() {
  expectType<Page<JournalSummary>>()(await apiGet('/periodical/list', { sort: 'latest' }));
  expectType<JournalDetail>()(await apiGet('/periodical/detail', { id: 1 }));
  expectType<OrderingCategory[]>()(
    await apiGet('/baseinfoordering/category', undefined, { silent: true }),
  );
  expectType<ArrayBuffer>()(
    await apiGet(
      '/resource/pdf/download',
      { type: 'article', id: 1 },
      { raw: true, responseType: 'arraybuffer' },
    ),
  );
  expectType<TokenResponse | TokenRefusal>()(
    await apiPost('/bgcloud-auth/oauth/token', null, {
      params: { grant_type: 'organization_ip' },
      raw: true,
    }),
  );
}

export function aWrongAnswerTypeDoesNotCompile(): Promise<Page<ArticleSummary>> {
  // @ts-expect-error the journal list answers journals, not articles
  return apiGet('/periodical/list', { current: 1 });
}

export function theAnswerTypeIsNotTheCallersToChoose() {
  // @ts-expect-error the type parameter is the path, not the answer
  return apiGet<JournalDetail>('/periodical/detail', { id: 1 });
}

export function aWrongQueryDoesNotCompile() {
  // @ts-expect-error the journal detail wants `id`, not `journalId`
  void apiGet('/periodical/detail', { journalId: 1 });
  // @ts-expect-error a required query cannot be left out
  void apiGet('/periodical/detail');
  // @ts-expect-error `sort` takes one of the journal sorts
  void apiGet('/periodical/list', { sort: 'newest' });
  // @ts-expect-error a call without a query takes none
  void apiGet('/cms/contact', { id: 1 });
  // @ts-expect-error the query is the second argument, not an option
  void apiGet('/periodical/list', undefined, { params: { current: 1 } });
}

export function onlyMappedPathsCompile() {
  // @ts-expect-error no such route
  void apiGet('/periodical/lists');
  // @ts-expect-error calls name paths below the client's baseURL /api
  void apiGet('/api/health');
  // @ts-expect-error a POST route is no GET call
  void apiGet('/bgcloud-user/register');
  // @ts-expect-error a path with parameters is a link, not a call
  void apiGet('/covers/{kind}/{id}.svg');
}

export function aWrongBodyDoesNotCompile() {
  void apiPost('/resource/pdf/access-history', { type: 'article', id: 1 });
  // @ts-expect-error `type` is article, book or chapter
  void apiPost('/resource/pdf/access-history', { type: 'journal', id: 1 });
  // @ts-expect-error the body is required
  void apiPost('/resource/pdf/access-history');
}

export function rawRoutesSaySo() {
  // @ts-expect-error a PDF is no envelope: the call must ask for the raw answer
  void apiGet('/resource/pdf/download', { type: 'article', id: 1 });
  // @ts-expect-error an envelope route is not read raw
  void apiGet('/health', undefined, { raw: true });
  // @ts-expect-error the token call sends its parameters as the query
  void apiPost('/bgcloud-auth/oauth/token', null, { raw: true });
}
