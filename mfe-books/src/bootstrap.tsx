/** Runs the section alone, for its own team: `pnpm dev` in this folder. */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n, PortalProviders } from '@portal/shared';
import { BooksApp } from './app/app';

initI18n();

createRoot(document.getElementById('root') as HTMLElement).render(
  <PortalProviders>
    <BrowserRouter>
      <main>
        <BooksApp />
      </main>
    </BrowserRouter>
  </PortalProviders>,
);
