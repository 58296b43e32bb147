export {
  PAGES,
  PATH_GROUPS,
  OLD_BOOK_PATHS,
  JOURNAL_VIEWS,
  type Filters,
  type JournalView,
  type OrderingEntryParam,
  type PageName,
} from './pages';
export { page, typed, type Page, type PathParams, type PathValue, type QueryValue } from './page';
