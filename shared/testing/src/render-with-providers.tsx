import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, PortalProviders } from '@portal/shared';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the MemoryRouter starts at. Default '/'. */
  route?: string;
  /** Defaults to a fresh client per render, without retries so failures show at once. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/** Renders `ui` as a portal page would see it: router, session store, queries, i18n, theme. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const client = queryClient ?? createQueryClient();
  if (!queryClient)
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <PortalProviders queryClient={client}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </PortalProviders>
    ),
  });
  return { ...result, queryClient: client, user };
}
