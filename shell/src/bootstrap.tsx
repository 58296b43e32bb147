import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  addMessages,
  bootstrapSession,
  createQueryClient,
  initI18n,
  portalStore,
  setLanguage,
  storedLanguage,
  toLanguage,
  userInfoAtom,
} from '@portal/shared';
import { App } from './app/app';
import { ensureRemotesRegistered } from './app/remotes/registry';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { CLIENT_RENDER_DIGEST, PORTAL_STATE_ID, SERVER_HEAD_ATTRIBUTE } from './server/page-html';

const root = document.getElementById('root') as HTMLElement;
const serverState = document.getElementById(PORTAL_STATE_ID);

// Both start at once; neither blocks the first render. A failure here shows in the section that
// needs the remote, with a retry.
ensureRemotesRegistered().catch(() => undefined);
void bootstrapSession();

// The server renders every page as an anonymous reader sees it. A reader signed in here (their
// account is remembered in this browser) sees their own page: the browser renders it over the
// server's, with data fetched for them (what they may read differs), as it would with no server.
const signedIn = portalStore.get(userInfoAtom) !== null;

if (serverState && root.hasChildNodes() && !signedIn) {
  // The site's server rendered this page: take it over as it is, in the language it was rendered
  // in, from the data it was rendered with.
  const serverLanguage = toLanguage(document.documentElement.lang);
  initI18n(serverLanguage);
  addMessages('shell', { zh, en });
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}'));
  // The page's own hooks put these back, and take them away when the reader moves on.
  for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) {
    element.remove();
  }
  hydrateRoot(root, <App queryClient={queryClient} />, {
    onRecoverableError(error, info) {
      // A part the server left for the browser (a remote over its budget) is no fault.
      const digest = (error as { digest?: string }).digest ?? (info as { digest?: string }).digest;
      if (digest === CLIENT_RENDER_DIGEST) return;
      console.error(error);
    },
  });
  // A choice made before the server knew it (no cookie yet) applies once the page is live.
  const stored = storedLanguage();
  if (stored && stored !== serverLanguage) void setLanguage(stored);
} else {
  initI18n();
  addMessages('shell', { zh, en });
  createRoot(root).render(<App />);
}
