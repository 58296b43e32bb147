import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, TextField } from '@portal/shared';
import { PASSWORD_MAX_LENGTH } from '@portal/contract/validation';
import { useServerErrors } from '@portal/parts/forms';
import { useChangePassword } from '../api/change-password';
import { passwordError } from '../utils/validate-profile';
import { Form, Saved } from './profile-form';

const EMPTY = { current: '', next: '', confirmation: '' };
/** The form's field for each field of the request. */
const REQUEST_FIELDS = { oldPassword: 'current', newPassword: 'next' } as const;

/** Change password: the current one is asked; the new one follows the password rule. */
export function PasswordForm() {
  const { t } = useTranslation('commerce');
  const change = useChangePassword();
  const server = useServerErrors<keyof typeof EMPTY>(REQUEST_FIELDS);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirmation?: string }>(
    {},
  );
  const [done, setDone] = useState(false);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    server.edited(field);
    setDone(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (field: keyof typeof EMPTY) =>
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    // The API's word was on the last attempt: this one is checked anew.
    server.clear();
    const found: typeof errors = {};
    if (!values.current) found.current = t('mine.password.currentRequired');
    const error = passwordError(values.next, values.confirmation);
    if (error === 'rule') found.next = t('mine.password.rule');
    if (error === 'mismatch') found.confirmation = t('mine.password.mismatch');
    setErrors(found);
    const firstInvalid = (['current', 'next', 'confirmation'] as const).find((f) => found[f]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    change.mutate(
      { oldPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setDone(true);
        },
        onError: (error) => {
          // The field the API refused gets the focus: its message is read with it.
          const [refused] = server.show(error);
          if (refused) focus(refused);
        },
      },
    );
  };

  const formError = server.formError(t('mine.password.failed'));
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="mine-password">
      <h3 id="mine-password">{t('mine.password.title')}</h3>
      <TextField
        name="current"
        type="password"
        label={t('mine.password.current')}
        value={values.current}
        onChange={(event) => set('current')(event.target.value)}
        error={errors.current ?? server.fieldError('current')}
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
        error={errors.next ?? server.fieldError('next')}
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
        error={errors.confirmation ?? server.fieldError('confirmation')}
        autoComplete="new-password"
        required
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div role="status">{done && <Saved>{t('mine.password.changed')}</Saved>}</div>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('mine.password.changing') : t('mine.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
