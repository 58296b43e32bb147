import { isEmail, isPhoneNumber, isValidPassword } from '@portal/shared';
import type { RegisterBody } from '@portal/contract';
import { MAX_NICK_NAME_LENGTH } from '@portal/contract/constants';

export interface RegistrationForm {
  nickName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationForm;

/** Message keys (under `shell:register.errors`) of what is wrong with each field. */
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The fields in the order they are shown: the first with an error gets the focus. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'nickName',
  'email',
  'phone',
  'password',
  'confirmPassword',
];

/** What is sent: surrounding spaces dropped, and spaces or dashes inside a phone number. */
export function registrationBody(form: RegistrationForm): RegisterBody {
  const phone = form.phone.replace(/[\s-]/g, '');
  return {
    nickName: form.nickName.trim(),
    email: form.email.trim(),
    password: form.password,
    ...(phone ? { phone } : {}),
  };
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/**
 * The rules the API applies (spec section 5, `shared/contract/src/user.ts`), checked before
 * sending so each field says at once what it needs.
 */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const body = registrationBody(form);
  const errors: RegistrationErrors = {};
  if (!body.nickName) errors.nickName = 'nickNameRequired';
  else if ([...body.nickName].length > MAX_NICK_NAME_LENGTH || hasControlCharacter(body.nickName))
    errors.nickName = 'nickNameInvalid';
  if (!body.email) errors.email = 'emailRequired';
  else if (!isEmail(body.email)) errors.email = 'emailInvalid';
  if (body.phone !== undefined && !isPhoneNumber(body.phone)) errors.phone = 'phoneInvalid';
  if (!form.password) errors.password = 'passwordRequired';
  else if (!isValidPassword(form.password)) errors.password = 'passwordInvalid';
  if (!errors.password && form.confirmPassword !== form.password)
    errors.confirmPassword = 'confirmPasswordMismatch';
  return errors;
}
