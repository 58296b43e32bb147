/**
 * Access to full text: the PDF checks and download, what an organization is granted, a
 * person's subscriptions and the access history of articles and books.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BookSummary } from './book';
import { Id, LocalizedText, Nullable, PageQuery, StringEnum } from './common';
import { JournalSummary } from './journal';
import { ArticleSummary } from './journal-content';
import {
  ACCESS_MODES,
  ACCESS_REASONS,
  CONTENT_TYPES,
  MAX_PERMISSION_IDS,
  ORGANIZATION_GRANT_SCOPES,
  PERMISSION_TYPES,
  SUBSCRIPTION_MEDIA,
} from './constants';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const IsoDateTime = Type.String({ format: 'date-time', description: 'ISO 8601 with time zone' });

export const ContentType = StringEnum(CONTENT_TYPES);
export type ContentType = Static<typeof ContentType>;

export const AccessMode = StringEnum(ACCESS_MODES, {
  default: 'read',
  description: 'read: the full text; preview: the first pages',
});
export type AccessMode = Static<typeof AccessMode>;

export const AccessReason = StringEnum(ACCESS_REASONS);
export type AccessReason = Static<typeof AccessReason>;

export const CheckAuthQuery = Type.Object({
  type: ContentType,
  id: Id,
  mode: Type.Optional(AccessMode),
});
export type CheckAuthQuery = Static<typeof CheckAuthQuery>;

export const AccessCheck = Type.Object({
  allowed: Type.Boolean(),
  reason: Nullable(AccessReason),
  message: Nullable(
    Type.String({ description: "Why not, in the request's language; null when allowed" }),
  ),
});
export type AccessCheck = Static<typeof AccessCheck>;

export const PermissionType = StringEnum(PERMISSION_TYPES);
export type PermissionType = Static<typeof PermissionType>;

export const ContentPermissionQuery = Type.Object({
  type: PermissionType,
  ids: Type.String({
    minLength: 1,
    maxLength: MAX_PERMISSION_IDS * 11,
    pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    description: `Comma-separated ids (at most ${MAX_PERMISSION_IDS}); answered in this order, unknown ids left out`,
  }),
  mode: Type.Optional(AccessMode),
});
export type ContentPermissionQuery = Static<typeof ContentPermissionQuery>;

export const ContentPermission = Type.Object({
  id: Id,
  allowed: Type.Boolean({ description: 'false: the list shows the item as locked' }),
  reason: Nullable(AccessReason),
});
export type ContentPermission = Static<typeof ContentPermission>;

export const AccessHistoryBody = Type.Object({ type: ContentType, id: Id });
export type AccessHistoryBody = Static<typeof AccessHistoryBody>;

export const AccessHistoryRecord = Type.Object({
  recorded: Type.Boolean({ description: 'false for anonymous readers, who have no history' }),
  viewedAt: Nullable(IsoDateTime),
});
export type AccessHistoryRecord = Static<typeof AccessHistoryRecord>;

export const ViewedArticle = Type.Object({
  ...ArticleSummary.properties,
  viewedAt: IsoDateTime,
});
export type ViewedArticle = Static<typeof ViewedArticle>;

export const ViewedChapter = Type.Object({
  id: Id,
  title: LocalizedText,
});
export type ViewedChapter = Static<typeof ViewedChapter>;

export const ViewedBook = Type.Object({
  ...BookSummary.properties,
  viewedAt: IsoDateTime,
  chapter: Nullable(ViewedChapter, { description: 'The chapter viewed; null for the book' }),
});
export type ViewedBook = Static<typeof ViewedBook>;

export const OrganizationGrantScope = StringEnum(ORGANIZATION_GRANT_SCOPES, {
  description: 'journal: every volume, also future ones; volumes: the volumes granted',
});
export type OrganizationGrantScope = Static<typeof OrganizationGrantScope>;

export const OrgAuthJournal = Type.Object({
  ...JournalSummary.properties,
  grantScope: OrganizationGrantScope,
  volumeCount: Type.Integer({ minimum: 0, description: 'Volumes the organization may read' }),
});
export type OrgAuthJournal = Static<typeof OrgAuthJournal>;

export const OrgAuthVolumesQuery = Type.Object({ ...PageQuery.properties, journalId: Id });
export type OrgAuthVolumesQuery = Static<typeof OrgAuthVolumesQuery>;

export const OrgAuthVolume = Type.Object({
  id: Id,
  number: Type.Integer({ minimum: 1 }),
  year: Type.Integer(),
  issueCount: Type.Integer({ minimum: 0 }),
  grantScope: OrganizationGrantScope,
});
export type OrgAuthVolume = Static<typeof OrgAuthVolume>;

export const OrgAuthBooksCount = Type.Object({ total: Type.Integer({ minimum: 0 }) });
export type OrgAuthBooksCount = Static<typeof OrgAuthBooksCount>;

export const Subscription = Type.Object({
  id: Id,
  journal: JournalSummary,
  startDate: IsoDate,
  endDate: IsoDate,
  medium: StringEnum(SUBSCRIPTION_MEDIA, {
    description: 'Either includes the online full text',
  }),
  active: Type.Boolean({ description: 'Today lies within the period' }),
});
export type Subscription = Static<typeof Subscription>;
