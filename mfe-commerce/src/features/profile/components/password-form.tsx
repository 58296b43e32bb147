import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, FormAlert, TextField } from '@portal/shared';
import { PASSWORD_MAX_LENGTH } from '@portal/contract/validation';
import { useChangePassword } from '../api/change-password';
import { passwordError } from '../utils/validate-profile';
import { Form, Saved } from './profile-form';

const EMPTY = { current: '', next: '', confirmation: '' };

/** Change password: the current one is asked; the new one follows the password rule. */
export function PasswordForm() {
  const { t } = useTranslation('commerce');
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirmation?: string }>(
    {},
  );
  const [done, setDone] = useState(false);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setDone(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.current) found.current = t('mine.password.currentRequired');
    const error = passwordError(values.next, values.confirmation);
    if (error === 'rule') found.next = t('mine.password.rule');
    if (error === 'mismatch') found.confirmation = t('mine.password.mismatch');
    setErrors(found);
    const firstInvalid = (['current', 'next', 'confirmation'] as const).find((f) => found[f]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    change.mutate(
      { oldPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setDone(true);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="mine-password">
      <h3 id="mine-password">{t('mine.password.title')}</h3>
      <TextField
        name="current"
        type="password"
        label={t('mine.password.current')}
        value={values.current}
        onChange={(event) => set('current')(event.target.value)}
        error={errors.current}
        autoComplete="current-password"
        required
      />
      <TextField
        name="next"
        type="password"
        label={t('mine.password.new')}
        hint={t('mine.password.rule')}
        value={values.next}
        onChange={(event) => set('next')(event.target.value)}
        error={errors.next}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
      <TextField
        name="confirmation"
        type="password"
        label={t('mine.password.confirm')}
        value={values.confirmation}
        onChange={(event) => set('confirmation')(event.target.value)}
        error={errors.confirmation}
        autoComplete="new-password"
        required
      />
      {change.isError && (
        <FormAlert>
          {change.error instanceof ApiError && change.error.msg
            ? change.error.msg
            : t('mine.password.failed')}
        </FormAlert>
      )}
      <div role="status">{done && <Saved>{t('mine.password.changed')}</Saved>}</div>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('mine.password.changing') : t('mine.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
