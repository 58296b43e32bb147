/**
 * A person's account: registration, profile and password. The rules are the specification's
 * (section 5), shared with the forms through @portal/contract/validation.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from './validation';
import { Id, SingleLine } from './common';
import {
  MAX_NICK_NAME_LENGTH,
  MAX_ORGANIZATION_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
} from './constants';

const Email = Type.String({
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
  description: 'E-mail address, the sign-in name (case is ignored)',
});
const NewPassword = Type.String({
  pattern: PASSWORD_PATTERN,
  description: '6 to 16 characters without whitespace',
});
const NickName = SingleLine(MAX_NICK_NAME_LENGTH, 'Name shown on the portal');
const Phone = Type.String({
  pattern: `^(${PHONE_PATTERN})$`,
  description: 'Mainland mobile number (1[34578] and 9 digits), or international as +<digits>',
});
const CountryCode = Type.String({
  pattern: '^[A-Z]{2}$',
  description: 'ISO 3166-1 alpha-2 code of the country or region',
});
const OrganizationName = SingleLine(MAX_ORGANIZATION_NAME_LENGTH, 'School, library or company');
const NationalId = Type.String({
  pattern: '^[0-9]{15}([0-9]{2}[0-9Xx])?$',
  description: 'Mainland resident ID (15 or 18 digits; checked for its check character and date)',
});

export const RegisterBody = Type.Object({
  email: Email,
  password: NewPassword,
  nickName: NickName,
  phone: Type.Optional(Phone),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const UserProfile = Type.Object({
  id: Id,
  email: Type.String(),
  nickName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.Union([Type.String(), Type.Null()]),
  organizationName: Type.Union([Type.String(), Type.Null()]),
  nationalId: Type.Union([Type.String(), Type.Null()], {
    description: 'Masked: the first six and last four characters only',
  }),
  registeredAt: Type.String({ format: 'date-time' }),
  avatarUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'Where the avatar is served (GET /api/upload/file/:id); null without one',
  }),
});
export type UserProfile = Static<typeof UserProfile>;

/** Only the fields sent change; `null` clears an optional field. */
export const UpdateProfileBody = Type.Object({
  nickName: Type.Optional(NickName),
  phone: Type.Optional(Type.Union([Phone, Type.Null()])),
  countryCode: Type.Optional(Type.Union([CountryCode, Type.Null()])),
  organizationName: Type.Optional(Type.Union([OrganizationName, Type.Null()])),
  nationalId: Type.Optional(Type.Union([NationalId, Type.Null()])),
  avatarId: Type.Optional(
    Type.Union([
      Type.String({
        format: 'uuid',
        description: 'An image the person uploaded (upload/upload); null removes the avatar',
      }),
      Type.Null(),
    ]),
  ),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ChangePasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  newPassword: NewPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
