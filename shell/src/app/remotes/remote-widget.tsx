import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LoadingState, type RemoteModuleId } from '@portal/shared';
import { WhenVisible } from '../when-visible';
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

function lazyWidget(id: RemoteWidgetId) {
  return lazy(() => loadRemoteModule(id));
}

export interface RemoteWidgetProps {
  id: RemoteWidgetId;
  nameKey: string;
  /**
   * The loaded widget's usual height (a CSS length), kept while its code loads: the widget
   * arriving then moves nothing below it, the footer included (issue 17).
   */
  minHeight?: string;
}

/**
 * A remote's home-page widget, loaded at run time like a section once it comes near the window
 * (a first visit loads only the widgets the reader sees): while it loads a busy status in the
 * widget's space, and when it fails a small message with a retry, confined to the widget so the
 * rest of the home page stays.
 */
export function RemoteWidget({ id, nameKey, minHeight }: RemoteWidgetProps) {
  const { t } = useTranslation('shell');
  const [Widget, setWidget] = useState(() => lazyWidget(id));
  const loading = <LoadingState label={t('home.widgets.loading')} minHeight={minHeight} />;
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
      <WhenVisible fallback={loading}>
        <Suspense fallback={loading}>
          <Widget />
        </Suspense>
      </WhenVisible>
    </RemoteErrorBoundary>
  );
}
