/**
 * The stored rows of the catalogue's tables, column for column (migrations 0001-0025): what the
 * catalogue writer (services/catalogue-writer.ts) inserts, whether the seed or an import of real
 * content made them. The read rows of the other repositories are projections of these.
 */
import type {
  AreaLevel,
  BookBinding,
  BookMedium,
  BookTagType,
  ContributorRole,
  JournalSubject,
  NewsType,
  PublishStatus,
} from '@portal/contract';

export interface SubjectRow {
  code: JournalSubject;
  name_zh: string;
  name_en: string;
  sort_order: number;
}

export interface JournalRow {
  id: number;
  abbreviation: string;
  title_zh: string;
  title_en: string;
  issn_print: string;
  issn_online: string;
  subject_code: JournalSubject;
  open_access: boolean;
  frequency_zh: string;
  frequency_en: string;
  founded_year: number;
}

/** A journal's about fields (migration 0003), written after the journal itself. */
export interface JournalAboutRow {
  id: number;
  aims_scope_zh: string;
  aims_scope_en: string;
  indexing: string[];
  sponsors_zh: string[];
  sponsors_en: string[];
  submission_zh: string;
  submission_en: string;
  publisher_zh: string;
  publisher_en: string;
}

export interface JournalPriceRow {
  journal_id: number;
  year: number;
  subscriber: 'institutional' | 'personal';
  medium: 'print' | 'online';
  currency: 'CNY' | 'USD';
  amount: number;
}

export interface EditorRoleRow {
  code: string;
  name_zh: string;
  name_en: string;
  sort_order: number;
}

export interface EditorRow {
  id: number;
  journal_id: number;
  role_code: string;
  name: string;
  affiliation_zh: string;
  affiliation_en: string;
  email: string | null;
  web_page: string | null;
  expertise_zh: string;
  expertise_en: string;
  sort_order: number;
}

export interface VolumeRow {
  id: number;
  journal_id: number;
  year: number;
  number: number;
}

export interface IssueRow {
  id: number;
  volume_id: number;
  number: number;
  published_date: string;
}

export type MscScheme = 'MSC2000' | 'MSC2010' | 'MSC2020';

export interface MscCodeRow {
  scheme: MscScheme;
  code: string;
  label_zh: string;
  label_en: string;
}

export type ArticleStatus = 'published' | 'online_first' | 'accepted';

export interface ArticleRow {
  id: number;
  journal_id: number;
  /** Null for online-first and accepted articles, which are not in an issue yet. */
  issue_id: number | null;
  status: ArticleStatus;
  title_zh: string;
  title_en: string;
  abstract_zh: string;
  abstract_en: string;
  keywords_zh: string[];
  keywords_en: string[];
  /** Null where the source gave none (published articles often carry only publication dates). */
  received_date: string | null;
  revised_date: string;
  /** Null where the source gave none; an accepted paper (status accepted) always has one. */
  accepted_date: string | null;
  published_online_date: string | null;
  published_date: string | null;
  first_page: number | null;
  last_page: number | null;
  doi: string | null;
  license: string | null;
  open_access: boolean;
  // Migration 0025: what an imported JATS article adds. The seed's rows leave them out, so its
  // articles take the columns' defaults (null, 'research-article').
  subtitle_zh?: string | null;
  subtitle_en?: string | null;
  elocation_id?: string | null;
  article_type?: string;
  mr_id?: string | null;
  zbl_id?: string | null;
  license_url?: string | null;
  body_jats?: string | null;
  /** The back's footnote groups, as a `<back>` holding only them (migration 0034). */
  back_jats?: string | null;
  /** The body's words, for search (migration 0032): `bodyText(body_jats)`. */
  body_text?: string | null;
  pdf_key?: string | null;
  pdf_sha256?: string | null;
}

export interface ArticleAuthorRow {
  article_id: number;
  position: number;
  name: string;
  affiliation_zh: string;
  affiliation_en: string;
  /** The same person carries the same key on every article. */
  author_key: string;
  // Migration 0025, left out by the seed (null, no roles, not corresponding).
  orcid?: string | null;
  ror?: string | null;
  email?: string | null;
  roles?: string[];
  corresponding?: boolean;
}

export interface ArticleMscCodeRow {
  article_id: number;
  scheme: MscScheme;
  code: string;
  position: number;
}

export interface ArticleReferenceRow {
  article_id: number;
  position: number;
  text: string;
  doi: string | null;
  cited_article_id: number | null;
  /** The JATS `ref`'s id, which the body's citations name (migration 0032). */
  ref_id?: string | null;
  /** Its reviews' numbers in MathSciNet (digits) and zbMATH Open (migration 0033). */
  mr?: string | null;
  zbl?: string | null;
}

/** Who funded an article's work (migration 0025), in the file's order. */
export interface ArticleFundingRow {
  article_id: number;
  position: number;
  funder: string;
  award_ids: string[];
}

export interface SeriesRow {
  id: number;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  issn: string | null;
  annual: boolean;
}

export interface ContributorRow {
  id: number;
  name: string;
  affiliation: string | null;
}

export type BookLanguage = 'en' | 'zh' | 'zh-en';

export interface BookRow {
  id: number;
  series_id: number | null;
  series_number: number | null;
  parent_book_id: number | null;
  volume_number: number | null;
  title_zh: string;
  title_en: string;
  subtitle_zh: string | null;
  subtitle_en: string | null;
  description_zh: string;
  description_en: string;
  notes_zh: string | null;
  notes_en: string | null;
  supplement_zh: string | null;
  supplement_en: string | null;
  language: BookLanguage;
  edition: number;
  publish_date: string;
  medium: BookMedium;
  binding: BookBinding;
  page_count: number;
  trim_size: string;
  list_price: number;
  currency: 'CNY';
  isbn: string;
  publish_status: PublishStatus;
  featured: boolean;
  msc2020: string[];
}

export interface BookEditionRow {
  book_id: number;
  medium: BookMedium;
  binding: BookBinding;
  isbn: string;
  list_price: number;
  list_price_usd: number;
}

export interface BookContributorRow {
  book_id: number;
  contributor_id: number;
  role: ContributorRole;
  position: number;
}

export interface ChapterRow {
  id: number;
  book_id: number;
  position: number;
  label: string;
  title_zh: string;
  title_en: string;
  abstract_zh: string;
  abstract_en: string;
  /** Both or neither: a born-digital book's parts may not be paged yet. */
  first_page: number | null;
  last_page: number | null;
}

export interface ChapterAuthorRow {
  chapter_id: number;
  contributor_id: number;
  position: number;
}

export interface BookTagRow {
  id: number;
  type: BookTagType;
  code: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  contributor_id: number | null;
  sort_order: number;
}

export interface BookTagLinkRow {
  book_id: number;
  tag_id: number;
}

export interface NewsRow {
  id: number;
  type: NewsType;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  body_zh: string;
  body_en: string;
  published_at: string;
  has_cover: boolean;
  journal_id: number | null;
  book_id: number | null;
  pinned: boolean;
}

export interface OrderingCategoryRow {
  id: number;
  parent_id: number | null;
  dict_value_zh: string;
  dict_value_en: string;
  sort_order: number;
}

export interface OrderingDetailRow {
  category_id: number;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  updated_at: string;
}

export interface FaqCategoryRow {
  id: number;
  name_zh: string;
  name_en: string;
  sort_order: number;
}

export interface FaqRow {
  id: number;
  category_id: number;
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
  sort_order: number;
}

export interface ContactRow {
  id: number;
  department_zh: string;
  department_en: string;
  person_zh: string;
  person_en: string;
  email: string;
  phone: string;
  address_zh: string;
  address_en: string;
  hours_zh: string;
  hours_en: string;
  sort_order: number;
}

export interface AreaRow {
  code: string;
  parent_code: string | null;
  level: AreaLevel;
  name_zh: string;
  name_en: string;
  sort_order: number;
}
