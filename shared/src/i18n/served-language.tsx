import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { servedLanguage } from './i18n';
import { toLanguage } from './language';

/**
 * A part of a server's page that the browser takes over later than the rest (below the fold:
 * `WhenVisible` in the shell) renders first in the language the page was served in, then in the
 * reader's. A reader who switched language before the part was taken over would otherwise have
 * it rendered in the new language over the served HTML of the old, which React refuses (error
 * 418) and renders anew. React reads the served language while it takes the part over (the server
 * snapshot of `useSyncExternalStore`) and the current one on every render after.
 */
export function ServedLanguage({ children }: { children: ReactNode }) {
  const { i18n: page } = useTranslation();
  const subscribe = useCallback(
    (notify: () => void) => {
      page.on('languageChanged', notify);
      return () => page.off('languageChanged', notify);
    },
    [page],
  );
  const current = () => toLanguage(page.language);
  const language = useSyncExternalStore(subscribe, current, () => servedLanguage() ?? current());
  const instance = useMemo(
    () =>
      language === toLanguage(page.language)
        ? page
        : page.cloneInstance({ lng: language, initAsync: false }),
    [page, language],
  );
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
