/**
 * Sign-in: the parameters and answers of `POST /api/bgcloud-auth/oauth/token`. Unlike every other
 * call it answers OAuth style, outside the envelope: a token, or `{ code, error_description }`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LocalizedText, StringEnum } from './common';
import { DEFAULT_TENANT_ID, GRANT_TYPES, MAX_PASSWORD_LENGTH, USER_TYPES } from './constants';

export const GrantType = StringEnum(GRANT_TYPES);
export type GrantType = Static<typeof GrantType>;

export const UserType = StringEnum(USER_TYPES);
export type UserType = Static<typeof UserType>;

/**
 * The parameters of a token call, sent as query parameters (as the front ends do) or as a JSON or
 * form body; which ones a grant needs is checked by the API, with a message in the reader's
 * language. No defaults here: a body's default would override the query's value.
 */
export const TokenParams = Type.Object({
  tenantId: Type.Optional(
    Type.String({
      pattern: '^[0-9A-Za-z_-]{1,32}$',
      description: `Tenant; ${DEFAULT_TENANT_ID} when absent`,
    }),
  ),
  grant_type: Type.Optional(GrantType),
  username: Type.Optional(
    Type.String({ maxLength: 254, description: 'grant_type password: the e-mail address' }),
  ),
  password: Type.Optional(
    Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'grant_type password' }),
  ),
  refresh_token: Type.Optional(
    Type.String({
      maxLength: 512,
      description: "Accepted and ignored: a renewal uses the HttpOnly `TC_refresh` cookie's token",
    }),
  ),
  scope: Type.Optional(Type.String({ maxLength: 100, description: 'Accepted and ignored (all)' })),
  action: Type.Optional(Type.String({ maxLength: 100, description: 'Accepted and ignored' })),
});
export type TokenParams = Static<typeof TokenParams>;

export const TokenHeaders = Type.Object({
  'user-type': Type.Optional(UserType),
});
export type TokenHeaders = Static<typeof TokenHeaders>;

/**
 * A granted session. Its refresh token is not in the answer: it is set as the HttpOnly cookie
 * `TC_refresh`, sent only to the token endpoint, where no script of the page can read it.
 */
export const TokenResponse = Type.Object({
  code: Type.Literal(200),
  access_token: Type.String({
    description: 'Send as `Portal-Auth: bearer <token>`; keep it in memory only',
  }),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'Seconds the access token is valid' }),
  tenant_id: Type.String(),
  type: UserType,
  nick_name: Type.String({
    description: "A person's nick name, or the organization's name in the request's language",
  }),
  user_name: Type.String({ description: "A person's e-mail address; empty for an organization" }),
  ad_name: Type.String({ description: "The organization's name; empty for a person" }),
  user_id: Type.String({ description: 'Id of the person or of the organization' }),
  /** The name to show in either language (a nick name is the same in both). */
  display_name: LocalizedText,
  admin_token: Type.Optional(
    Type.String({
      description:
        'Staff only: send as `Admin-Auth: bearer <token>` to the staff routes; keep it in memory only. Never given to readers',
    }),
  ),
  admin_expires_in: Type.Optional(
    Type.Integer({ description: 'Staff only: seconds the admin token is valid' }),
  ),
});
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * An organization sign-in refused because no organization owns the caller's network address.
 * Most visitors' addresses belong to none and every page load asks, so this ordinary outcome is
 * an HTTP 200 (browsers log every 4xx answer as an error in the console).
 */
export const TokenRefusal = Type.Object({
  code: Type.Literal(401),
  success: Type.Literal(false),
  error_description: Type.String(),
});
export type TokenRefusal = Static<typeof TokenRefusal>;

/** Any other failure, with the HTTP status as `code`: 400, 401, 429 or 500. */
export const TokenError = Type.Object({
  code: Type.Integer(),
  error_description: Type.String({ description: "In the request's Accept-Language (zh or en)" }),
});
export type TokenError = Static<typeof TokenError>;

/** `POST .../token/revoke`: the session of the cookie, if any, is over and the cookie cleared. */
export const TokenRevoked = Type.Object({ code: Type.Literal(200) });
export type TokenRevoked = Static<typeof TokenRevoked>;

/** `GET .../organization`: whether the caller's network address has organization access. */
export const OrganizationAvailability = Type.Object({
  code: Type.Literal(200),
  available: Type.Boolean(),
});
export type OrganizationAvailability = Static<typeof OrganizationAvailability>;

/** `GET /api/staff/session`: the staff member whose admin token the request carries. */
export const StaffSession = Type.Object({
  userId: Type.Integer(),
  email: Type.String(),
  nickName: Type.String(),
  tenantId: Type.String(),
  staffSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the staff role was granted (null for a grant older than its record)',
  }),
});
export type StaffSession = Static<typeof StaffSession>;
