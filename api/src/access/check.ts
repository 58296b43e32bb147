/** The access check every PDF call runs: facts from the database, then the rules. */
import type { AccessMode, PermissionType } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { preferredLanguage } from '../lib/language';
import type { Db } from '../db/db';
import type { Viewer } from '../lib/viewer';
import { contentFacts } from '../repositories/access-repository';
import { accessMessage, type AccessMessage } from './messages';
import { decideAccess, type AccessDecision } from './rules';

/** The decision for each object that exists, by id. */
export async function checkAccess(
  db: Db,
  viewer: Viewer,
  type: PermissionType,
  ids: readonly number[],
  mode: AccessMode,
): Promise<Map<number, AccessDecision>> {
  const facts = await contentFacts(db, type, ids, viewer);
  return new Map([...facts].map(([id, fact]) => [id, decideAccess(fact, mode)]));
}

export const messageFor = (request: FastifyRequest, key: AccessMessage) =>
  accessMessage(key, preferredLanguage(request.headers['accept-language']));

/**
 * The organization asking, for the lists of what an organization is granted: null for an
 * anonymous visitor (who is shown empty lists, as the front end asks before an organization has
 * signed in), 403 for a person (401 would sign them out).
 */
export function organizationOf(request: FastifyRequest): number | null {
  const { viewer } = request;
  if (viewer.kind === 'organization') return viewer.organizationId;
  if (viewer.kind === 'anonymous') return null;
  throw new HttpError(403, messageFor(request, 'organizationsOnly'));
}
