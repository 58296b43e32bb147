import { BrowserRouter } from 'react-router-dom';
import { KeepAliveRoutes, PortalProviders } from '@portal/shared';
import { SessionSync } from '../features/session/components/session-sync';
import { SiteLayout } from './site-layout';
import { SHELL_ROUTES } from './routes';

export function App() {
  return (
    <PortalProviders>
      <SessionSync />
      <BrowserRouter>
        <SiteLayout>
          <KeepAliveRoutes routes={SHELL_ROUTES} />
        </SiteLayout>
      </BrowserRouter>
    </PortalProviders>
  );
}
