import { createRoot } from 'react-dom/client';
import { addMessages, bootstrapSession, initI18n } from '@portal/shared';
import { App } from './app/app';
import { ensureRemotesRegistered } from './app/remotes/registry';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

initI18n();
addMessages('shell', { zh, en });
// Both start at once; neither blocks the first render. A failure here shows in the section that
// needs the remote, with a retry.
ensureRemotesRegistered().catch(() => undefined);
void bootstrapSession();

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
