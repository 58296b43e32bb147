import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type RemoteModuleId } from '@portal/shared';
import { loadRemoteModule } from './registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteName } from '@portal/shared/remotes';

/** The widgets remotes expose for the home page (DESIGN.md section 3). */
export type RemoteWidgetId = Extract<
  RemoteModuleId,
  'journals/LatestIssues' | 'books/FeaturedBooks' | 'news/LatestNews'
>;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.lockedSurface};

  p {
    margin: 0;
  }
`;

const Waiting = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function lazyWidget(id: RemoteWidgetId) {
  return lazy(() => loadRemoteModule(id));
}

/**
 * A remote's home-page widget, loaded at run time like a section: while it loads a short
 * notice, and when it fails a small message with a retry, confined to the widget so the rest
 * of the home page stays.
 */
export function RemoteWidget({ id, nameKey }: { id: RemoteWidgetId; nameKey: string }) {
  const { t } = useTranslation('shell');
  const [Widget, setWidget] = useState(() => lazyWidget(id));
  return (
    <RemoteErrorBoundary
      remote={id.split('/')[0] as RemoteName}
      onRetry={() => setWidget(() => lazyWidget(id))}
      fallback={({ retry }) => (
        <Failure role="alert">
          <p>{t('home.widgets.failed', { widget: t(nameKey) })}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('common:retry')}
          </Button>
        </Failure>
      )}
    >
      <Suspense
        fallback={
          <Waiting role="status" aria-busy="true">
            {t('home.widgets.loading')}
          </Waiting>
        }
      >
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
