import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../api/query-client';
import { initI18n } from '../i18n/i18n';
import { portalStore } from '../session/session-store';
import { GlobalStyle } from './global-style';
import { Toaster } from './notify/toaster';
import { darkBlueTheme } from './theme';

type JotaiStore = typeof portalStore;

export interface PortalProvidersProps {
  children: ReactNode;
  /** Defaults to a new client with the portal's defaults (`createQueryClient()`). */
  queryClient?: QueryClient;
  /** Defaults to `portalStore`, the store the session functions write. */
  store?: JotaiStore;
  /** Defaults to the page's instance (`initI18n()`); a server gives each page its own. */
  i18n?: I18n;
}

/**
 * Everything a portal page needs around it: the session store, the query cache, i18n, the
 * theme with its global styles, and the notices. The shell renders it once for the page; a
 * remote renders it only when it runs alone (inside the shell it is already there).
 */
export function PortalProviders({
  children,
  queryClient,
  store = portalStore,
  i18n: pageI18n,
}: PortalProvidersProps) {
  const [i18n] = useState(() => pageI18n ?? initI18n());
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={darkBlueTheme}>
            <GlobalStyle />
            {children}
            <Toaster />
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
