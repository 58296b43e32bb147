import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  Card,
  FormAlert,
  PageTitle,
  TextField,
  loginPersonal,
  useReturnUrl,
} from '@portal/shared';
import { PAGES } from '@portal/pages';
import { useServerErrors } from '@portal/parts/forms';
import { useRegisterUser } from '../api/register-user';
import {
  REGISTRATION_FIELDS,
  registrationBody,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
} from '../validate-registration';
import { registerRegistrationMessages } from '../i18n';

registerRegistrationMessages();

const Page = styled.section`
  max-width: 32rem;
  margin: 0 auto;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

const EMPTY: RegistrationForm = {
  nickName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** The form's field for each field of the request: the same names. */
const REQUEST_FIELDS = {
  nickName: 'nickName',
  email: 'email',
  phone: 'phone',
  password: 'password',
} as const satisfies Partial<Record<RegistrationField, RegistrationField>>;

/** A field's error: a message key of ours, or the server's own sentence. */
type ShownErrors = Partial<Record<RegistrationField, { key?: string; text?: string }>>;

function keyed(errors: RegistrationErrors): ShownErrors {
  const shown: ShownErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    const key = errors[field];
    if (key) shown[field] = { key };
  }
  return shown;
}

/**
 * `/register?returnUrl=`: a personal account (name, e-mail, optional phone, password). Each
 * field says what is wrong with it; once created, the reader is signed in and returned to
 * `returnUrl`, or to /home.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const returnUrl = useReturnUrl();
  const register = useRegisterUser();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [errors, setErrors] = useState<ShownErrors>({});
  const server = useServerErrors<RegistrationField>(REQUEST_FIELDS);
  /** What the whole form says when the API's answer names no field: creating, or signing in. */
  const [failed, setFailed] = useState<'shell:register.failed' | 'shell:login.failed'>(
    'shell:register.failed',
  );
  const [signingIn, setSigningIn] = useState(false);
  const pending = register.isPending || signingIn;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const focus = (name: RegistrationField) =>
      (fields.namedItem(name) as HTMLInputElement | null)?.focus();
    if (pending) return;
    // The API's word was on the last attempt: this one is checked anew.
    server.clear();
    const found = validateRegistration(form);
    setErrors(keyed(found));
    const first = REGISTRATION_FIELDS.find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    const body = registrationBody(form);
    try {
      await register.mutateAsync(body);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        setErrors({ email: { text: caught.msg || t('shell:register.failed') } });
        focus('email');
      } else {
        setFailed('shell:register.failed');
        const [refused] = server.show(caught);
        if (refused) focus(refused);
      }
      return;
    }
    setSigningIn(true);
    try {
      await loginPersonal({ username: body.email, password: body.password });
      navigate(returnUrl, { replace: true });
    } catch (caught) {
      // The account exists; only the automatic sign-in failed: the login page can do it.
      setSigningIn(false);
      setFailed('shell:login.failed');
      server.show(caught);
    }
  };

  const field = (name: RegistrationField) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [name]: value }));
      setErrors((shown) => ({ ...shown, [name]: undefined }));
      server.edited(name);
    },
    label: t(`shell:register.${name}`),
    error:
      (errors[name] && (errors[name].text ?? t(`shell:register.errors.${errors[name].key}`))) ||
      server.fieldError(name),
  });

  const loginLink = PAGES.login.href({ returnUrl });
  const failure = server.formError(t(failed));

  return (
    <Page aria-labelledby={`${id}-title`}>
      <PageTitle id={`${id}-title`}>{t('shell:register.title')}</PageTitle>
      <Intro>{t('shell:register.intro')}</Intro>
      <Card>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            {...field('nickName')}
            hint={t('shell:register.nickNameHint')}
            autoComplete="nickname"
            maxLength={100}
          />
          <TextField
            {...field('email')}
            hint={t('shell:register.emailHint')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
          <TextField
            {...field('phone')}
            hint={t('shell:register.phoneHint')}
            type="tel"
            autoComplete="tel"
          />
          <TextField
            {...field('password')}
            hint={t('shell:register.passwordHint')}
            type="password"
            autoComplete="new-password"
          />
          <TextField {...field('confirmPassword')} type="password" autoComplete="new-password" />
          <Button type="submit" disabled={pending}>
            {pending ? t('shell:register.pending') : t('shell:register.submit')}
          </Button>
          <Footnote>
            {t('shell:register.haveAccount')}{' '}
            <Link to={loginLink}>{t('shell:register.login')}</Link>
          </Footnote>
        </Form>
      </Card>
    </Page>
  );
}
