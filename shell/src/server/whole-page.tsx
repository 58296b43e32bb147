/**
 * A page rendered whole: what a crawler is always sent, and a reader when it is ready in time.
 * Each render notes the queries its components ask for (a server runs no effects, so none is
 * fetched by them); while some are missing, they are fetched and the page rendered again (a
 * page's second request may depend on its first), until the budget is spent. The page's styles
 * go in its head, its data in a JSON block for the browser to start from.
 */
import { Writable } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createPageHead, type PageHead } from '@portal/shared';
import { settledWithin } from '../app/settled-within';
import { CLIENT_RENDER_DIGEST, documentStart, pageState, templateParts } from './page-html';
import { timeLeft, type RequestContext } from './request-context';
import type { RenderedPage } from './server-contract';

/**
 * Renders a page may take: each may discover more data (a page's second request depends on its
 * first); the last is the page.
 */
export const DATA_PASSES = 4;

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

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return enabled !== false && typeof enabled !== 'function';
}

/** The queries the last render asked for and nobody has fetched (a server runs no effects). */
export function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
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
      timeLeft(deadline),
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
            isEnabled(query) &&
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
