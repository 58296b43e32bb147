/**
 * The specification's validation rules (section 5), shared by the forms and the API so that both
 * accept exactly the same input. Each rule is a predicate; where a JSON-schema pattern can say the
 * same, the pattern is exported too (the API's TypeBox schemas use it).
 */

/** 6 to 16 characters, none of them whitespace. */
export const PASSWORD_PATTERN = '^\\S{6,16}$';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;

/** A mainland China mobile number: 1, then 3, 4, 5, 7 or 8, then nine more digits. */
export const MAINLAND_PHONE_PATTERN = '^1[34578][0-9]{9}$';

/** A number outside the mainland, in international form (E.164): `+`, country code, number. */
export const INTERNATIONAL_PHONE_PATTERN = '^\\+[1-9][0-9]{6,14}$';

/** A phone number as the portal stores it: mainland, or international with its `+` prefix. */
export const PHONE_PATTERN = `(${MAINLAND_PHONE_PATTERN})|(${INTERNATIONAL_PHONE_PATTERN})`;

/** Longest e-mail address a mail system delivers to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Something before and after one `@`, a dot in the domain, no whitespace and no control
 * characters. A JSON-schema pattern used with the `u` flag (as Ajv does).
 */
export const EMAIL_PATTERN = '^[^\\s@\\p{Cc}]+@[^\\s@.\\p{Cc}]+(\\.[^\\s@.\\p{Cc}]+)+$';

const PASSWORD = new RegExp(PASSWORD_PATTERN, 'u');
const MAINLAND_PHONE = new RegExp(MAINLAND_PHONE_PATTERN);
const PHONE = new RegExp(`^(${PHONE_PATTERN})$`);
const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

export function isValidPassword(value: string): boolean {
  return PASSWORD.test(value);
}

export function isMainlandPhone(value: string): boolean {
  return MAINLAND_PHONE.test(value);
}

export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value);
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** Weights of the first 17 digits of an 18-digit ID (GB 11643-1999, ISO 7064 MOD 11-2). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder of the weighted sum modulo 11. */
const ID_CHECK_CHARACTERS = '10X98765432';

/** The check character an 18-digit ID ends with, computed from its first 17 digits. */
export function nationalIdCheckCharacter(first17Digits: string): string {
  let sum = 0;
  for (let i = 0; i < ID_WEIGHTS.length; i++) {
    sum += Number(first17Digits[i]) * (ID_WEIGHTS[i] ?? 0);
  }
  return ID_CHECK_CHARACTERS[sum % 11] ?? '';
}

/** True for a real calendar day from 1900-01-01 up to `today`. */
function isPastDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

/**
 * A mainland resident ID number: 18 digits (the last may be `X`) with a valid check character, or
 * the older 15 digits (no check character, two-digit year of the 1900s); in both the birth date
 * must be a real day, not in the future. `today` is for tests.
 */
export function isNationalId(value: string, today: Date = new Date()): boolean {
  const id = value.toUpperCase();
  if (/^[1-9][0-9]{16}[0-9X]$/.test(id)) {
    const birth = id.slice(6, 14);
    const valid = isPastDate(
      Number(birth.slice(0, 4)),
      Number(birth.slice(4, 6)),
      Number(birth.slice(6, 8)),
      today,
    );
    return valid && nationalIdCheckCharacter(id.slice(0, 17)) === id[17];
  }
  if (/^[1-9][0-9]{14}$/.test(id)) {
    const birth = id.slice(6, 12);
    return isPastDate(
      1900 + Number(birth.slice(0, 2)),
      Number(birth.slice(2, 4)),
      Number(birth.slice(4, 6)),
      today,
    );
  }
  return false;
}

/** The Luhn (mod 10) check of a card number's last digit (ISO/IEC 7812): catches a mistyped digit
 * and most swapped neighbours. The checkout and the payment API check the same way. */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
