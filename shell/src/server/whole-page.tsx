/**
 * A page rendered whole: what a crawler is always sent, and a reader when it is ready in time.
 * A server runs no effects, so a query would not be fetched by its component: on the page's
 * server cache a component asking for data it has not got waits for it, as with `suspense`
 * (`pageQueryClient`), and React renders it again when it comes, alone. So the page is rendered
 * once, a request that depends on another's answer made as soon as that answer comes, whichever
 * section (and version of it) asks. Queries a component asks for without waiting (those it only
 * enables under a condition, those with a placeholder) are fetched after that render and the page
 * rendered again, as long as some are missing and the budget lasts. The page's styles go in its
 * head, its data in a JSON block for the browser to start from.
 */
import { Writable } from 'node:stream';
import {
  dehydrate,
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type Query,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createPageHead, createQueryClient, type PageHead } from '@portal/shared';
import { settledWithin } from '../app/settled-within';
import { CLIENT_RENDER_DIGEST, documentStart, pageState, templateParts } from './page-html';
import { timeLeft, type RequestContext } from './request-context';
import type { RenderedPage } from './server-contract';

/**
 * Renders a page may take: each may discover more data a component asks for without waiting for
 * it (see above); the last is the page.
 */
export const DATA_PASSES = 4;

/**
 * How long the render of a page may go on after its deadline: the API's calls give up at the
 * deadline (request-context.ts), and the parts that waited for them are rendered as the browser
 * would render them without an answer, rather than cut off (or the whole page, for a header's).
 */
const ABORT_GRACE_MS = 250;

function isEnabled(options: { enabled?: unknown }): boolean {
  return options.enabled !== false && typeof options.enabled !== 'function';
}

/**
 * The query cache of a page rendered on the server: a component's query that is enabled and has
 * neither data nor an error waits for its answer (`suspense`), so that it is fetched in the one
 * render, where a component alone would only have noted it. One that failed does not wait
 * again: its component shows what it shows without an answer (the browser asks again). Through
 * the client's defaults, so every remote's queries do so, whatever its version.
 */
class PageQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (options._defaulted || !isEnabled(defaulted)) return defaulted;
    const failed = this.getQueryCache().get(defaulted.queryHash)?.state.status === 'error';
    return failed ? defaulted : { ...defaulted, suspense: true };
  }
}

/** The query cache of one page rendered on the server, with the portal's defaults. */
export function pageQueryClient(): QueryClient {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  // No retries here: what fails is fetched again by the browser.
  return new PageQueryClient({
    defaultOptions: { mutations, queries: { ...queries, retry: false } },
  });
}

/** One page being rendered: its request, its data, and its tree to render. */
export interface PageRender {
  context: RequestContext;
  /** The shell's page (its index.html). */
  template: string;
  /** The page's data: what the browser starts from. */
  queryClient: QueryClient;
  /** The page, with the page's query cache or another, whole or streamed. */
  tree: (head: PageHead, options?: { queryClient?: QueryClient; streamed?: boolean }) => ReactNode;
}

/** The queries the last render asked for and nobody has fetched (a server runs no effects). */
export function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        isEnabled(query.options as { enabled?: unknown }),
    );
}

/** The final render, as HTML; parts still waiting at the deadline are left to the browser. */
function renderHtml(
  tree: ReactNode,
  {
    deadline,
    nonce,
    clientRendered,
  }: { deadline: number; nonce: string; clientRendered: string[] },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      nonce,
      // The page goes out whole, so each part in its place: a part React would otherwise send
      // after the rest (one over its chunk size) would come with scripts to move it in, and
      // show as loading until they ran.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        clientRendered.push(error instanceof Error ? error.message : String(error));
        return CLIENT_RENDER_DIGEST;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('Over the page budget')),
      timeLeft(deadline) + ABORT_GRACE_MS,
    );
  });
}

export async function wholePage({
  context,
  template,
  queryClient,
  tree,
}: PageRender): Promise<RenderedPage> {
  const { deadline, nonce, language } = context;
  const [before, after] = templateParts(template);
  for (let pass = 1; ; pass += 1) {
    const head = createPageHead();
    const sheet = new ServerStyleSheet({ nonce });
    const clientRendered: string[] = [];
    context.parts.clear();
    try {
      const body = await renderHtml(sheet.collectStyles(tree(head)), {
        deadline,
        nonce,
        clientRendered,
      });
      const missing = unfetched(queryClient);
      if (missing.length > 0 && pass < DATA_PASSES && timeLeft(deadline) > 0) {
        await settledWithin(
          missing.map((query) => query.fetch().catch(() => undefined)),
          timeLeft(deadline),
        );
        continue;
      }
      // Data the page asked for and did not get, because its budget ran out or the API failed:
      // the page shows it loading and the browser asks for it again, so it is left to the
      // browser, as a failed part is, and such a page is never kept for other readers (the
      // site's page cache). Data past the last pass is not: every render of the page stops there.
      const timeUp = timeLeft(deadline) === 0;
      const cutShort = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query) =>
            isEnabled(query.options as { enabled?: unknown }) &&
            (query.state.status === 'error' ||
              (query.state.status === 'pending' &&
                (query.state.fetchStatus === 'fetching' || timeUp))),
        );
      if (cutShort.length > 0) {
        clientRendered.push(
          `data not ready in time or failed: ${cutShort.map((query) => query.queryHash).join(', ')}`,
        );
      }
      const html =
        documentStart(before, head, language, sheet.getStyleTags()) +
        `<div id="root">${body}</div>${pageState(dehydrate(queryClient), [...context.parts])}` +
        after;
      return { kind: 'page', html, language, clientRendered };
    } finally {
      sheet.seal();
    }
  }
}
