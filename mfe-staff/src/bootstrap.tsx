/** Runs the section alone, for its own team: `pnpm dev` in this folder. */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bootstrapSession, initI18n, PortalProviders } from '@portal/shared';
import { StaffApp } from './app/app';

initI18n();
// Its pages ask the API who is signed in: alone, the section starts the session itself.
void bootstrapSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <PortalProviders>
    <BrowserRouter>
      <main>
        <StaffApp />
      </main>
    </BrowserRouter>
  </PortalProviders>,
);
