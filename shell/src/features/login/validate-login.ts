import { isEmail, isValidPassword } from '@portal/shared';

/** Message keys (under `shell:login.errors`) of what is wrong with each field. */
export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

/** The spec's rules (section 5): an e-mail address, and a password of 6 to 16 non-spaces. */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email) errors.email = 'emailRequired';
  else if (!isEmail(email)) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  else if (!isValidPassword(password)) errors.password = 'passwordInvalid';
  return errors;
}
