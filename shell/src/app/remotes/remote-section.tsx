import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LoadingState } from '@portal/shared';
import { loadRemoteModule } from './registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { classifyRemoteFailure } from './remote-failure';
import type { RemoteName } from './sections';

const Failure = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 36rem;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

function SectionFailure({
  remote,
  error,
  retry,
}: {
  remote: RemoteName;
  error: Error;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const kind = classifyRemoteFailure(error);
  return (
    <Failure role="alert" aria-labelledby={`remote-failed-${remote}`}>
      <h2 id={`remote-failed-${remote}`}>
        {t('shell:remote.failed', { section: t(`shell:section.${remote}`) })}
      </h2>
      <p>{t(`shell:remote.hint.${kind}`)}</p>
      <Button onClick={retry}>{t('common:retry')}</Button>
    </Failure>
  );
}

function lazySectionApp(remote: RemoteName) {
  return lazy(() => loadRemoteModule(`${remote}/App`));
}

/**
 * One section of the portal, loaded from its remote at run time. A failure shows only here,
 * with a retry that starts a fresh `lazy()` so the remote is asked for again.
 */
export function RemoteSection({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  const [App, setApp] = useState(() => lazySectionApp(remote));
  return (
    <RemoteErrorBoundary
      remote={remote}
      onRetry={() => setApp(() => lazySectionApp(remote))}
      fallback={({ error, retry }) => (
        <SectionFailure remote={remote} error={error} retry={retry} />
      )}
    >
      <Suspense fallback={<LoadingState label={t('shell:remote.loading')} />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
