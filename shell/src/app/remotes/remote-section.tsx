import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteProgressBar } from '../../features/remote-progress/components/remote-progress-bar';
import { SectionFailure } from '../../features/remote-progress/components/section-failure';
import { PartLive } from '../page-live';
import { loadRemoteModule } from './registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { classifyRemoteFailure } from './remote-failure';
import type { RemoteName } from '@portal/shared/remotes';

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
        <>
          <SectionFailure
            section={t(`shell:section.${remote}`)}
            kind={classifyRemoteFailure(error)}
            onRetry={retry}
          />
          {/* A failure with its Try again is the section's answer to the reader. */}
          <PartLive part={remote} />
        </>
      )}
    >
      <Suspense fallback={<RemoteProgressBar section={t(`shell:section.${remote}`)} />}>
        <App />
        <PartLive part={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
