import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  FormAlert,
  TextField,
  loginPersonal,
  useReturnUrl,
} from '@portal/shared';
import { PAGES } from '@portal/pages';
import { useSignIn } from '../hooks/use-sign-in';
import { validateLogin, type LoginFieldErrors } from '../validate-login';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Footnote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/**
 * Personal sign-in with e-mail and password; the values stay when a sign-in is refused.
 *
 * The server renders this form and a reader on a slow connection types into it before the browser
 * takes the page over: what they typed stays, and a submit made then signs them in once it has.
 */
export function PersonalLoginForm() {
  const { t } = useTranslation();
  const returnUrl = useReturnUrl();
  const { signIn, pending, error, clearError, confirmation } = useSignIn('personal');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // Taking the page over, React leaves what the reader typed on screen but starts this state
  // empty, and its next render of the fields would put the empty values back: start from what
  // they hold. (React's own fix, `enableHydrationChangeEvent`, is not on in React 19's releases.)
  useLayoutEffect(() => {
    setEmail(emailInput.current?.value ?? '');
    setPassword(passwordInput.current?.value ?? '');
  }, []);

  // A form action rather than onSubmit: the server's form then goes to no address (React's
  // placeholder, with no method), so the browser never sends it by itself with the password in
  // the URL; a submit before the page is taken over is kept by React's script in the page and
  // comes here once it is, with the fields as they were then. The fields stay controlled: after
  // an action React empties a form's uncontrolled fields, and a refused sign-in keeps them.
  const submit = (fields: FormData) => {
    const username = String(fields.get('email') ?? '').trim();
    const entered = String(fields.get('password') ?? '');
    const found = validateLogin(username, entered);
    setErrors(found);
    // The server's word was on the last attempt, not on what is wrong now.
    if (found.email || found.password) clearError();
    if (found.email) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
    else signIn(() => loginPersonal({ username, password: entered }));
  };

  const message = (key: string | undefined) => key && t(`shell:login.errors.${key}`);

  return (
    <Form noValidate action={submit} aria-busy={pending}>
      {error && <FormAlert>{error}</FormAlert>}
      <TextField
        ref={emailInput}
        label={t('shell:login.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((shown) => ({ ...shown, email: undefined }));
        }}
        error={message(errors.email)}
      />
      <TextField
        ref={passwordInput}
        label={t('shell:login.password')}
        hint={t('shell:login.passwordHint')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((shown) => ({ ...shown, password: undefined }));
        }}
        error={message(errors.password)}
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('shell:login.pending') : t('shell:login.submit')}
      </Button>
      <Footnote>
        {t('shell:login.noAccount')}{' '}
        <Link to={PAGES.register.href({ returnUrl })}>{t('shell:login.register')}</Link>
      </Footnote>
      <ConfirmDialog {...confirmation} />
    </Form>
  );
}
