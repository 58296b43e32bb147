/**
 * The access rules of full text, as pure decisions over what the database knows of one object
 * and one viewer (`repositories/access-repository.ts` gathers those facts on every request).
 *
 * - Articles: open access is free for all; otherwise a personal subscription to the journal
 *   covering the article's year, or an organization's grant of the journal or of the article's
 *   volume. Anyone may preview an article (its first pages: title, abstract, introduction).
 * - Journals, as a list or a header shows them: as an article of the current year would be, with
 *   only a grant of the whole journal counting for the organization.
 * - Books and chapters: open access (the whole book, or one chapter of it) is free for all;
 *   otherwise a purchase (a paid order of the book or of its volume set, in either medium) or an
 *   organization's grant of either. Anyone may preview them, unless the book's preview is
 *   denied: then only readers with full access may.
 */
import type { AccessMode, AccessReason } from '@portal/contract';
import type { AccessMessage } from './messages';

export interface ArticleFacts {
  kind: 'article';
  openAccess: boolean;
  subscribed: boolean;
  organizationGranted: boolean;
}

/** A book's facts; a chapter has those of its book. */
export interface BookFacts {
  kind: 'book';
  /** The book is open access; for a chapter, also the chapter alone. */
  openAccess: boolean;
  previewDenied: boolean;
  purchased: boolean;
  organizationGranted: boolean;
}

export type ContentFacts = ArticleFacts | BookFacts;

export interface AccessDecision {
  allowed: boolean;
  reason: AccessReason | null;
  /** Which message explains a refusal; null when allowed. */
  denial: AccessMessage | null;
}

const allow = (reason: AccessReason): AccessDecision => ({ allowed: true, reason, denial: null });
const deny = (denial: AccessMessage): AccessDecision => ({ allowed: false, reason: null, denial });

function fullAccess(facts: ContentFacts): AccessReason | null {
  if (facts.openAccess) return 'open_access';
  if (facts.kind === 'article') {
    if (facts.subscribed) return 'subscription';
  } else if (facts.purchased) {
    return 'purchase';
  }
  return facts.organizationGranted ? 'organization' : null;
}

/** May this viewer read (or preview) the object? The reason names the strongest right held. */
export function decideAccess(facts: ContentFacts, mode: AccessMode): AccessDecision {
  const reason = fullAccess(facts);
  if (reason) return allow(reason);
  if (mode === 'read') return deny('fullTextDenied');
  if (facts.kind === 'book' && facts.previewDenied) return deny('previewDenied');
  return allow('preview');
}
