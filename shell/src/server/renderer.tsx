/**
 * The site's page renderer (DESIGN.md section 6): the entry of the shell's server build, which
 * the site's server loads (delivery/src/server-render.ts) and calls with a `RenderRequest`
 * (server-contract.ts). It renders the same tree as the browser (`App`) at the request's URL,
 * with the route's remote loaded from its server build, in the reader's language
 * (request-context.ts): the page whole (whole-page.tsx), or, for a reader's page not ready in
 * time, streamed (streamed-page.tsx). What does not make it in time (a remote over its budget,
 * slow data) is left to the browser, which renders it as it would without a server.
 */
import { createStore } from 'jotai';
import { matchRoutes, StaticRouter } from 'react-router';
import { i18n as pageI18n, PageHeadContext } from '@portal/shared';
import { App } from '../app/app';
import { registerServerRemotes, setRemoteLoadBudget } from '../app/remotes/registry';
import { SHELL_ROUTES } from '../app/routes';
import { inRequestContext, requestContext, startRenderer } from './request-context';
import type { PageRenderer, RenderedPage, RenderRequest } from './server-contract';
import { streamedPage } from './streamed-page';
import { pageQueryClient, wholePage, type PageRender } from './whole-page';

const REMOTE_BUDGET_MS = 1_000;

/**
 * The shell's route table, in its order, every path of a route (a section has several) as its
 * own entry: made once, not per page.
 */
const ROUTE_TABLE = SHELL_ROUTES.flatMap((route) =>
  (typeof route.path === 'string' ? [route.path] : route.path).map((path) => ({ path, route })),
);
const ROUTE_PATHS = ROUTE_TABLE.map(({ path }, index) => ({ path, id: String(index) }));

/** Where the shell's own route table sends this URL, if it is a redirect. */
function redirectOf(url: string): string | undefined {
  const location = new URL(url, 'http://portal.invalid');
  const matches = matchRoutes(ROUTE_PATHS, location.pathname);
  const id = matches?.[0]?.route.id;
  const route = id === undefined ? undefined : ROUTE_TABLE[Number(id)]?.route;
  if (!route?.redirectTo) return undefined;
  return typeof route.redirectTo === 'function'
    ? route.redirectTo({
        pathname: location.pathname,
        search: location.search,
        hash: '',
        state: null,
        key: 'default',
      })
    : route.redirectTo;
}

/** The server build of a remote, published beside the browser build its manifest describes. */
export function serverEntryOf(browserManifest: string): string {
  return new URL('server/remoteEntry.js', browserManifest).href;
}

/** Resolves after `ms`, undefined. */
function delay(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref());
}

export const renderPage: PageRenderer['renderPage'] = async (
  request: RenderRequest,
): Promise<RenderedPage> => {
  startRenderer(request.apiBaseUrl);
  const location = redirectOf(request.url);
  if (location) return { kind: 'redirect', location };

  registerServerRemotes(
    Object.fromEntries(
      Object.entries(request.remotes).map(([name, remote]) => [
        name,
        { ...remote, entry: serverEntryOf(remote.entry) },
      ]),
    ),
  );
  setRemoteLoadBudget(request.remoteBudgetMs ?? REMOTE_BUDGET_MS);
  const context = requestContext(request);

  return inRequestContext(context, async () => {
    const instance = pageI18n.cloneInstance({ lng: context.language, initAsync: false });
    // i18next binds its forty methods onto each instance, and react-i18next copies an instance's
    // own properties for every component that translates (`useTranslation`'s wrapper): on a
    // server every component mounts once a page, so the page's components get a view with none
    // of its own, reading through to the instance.
    const i18n = Object.create(instance) as typeof instance;
    const queryClient = pageQueryClient();
    // The page's own atoms: one reader's answers never show in another's page.
    const store = createStore();
    const tree: PageRender['tree'] = (
      head,
      { queryClient: client = queryClient, streamed } = {},
    ) => (
      <PageHeadContext.Provider value={head}>
        <App
          queryClient={client}
          streamed={streamed}
          i18n={i18n}
          store={store}
          router={(routes) => <StaticRouter location={context.url}>{routes}</StaticRouter>}
        />
      </PageHeadContext.Provider>
    );
    const page: PageRender = { context, template: request.template, queryClient, tree };
    const whole = wholePage(page);
    if (context.streamAfterMs === undefined) return whole;
    // A slow section (its server build, its data) holds back neither the head nor the header.
    const inTime = await Promise.race([whole, delay(context.streamAfterMs)]);
    if (inTime) return inTime;
    const streamed = await streamedPage(page, whole);
    return streamed.kind === 'stream' ? { ...streamed, whole } : streamed;
  });
};
