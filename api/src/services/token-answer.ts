/**
 * What a granted sign-in answers: an access token for the grantee (a person or an organization)
 * and the refresh token of its session, with the names the front end shows. Shared by the three
 * grants of the token endpoint (routes/bgcloud-auth/oauth).
 */
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ADMIN_TOKEN_TTL_SECONDS,
  type TokenResponse,
} from '@portal/contract';
import type { DbSession } from '../db/db';
import type { TokenSubject } from '../lib/access-token';
import type { AdminTokens } from '../lib/admin-token';
import type { Language } from '../lib/language';
import type { Organization, User } from '../repositories/account-repository';
import { issueRefreshToken } from '../repositories/refresh-token-repository';
import type { SessionTokens } from '../plugins/auth';

export type Grantee =
  { kind: 'personal'; user: User } | { kind: 'organization'; organization: Organization };

/** A session: the refresh token that renews it and its family, which access tokens name. */
export interface TokenSession {
  refreshToken: string;
  familyId: string;
}

export const subjectOf = (grantee: Grantee): TokenSubject =>
  grantee.kind === 'personal'
    ? { kind: 'personal', userId: grantee.user.id }
    : { kind: 'organization', organizationId: grantee.organization.id };

export const tenantOf = (grantee: Grantee): string =>
  grantee.kind === 'personal' ? grantee.user.tenantId : grantee.organization.tenantId;

/** A new session for a grantee that has just proved who it is. */
export async function startSession(db: DbSession, grantee: Grantee): Promise<TokenSession> {
  const issued = await issueRefreshToken(db, subjectOf(grantee), tenantOf(grantee));
  return { refreshToken: issued.token, familyId: issued.familyId };
}

/**
 * The token answer of a session; an organization is named in the caller's language. A person who
 * is staff (as the database says now: a renewal reads them again) also gets an admin token of
 * the same session; nobody else does.
 */
export async function tokenAnswer(
  accessTokens: Pick<SessionTokens, 'issue'>,
  adminTokens: Pick<AdminTokens, 'issue'>,
  grantee: Grantee,
  session: TokenSession,
  language: Language,
): Promise<TokenResponse> {
  const tenantId = tenantOf(grantee);
  const accessToken = await accessTokens.issue({
    subject: subjectOf(grantee),
    tenantId,
    sessionId: session.familyId,
  });
  const common = {
    code: 200,
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    tenant_id: tenantId,
  } as const;
  if (grantee.kind === 'personal') {
    const { user } = grantee;
    const admin = user.staff && {
      admin_token: await adminTokens.issue({
        userId: user.id,
        tenantId,
        sessionId: session.familyId,
      }),
      admin_expires_in: ADMIN_TOKEN_TTL_SECONDS,
    };
    return {
      ...common,
      ...admin,
      type: 'personal',
      nick_name: user.nickName,
      user_name: user.username,
      ad_name: '',
      user_id: String(user.id),
      display_name: { zh: user.nickName, en: user.nickName },
    };
  }
  const { organization } = grantee;
  return {
    ...common,
    type: 'organization',
    nick_name: organization.name[language],
    user_name: '',
    ad_name: organization.name[language],
    user_id: String(organization.id),
    display_name: organization.name,
  };
}
