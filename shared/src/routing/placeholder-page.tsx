import { useTranslation } from 'react-i18next';

/** A route that exists and is reachable but whose page a later release fills. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{t(titleKey)}</h1>
      <p role="status">{t('common:comingSoon')}</p>
    </section>
  );
}
