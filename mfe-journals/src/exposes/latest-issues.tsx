import type { RemoteWidget } from '@portal/shared';
import { registerWidgetMessages } from '../widgets/latest-issues/i18n';
import { LatestIssues } from '../widgets/latest-issues/components/latest-issues';

// The widget can load without the section: it brings its own messages.
registerWidgetMessages();

export default LatestIssues satisfies RemoteWidget;
