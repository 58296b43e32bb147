import { BrowserRouter } from 'react-router-dom';
import { KeepAliveRoutes, PortalProviders } from '@portal/shared';
import { SiteLayout } from './site-layout';
import { SHELL_ROUTES } from './routes';

export function App() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <SiteLayout>
          <KeepAliveRoutes routes={SHELL_ROUTES} />
        </SiteLayout>
      </BrowserRouter>
    </PortalProviders>
  );
}
