import type { RemoteWidget } from '@portal/shared';
import { registerMessages } from '../i18n';
import { LatestNews } from '../widgets/latest-news/components/latest-news';

// The widget can load without the section: it brings its own messages.
registerMessages();

export default LatestNews satisfies RemoteWidget;
