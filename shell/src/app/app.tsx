import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { KeepAliveRoutes, PortalProviders, type PortalProvidersProps } from '@portal/shared';
import { SessionSync } from '../features/session/components/session-sync';
import { PartLive } from './page-live';
import { SiteLayout } from './site-layout';
import { SHELL_ROUTES } from './routes';

export interface AppProps {
  /** The page's query cache (in a browser, holding what the server fetched for the page). */
  queryClient?: QueryClient;
  /** A server renders each page with its reader's own instance. */
  i18n?: I18n;
  /** How the page is routed: the address bar in a browser, the request's URL on a server. */
  router?: (routes: ReactNode) => ReactNode;
  /** The page's atoms: a server gives each page its own, so no reader's state reaches another. */
  store?: PortalProvidersProps['store'];
  /** The page is one the server streams, or one it streamed (server/renderer.tsx). */
  streamed?: boolean;
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/** The whole portal: the same tree in a browser and on the site's server (server/renderer.tsx). */
export function App({ queryClient, i18n, router = browserRouter, store, streamed }: AppProps) {
  return (
    <PortalProviders queryClient={queryClient} i18n={i18n} store={store}>
      <SessionSync />
      <PartLive part="shell" />
      {router(
        <SiteLayout streamed={streamed}>
          <KeepAliveRoutes routes={SHELL_ROUTES} />
        </SiteLayout>,
      )}
    </PortalProviders>
  );
}
