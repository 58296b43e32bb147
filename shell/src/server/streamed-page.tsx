/**
 * A reader's page that is not ready in time, streamed: its head and what is around the main
 * region (the header, the footer) at once, then the main region when the page's data and section
 * are ready (`ready`: the whole page's render, which goes on beside it), put in its place by
 * React's inline scripts. What is around the main region waits for its own data (the page's
 * cache makes a component wait for it: whole-page.tsx), fetched once for both renders, so that it
 * is rendered with it as the browser, which takes the page over with that cache, will. The page's
 * own head tags (title, description) are the browser's to set then: a crawler, which reads them
 * in the head, is never sent a stream.
 */
import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createPageHead } from '@portal/shared';
import { StreamGateContext } from '../app/stream-gate';
import { CLIENT_RENDER_DIGEST, documentStart, pageState, templateParts } from './page-html';
import { inRequestContext, timeLeft, type RequestContext } from './request-context';
import type { RenderedPage } from './server-contract';
import type { PageRender } from './whole-page';

/** How long a streamed page's main region may take after the page's budget. */
const STREAM_GRACE_MS = 1_000;

export async function streamedPage(
  page: PageRender,
  ready: Promise<unknown>,
): Promise<RenderedPage> {
  const { template, queryClient } = page;
  const { deadline, language, nonce } = page.context;
  const gate = ready.then(
    () => undefined,
    () => undefined,
  );
  const [before, after] = templateParts(template);
  // Its own notes of the parts it shows: the renders of the whole page go on beside it.
  const context: RequestContext = { ...page.context, parts: new Set() };
  const head = createPageHead();
  const sheet = new ServerStyleSheet({ nonce });
  const clientRendered: string[] = [];
  const output = new PassThrough();
  let finish: (names: string[]) => void = () => undefined;
  const finished = new Promise<string[]>((resolve) => {
    finish = resolve;
  });
  inRequestContext(context, () => {
    const stream = renderToPipeableStream(
      sheet.collectStyles(
        <StreamGateContext.Provider value={gate}>
          {page.tree(head, { streamed: true })}
        </StreamGateContext.Provider>,
      ),
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          output.write(`${documentStart(before, head, language, '')}<div id="root">`);
          // Each part of the body comes after the styles it added (`<style>` tags with the
          // answer's nonce): the header's first, the main region's when it comes. The browser's
          // styled-components takes them into its own style sheet before it takes the page over.
          const body = sheet.interleaveWithNodeStream(stream);
          body.pipe(output, { end: false });
          body.on('end', () => {
            clearTimeout(timer);
            output.end(
              `</div>${pageState(dehydrate(queryClient), [...context.parts], { streamed: true })}${after}`,
            );
            finish(clientRendered);
          });
        },
        onShellError(error) {
          clearTimeout(timer);
          output.destroy(error instanceof Error ? error : new Error(String(error)));
          finish(clientRendered);
        },
        onError(error) {
          clientRendered.push(error instanceof Error ? error.message : String(error));
          return CLIENT_RENDER_DIGEST;
        },
      },
    );
    const timer = setTimeout(
      () => stream.abort(new Error('Over the page budget')),
      timeLeft(deadline) + STREAM_GRACE_MS,
    );
  });
  return { kind: 'stream', stream: output, language, clientRendered: finished };
}
