import type { RemoteWidget } from '@portal/shared';
import { registerMessages } from '../i18n';
import { LatestIssues } from '../widgets/latest-issues/components/latest-issues';

// The widget can load without the section: it brings its own messages.
registerMessages();

export default LatestIssues satisfies RemoteWidget;
