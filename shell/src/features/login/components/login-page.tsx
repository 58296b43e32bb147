import { useTranslation } from 'react-i18next';
import { EmptyState, PageTitle } from '@portal/shared';

/** Sign-in arrives with the session issue; the route exists so 401 handling has a target. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="login-title">
      <PageTitle id="login-title">{t('shell:title.login')}</PageTitle>
      <EmptyState message={t('common:comingSoon')} />
    </section>
  );
}
