import type { RemoteWidget } from '@portal/shared';
import { registerWidgetMessages } from '../widgets/featured-books/i18n';
import { FeaturedBooks } from '../widgets/featured-books/components/featured-books';

// The widget can load without the section: it brings its own messages.
registerWidgetMessages();

export default FeaturedBooks satisfies RemoteWidget;
