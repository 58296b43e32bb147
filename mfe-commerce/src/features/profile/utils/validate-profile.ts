import { isNationalId, isPhoneNumber, isValidPassword } from '@portal/contract/validation';
import { MAX_NICK_NAME_LENGTH, MAX_ORGANIZATION_NAME_LENGTH } from '@portal/contract/constants';
import type { UpdateProfileBody, UserProfile } from '@portal/contract';

/** The profile form's fields as typed. */
export interface ProfileValues {
  nickName: string;
  phone: string;
  countryCode: string;
  organizationName: string;
  /** Empty keeps the number on file: the API only ever shows it masked. */
  nationalId: string;
}

/** What is wrong with a field: a key under `mine.profile.error` of the commerce texts. */
export type FieldError = 'required' | 'tooLong' | 'phone' | 'nationalId';
export type ProfileErrors = Partial<Record<keyof ProfileValues, FieldError>>;

export function profileValues(profile: UserProfile): ProfileValues {
  return {
    nickName: profile.nickName,
    phone: profile.phone ?? '',
    countryCode: profile.countryCode ?? '',
    organizationName: profile.organizationName ?? '',
    nationalId: '',
  };
}

/**
 * The specification's rules (section 5), as the API applies them: a name, a mainland mobile
 * number or an international one with its `+`, a 15- or 18-digit resident ID with a valid date
 * and check character. Optional fields may be left empty.
 */
export function validateProfile(values: ProfileValues, today: Date = new Date()): ProfileErrors {
  const errors: ProfileErrors = {};
  const nickName = values.nickName.trim();
  if (!nickName) errors.nickName = 'required';
  else if (nickName.length > MAX_NICK_NAME_LENGTH) errors.nickName = 'tooLong';
  const phone = values.phone.trim();
  if (phone && !isPhoneNumber(phone)) errors.phone = 'phone';
  if (values.organizationName.trim().length > MAX_ORGANIZATION_NAME_LENGTH)
    errors.organizationName = 'tooLong';
  const nationalId = values.nationalId.trim();
  if (nationalId && !isNationalId(nationalId, today)) errors.nationalId = 'nationalId';
  return errors;
}

/** Only what changed, so a save never rewrites a field the reader did not touch. */
export function profileChanges(values: ProfileValues, profile: UserProfile): UpdateProfileBody {
  const changes: UpdateProfileBody = {};
  const optional = (value: string) => value.trim() || null;
  if (values.nickName.trim() !== profile.nickName) changes.nickName = values.nickName.trim();
  if (optional(values.phone) !== profile.phone) changes.phone = optional(values.phone);
  if (optional(values.countryCode) !== profile.countryCode)
    changes.countryCode = optional(values.countryCode);
  if (optional(values.organizationName) !== profile.organizationName)
    changes.organizationName = optional(values.organizationName);
  if (values.nationalId.trim()) changes.nationalId = values.nationalId.trim().toUpperCase();
  return changes;
}

/** What is wrong with a new password, or null: 6 to 16 characters, no whitespace, confirmed. */
export function passwordError(
  newPassword: string,
  confirmation: string,
): 'rule' | 'mismatch' | null {
  if (!isValidPassword(newPassword)) return 'rule';
  if (newPassword !== confirmation) return 'mismatch';
  return null;
}
