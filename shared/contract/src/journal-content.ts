/**
 * Journal content: a journal's about page, editorial board, volumes and issues, and its articles
 * (in issues, online first and accepted), with authors, MSC codes and publication speed.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LocalizedText, Nullable, PageQuery, StringEnum, TitleText } from './common';
import { JournalSummary } from './journal';
import {
  ARTICLE_STATUSES,
  AUTHOR_KEY_PATTERN,
  EDITOR_ROLE_CODES,
  MAX_ABBREVIATION_LENGTH,
  MSC_SCHEMES,
  PRICE_CURRENCIES,
  PRICE_MEDIA,
  SUBSCRIBER_TYPES,
} from './constants';

/** An ISO date, `YYYY-MM-DD`. */
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const JournalIdQuery = Type.Object({ id: Id });
export type JournalIdQuery = Static<typeof JournalIdQuery>;

export const JournalAbbreviationQuery = Type.Object({
  abbr: Type.String({
    minLength: 1,
    maxLength: MAX_ABBREVIATION_LENGTH,
    description:
      'ISO 4 abbreviation, e.g. `J. Algebr. Struct.`; only its letters and digits count, in any ' +
      'case: `j-algebr-struct` and `JAlgebrStruct` name the same journal',
  }),
});
export type JournalAbbreviationQuery = Static<typeof JournalAbbreviationQuery>;

export const JournalPrice = Type.Object({
  year: Type.Integer(),
  subscriber: StringEnum(SUBSCRIBER_TYPES),
  medium: StringEnum(PRICE_MEDIA),
  currency: StringEnum(PRICE_CURRENCIES),
  amount: Type.Number({ minimum: 0 }),
});
export type JournalPrice = Static<typeof JournalPrice>;

export const JournalDetail = Type.Object({
  ...JournalSummary.properties,
  foundedYear: Type.Integer(),
  publisher: LocalizedText,
  aimsAndScope: LocalizedText,
  indexing: Type.Array(Type.String(), { description: 'Databases that index the journal' }),
  sponsors: Type.Array(LocalizedText),
  submission: LocalizedText,
  prices: Type.Array(JournalPrice, { description: 'Subscription prices of the current year' }),
  articleCount: Type.Integer({ minimum: 0, description: 'Published articles in its issues' }),
});
export type JournalDetail = Static<typeof JournalDetail>;

export const JournalContentQuery = Type.Object({ journalId: Id });
export type JournalContentQuery = Static<typeof JournalContentQuery>;

export const EditorRoleCode = StringEnum(EDITOR_ROLE_CODES);
export type EditorRoleCode = Static<typeof EditorRoleCode>;

export const Editor = Type.Object({
  id: Id,
  name: Type.String(),
  affiliation: LocalizedText,
  email: Nullable(Type.String()),
  webPage: Nullable(Type.String()),
  expertise: LocalizedText,
});
export type Editor = Static<typeof Editor>;

export const EditorialBoardGroup = Type.Object({
  role: EditorRoleCode,
  roleName: LocalizedText,
  editors: Type.Array(Editor),
});
export type EditorialBoardGroup = Static<typeof EditorialBoardGroup>;

export const IssueSummary = Type.Object({
  id: Id,
  number: Type.Integer({ minimum: 1 }),
  publishedDate: IsoDate,
  articleCount: Type.Integer({ minimum: 0 }),
});
export type IssueSummary = Static<typeof IssueSummary>;

export const VolumeWithIssues = Type.Object({
  id: Id,
  number: Type.Integer({ minimum: 1 }),
  year: Type.Integer(),
  issues: Type.Array(IssueSummary),
});
export type VolumeWithIssues = Static<typeof VolumeWithIssues>;

export const AnnualVolumes = Type.Object({
  year: Type.Integer(),
  volumes: Type.Array(VolumeWithIssues),
});
export type AnnualVolumes = Static<typeof AnnualVolumes>;

export const ArticleStatus = StringEnum(ARTICLE_STATUSES);
export type ArticleStatus = Static<typeof ArticleStatus>;

export const AuthorKey = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: AUTHOR_KEY_PATTERN,
  description: 'The key of an author, the same on all their articles, e.g. `wei-wang`',
});

export const ArticleAuthor = Type.Object({
  name: Type.String(),
  authorKey: AuthorKey,
  affiliation: LocalizedText,
});
export type ArticleAuthor = Static<typeof ArticleAuthor>;

/** Where an article appeared: its journal and, once in an issue, volume and issue. */
export const ArticleSource = Type.Object({
  journalId: Id,
  journalAbbreviation: Type.String(),
  journalTitle: LocalizedText,
  volumeId: Nullable(Id),
  volumeNumber: Nullable(Type.Integer()),
  year: Nullable(Type.Integer()),
  issueId: Nullable(Id),
  issueNumber: Nullable(Type.Integer()),
});

export const ArticleSummary = Type.Object({
  id: Id,
  status: ArticleStatus,
  title: LocalizedText,
  titleMarkup: Type.Object(LocalizedText.properties, {
    description: 'the title as HTML: text escaped, TeX as MathML',
  }),
  authors: Type.Array(ArticleAuthor),
  firstPage: Nullable(Type.Integer()),
  lastPage: Nullable(Type.Integer()),
  doi: Nullable(Type.String()),
  openAccess: Type.Boolean(),
  // Null for a published article whose source gave no history dates; an accepted paper has one.
  acceptedDate: Nullable(IsoDate),
  publishedOnlineDate: Nullable(IsoDate),
  publishedDate: Nullable(IsoDate),
  ...ArticleSource.properties,
});
export type ArticleSummary = Static<typeof ArticleSummary>;

export const MscCode = Type.Object({
  code: Type.String(),
  scheme: StringEnum(MSC_SCHEMES),
  label: LocalizedText,
});
export type MscCode = Static<typeof MscCode>;

/** An author's identifiers and part in the work, as a JATS file gives them. */
export const ArticleContributor = Type.Object({
  authorKey: AuthorKey,
  orcid: Nullable(Type.String({ description: 'ORCID iD, `0000-0002-1825-0097`' })),
  ror: Nullable(Type.String({ description: "The affiliation's ROR id, `https://ror.org/...`" })),
  email: Nullable(Type.String({ description: "The corresponding author's only" })),
  roles: Type.Array(Type.String(), { description: 'CRediT roles' }),
  corresponding: Type.Boolean(),
});
export type ArticleContributor = Static<typeof ArticleContributor>;

export const ArticleFunding = Type.Object({
  funder: Type.String(),
  awardIds: Type.Array(Type.String()),
});
export type ArticleFunding = Static<typeof ArticleFunding>;

export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  titleText: TitleText,
  abstract: LocalizedText,
  abstractMarkup: Type.Object(LocalizedText.properties, {
    description: 'the abstract as HTML: text escaped, TeX as MathML',
  }),
  keywords: Type.Object({ zh: Type.Array(Type.String()), en: Type.Array(Type.String()) }),
  mscCodes: Type.Array(MscCode),
  receivedDate: Nullable(IsoDate),
  revisedDate: Nullable(IsoDate),
  license: Nullable(Type.String({ description: '`CC BY 4.0` for open access' })),
  issuePublishedDate: Nullable(IsoDate),
  // What an imported JATS article adds (issue 31); the seed's articles have none of it.
  subtitle: Nullable(LocalizedText),
  articleType: Type.String({ description: "JATS's @article-type: `research-article`, ..." }),
  elocationId: Nullable(Type.String({ description: 'Its number in an online-only issue' })),
  mrId: Nullable(Type.String({ description: 'Mathematical Reviews (MathSciNet), `MR1234567`' })),
  zblId: Nullable(Type.String({ description: 'zbMATH Open, `1234.56789`' })),
  licenseUrl: Nullable(
    Type.String({ description: 'The licence text, `https://creativecommons.org/...`' }),
  ),
  contributors: Type.Array(ArticleContributor, {
    description: "The authors' identifiers and roles, in the order of `authors`",
  }),
  funding: Type.Array(ArticleFunding),
  hasFullText: Type.Boolean({
    description: 'Whether the article has a full text to read in the page (`article-fulltext`)',
  }),
});
export type ArticleDetail = Static<typeof ArticleDetail>;

export const ArticleReference = Type.Object({
  position: Type.Integer({ minimum: 1, description: 'Its number in the reference list' }),
  text: Type.String({
    description: 'The reference as printed: authors, title, source, year (plain text, TeX kept)',
  }),
  markup: Type.String({
    description: 'The same as HTML, text escaped and TeX as MathML: a page shows it without KaTeX',
  }),
  doi: Nullable(
    Type.String({ description: 'Without a resolver, e.g. `10.4007/annals.2014.180.2.7`' }),
  ),
  mr: Type.Optional(
    Type.String({
      pattern: '^[0-9]{7,9}$',
      description:
        "Its review in Mathematical Reviews (MathSciNet): the MR number's digits, `0189928` for MR0189928",
    }),
  ),
  zbl: Type.Optional(
    Type.String({
      pattern: '^[0-9]{4}\\.[0-9]{5}$',
      description: 'Its review in zbMATH Open: the document number, `0149.15905`',
    }),
  ),
  articleId: Nullable(
    Type.Integer({ minimum: 1, description: 'The cited article, when it is one of our journals' }),
  ),
  journalId: Nullable(
    Type.Integer({ minimum: 1, description: "The cited article's journal (its page's address)" }),
  ),
});
export type ArticleReference = Static<typeof ArticleReference>;

export const ArticleCitations = Type.Object({
  references: Type.Array(ArticleReference, { description: 'The reference list, in its order' }),
  citedBy: Type.Array(ArticleSummary, {
    description: 'Published or online-first articles of our journals citing this one, newest first',
  }),
});
export type ArticleCitations = Static<typeof ArticleCitations>;

/** A heading of the full text's table of contents: a section or a subsection. */
export const FullTextHeading = Type.Object({
  id: Type.String({ description: "The heading's anchor, an HTML id" }),
  title: Type.String({ description: 'Its label and title as HTML (MathML for formulas)' }),
  level: Type.Integer({ minimum: 1, description: '1 for a section, 2 for its subsections, ...' }),
});
export type FullTextHeading = Static<typeof FullTextHeading>;

export const FullTextSection = Type.Object({
  id: Type.String({ description: "The section's anchor, an HTML id" }),
  headings: Type.Array(FullTextHeading, {
    description: 'The headings of the section and of its subsections, in order',
  }),
  html: Type.String({
    description:
      'The section as HTML built by the server from the JATS body: headings, paragraphs, ' +
      'statements, equations, figures, tables, MathML with its TeX as annotation',
  }),
});
export type FullTextSection = Static<typeof FullTextSection>;

export const FullTextFootnote = Type.Object({
  id: Type.String({
    description: 'Its anchor is `fn-<id>`; the first mark citing it `fnref-<id>`',
  }),
  html: Type.String(),
});
export type FullTextFootnote = Static<typeof FullTextFootnote>;

/**
 * An article's full text for one reader (issue 32): every section for a reader with access or
 * of an open-access article, else the first section only and a count of those withheld.
 */
export const ArticleFullText = Type.Object({
  articleId: Id,
  sections: Type.Array(FullTextSection),
  withheld: Type.Integer({
    minimum: 0,
    description: 'How many sections after these the reader may not read (0: the whole text)',
  }),
  footnotes: Type.Array(FullTextFootnote, {
    description: 'The footnotes cited by the sections given, in order',
  }),
});
export type ArticleFullText = Static<typeof ArticleFullText>;

export const FULL_TEXT_LANGUAGES = ['zh', 'en'] as const;

export const ArticleFullTextQuery = Type.Object({
  id: Id,
  lang: StringEnum(FULL_TEXT_LANGUAGES, {
    description: 'The language of the names the file does not give (Theorem, Proof)',
  }),
});
export type ArticleFullTextQuery = Static<typeof ArticleFullTextQuery>;

export const ArticleFigureQuery = Type.Object({
  id: Id,
  name: Type.String({
    pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$',
    description: "The image's name as the body's `graphic` gives it, `fig1.svg`",
  }),
});
export type ArticleFigureQuery = Static<typeof ArticleFigureQuery>;

export const ArticleIdQuery = Type.Object({ id: Id });
export type ArticleIdQuery = Static<typeof ArticleIdQuery>;

export const ArticleNeighbours = Type.Object({
  previousId: Nullable(Id),
  nextId: Nullable(Id),
});
export type ArticleNeighbours = Static<typeof ArticleNeighbours>;

export const IssueContentQuery = Type.Object({ ...PageQuery.properties, issueId: Id });
export type IssueContentQuery = Static<typeof IssueContentQuery>;

export const AuthorContentQuery = Type.Object({ ...PageQuery.properties, authorKey: AuthorKey });
export type AuthorContentQuery = Static<typeof AuthorContentQuery>;

export const OnlineFirstQuery = Type.Object({
  ...PageQuery.properties,
  journalId: Type.Optional(Id),
});
export type OnlineFirstQuery = Static<typeof OnlineFirstQuery>;

export const JournalPageQuery = Type.Object({ ...PageQuery.properties, journalId: Id });
export type JournalPageQuery = Static<typeof JournalPageQuery>;

export const OpenAccessVolume = Type.Object({
  id: Id,
  number: Type.Integer({ minimum: 1 }),
  year: Type.Integer(),
  issueCount: Type.Integer({ minimum: 0 }),
  openAccessArticleCount: Type.Integer({ minimum: 1 }),
});
export type OpenAccessVolume = Static<typeof OpenAccessVolume>;

export const PublicationSpeed = Type.Object({
  year: Type.Integer({ description: 'Year of publication in an issue' }),
  articleCount: Type.Integer({ minimum: 1 }),
  medianDaysToAcceptance: Type.Number({ description: 'Received to accepted, median days' }),
  medianDaysToPublication: Type.Number({ description: 'Accepted to published, median days' }),
});
export type PublicationSpeed = Static<typeof PublicationSpeed>;
