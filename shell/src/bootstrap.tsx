import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  addMessages,
  bootstrapSession,
  createQueryClient,
  detectLanguage,
  initI18n,
  portalStore,
  preloadParts,
  preloadRoute,
  toLanguage,
  userInfoAtom,
} from '@portal/shared';
import { App } from './app/app';
import { awaitParts } from './app/page-live';
import { ensureRemotesRegistered, loadRemoteModule, sectionOf } from './app/remotes/registry';
import { SHELL_ROUTES } from './app/routes';
import { settledWithin } from './app/settled-within';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { CLIENT_RENDER_DIGEST, PORTAL_STATE_ID, SERVER_HEAD_ATTRIBUTE } from './server/page-html';

const root = document.getElementById('root') as HTMLElement;
const serverState = document.getElementById(PORTAL_STATE_ID);

// It starts at once and blocks no render. A failure here shows in the section that needs the
// remote, with a retry.
ensureRemotesRegistered().catch(() => undefined);

// The server renders every page as an anonymous reader sees it, in the language the request
// asked for (the reader's stored choice by its cookie, else the browser's Accept-Language). The
// browser takes it over only when it is the page this reader would get: not signed in here (their
// page differs: what they may read, their name), and in the language this browser chooses (a
// choice stored before the cookie existed, a browser whose header says otherwise). Otherwise it
// renders the page over the server's, as it would with no server.
const serverLanguage = toLanguage(document.documentElement.lang);
const remote = sectionOf(window.location.pathname);
// What the page waits for before it is live (page-live.tsx): the shell, and the section's part.
const pageParts = remote ? ['shell', remote] : ['shell'];
const takeOver =
  serverState !== null &&
  root.hasChildNodes() &&
  portalStore.get(userInfoAtom) === null &&
  detectLanguage() === serverLanguage;

// The page's own hooks put the server's meta tags and links back, and take them away when the
// reader moves on.
for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) {
  element.remove();
}

/** How long the page waits for the code of a slow part before it is taken over without it. */
const PAGE_CODE_WAIT_MS = 3_000;

/**
 * The code of everything the served page shows: the route's page (the shell's, or the section
 * with its route's page), then the parts the server named (`data-parts`: a book's access
 * statement, the TeX component). A part taken over before its code is here would not answer the reader, and
 * React would render it anew, as loading, on the first update to reach it.
 */
async function loadPageCode(parts: readonly string[]) {
  const { pathname } = window.location;
  const section = remote
    ? loadRemoteModule(`${remote}/App`).then(
        (module) => module.routes && preloadRoute(module.routes, pathname),
      )
    : undefined;
  // The section's page brings the reading parts it shows (@portal/reading), which name themselves
  // as they load: the page's code first, then its parts.
  await Promise.allSettled([preloadRoute(SHELL_ROUTES, pathname), section]);
  await preloadParts(parts);
}

/**
 * Takes the server's page over once the code of what it shows is here: the page turns live at
 * once, rather than part after part. A section that fails to load, or is slow, is taken over
 * without it: its server-rendered part stays on screen until its code arrives, or shows its
 * failure with Try again.
 */
async function takeOverServerPage(state: HTMLElement) {
  initI18n(serverLanguage);
  addMessages('shell', { zh, en });
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(state.textContent ?? '{}'));
  // The reader's session (an organization's network, a renewal) starts once the page is taken
  // over: until then the page must stay the anonymous one the server rendered.
  void awaitParts(pageParts).then(() => bootstrapSession());
  await settledWithin([loadPageCode(state.dataset.parts?.split(' ') ?? [])], PAGE_CODE_WAIT_MS);
  // As a transition, the taking over yields to the browser every few milliseconds (a reader's
  // tap is answered at once) instead of running as one long task: the page is already on screen.
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} streamed={'streamed' in state.dataset} />, {
      onRecoverableError(error, info) {
        // A part the server left for the browser (a remote over its budget) is no fault.
        const digest =
          (error as { digest?: string }).digest ?? (info as { digest?: string }).digest;
        if (digest === CLIENT_RENDER_DIGEST) return;
        // With the components above the part rendered again: a production build's message names
        // no element, and its stack only React's own functions.
        console.error(error, info.componentStack ?? '');
      },
    });
  });
}

if (takeOver) {
  void takeOverServerPage(serverState);
} else {
  void awaitParts(pageParts);
  void bootstrapSession();
  initI18n();
  addMessages('shell', { zh, en });
  createRoot(root).render(<App />);
}
