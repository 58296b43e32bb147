import type { RemoteWidget } from '@portal/shared';
import { registerWidgetMessages } from '../widgets/latest-news/i18n';
import { LatestNews } from '../widgets/latest-news/components/latest-news';

// The widget can load without the section: it brings its own messages.
registerWidgetMessages();

export default LatestNews satisfies RemoteWidget;
