import type { RemoteWidget } from '@portal/shared';
import { registerMessages } from '../i18n';
import { FeaturedBooks } from '../widgets/featured-books/components/featured-books';

// The widget can load without the section: it brings its own messages.
registerMessages();

export default FeaturedBooks satisfies RemoteWidget;
