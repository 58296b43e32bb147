export { darkBlueTheme, type PortalTheme } from './theme';
export { GlobalStyle } from './global-style';
export {
  notify,
  dismiss,
  getToasts,
  useToasts,
  Toaster,
  NOTICE_HIDE_MS,
  type Toast,
} from './notify';
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/button';
export { Card } from './components/card';
export { AccessBadge, type AccessStatus } from './components/access-badge';
export { Pagination, pageSlots, type PaginationProps } from './components/pagination';
export { LoadingState, EmptyState, ErrorState } from './components/states';
export {
  QueryState,
  isEmptyData,
  type QueryLike,
  type QueryStateProps,
} from './components/query-state';
export { PageTitle } from './components/page-title';
export { StickyBar } from './components/sticky-bar';
export { VisuallyHidden } from './components/visually-hidden';
export { Cover, type CoverProps } from './components/cover';
export { MediaCard, DetailList, type MediaCardProps } from './components/media-card';
export { PagedResults, type PagedResultsProps } from './components/paged-results';
export { WidgetList, WidgetMeta, WidgetMoreLink } from './components/home-widget';
export { FormField, FilterBar, fieldControlStyles } from './components/form-field';
export { TextField, FormAlert, type TextFieldProps } from './components/text-field';
export { SearchForm, type SearchFormProps } from './components/search-form';
export { FeedLink, useFeedAlternate, type FeedLinkProps } from './components/feed-link';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { useListFilters } from './hooks/use-list-filters';
export { useHydrated } from './hooks/use-hydrated';
export { focusableElements, trapTabFocus } from './hooks/trap-tab-focus';
export { PortalProviders, type PortalProvidersProps } from './portal-providers';
export { setSafeHtml } from './html/set-safe-html';
