import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormAlert, TextField, useLocalized } from '@portal/shared';
import type { UserProfile } from '@portal/contract';
import { SelectField, useAreas, useServerErrors } from '@portal/parts/forms';
import { useUpdateProfile } from '../api/update-profile';
import {
  profileChanges,
  profileValues,
  validateProfile,
  type ProfileErrors,
  type ProfileValues,
} from '../utils/validate-profile';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 32rem;
`;

export const Saved = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.open};
  font-weight: 600;
`;

/** The form's field for each field of the request: the same names. */
const REQUEST_FIELDS = {
  nickName: 'nickName',
  phone: 'phone',
  countryCode: 'countryCode',
  organizationName: 'organizationName',
  nationalId: 'nationalId',
} as const satisfies Record<keyof ProfileValues, keyof ProfileValues>;

/** The profile's fields, checked as the reader leaves the form and saved when all are right. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const countries = useAreas();
  const update = useUpdateProfile();
  const server = useServerErrors<keyof ProfileValues>(REQUEST_FIELDS);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saved, setSaved] = useState(false);

  const change = (field: keyof ProfileValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setSaved(false);
    // A corrected field stops being marked as wrong; its error returns only on the next save.
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    server.edited(field);
  };
  const errorText = (field: keyof ProfileValues) => {
    const error = errors[field];
    return error ? t(`mine.profile.error.${error}`) : server.fieldError(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Focus the first field to fix: its error is read with it.
    const focus = (field: string) => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    // The API's word was on the last attempt: this one is checked anew.
    server.clear();
    const found = validateProfile(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    update.mutate(profileChanges(values, profile), {
      onSuccess: (next) => {
        setValues(profileValues(next));
        setSaved(true);
      },
      onError: (error) => {
        const [refused] = server.show(error);
        if (refused) focus(refused);
      },
    });
  };

  const formError = server.formError(t('mine.profile.saveFailed'));
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="mine-profile-details">
      <h3 id="mine-profile-details">{t('mine.profile.details')}</h3>
      <p>{t('mine.profile.email', { email: profile.email })}</p>
      <TextField
        name="nickName"
        label={t('mine.profile.nickName')}
        value={values.nickName}
        onChange={(event) => change('nickName')(event.target.value)}
        error={errorText('nickName')}
        autoComplete="nickname"
        required
      />
      <TextField
        name="phone"
        type="tel"
        label={t('mine.profile.phone')}
        hint={t('mine.profile.phoneHint')}
        value={values.phone}
        onChange={(event) => change('phone')(event.target.value)}
        error={errorText('phone')}
        autoComplete="tel"
      />
      <SelectField
        label={t('mine.profile.country')}
        name="countryCode"
        value={values.countryCode}
        onChange={(event) => change('countryCode')(event.target.value)}
        error={errorText('countryCode')}
        aria-busy={countries.isPending}
      >
        <option value="">{t('mine.profile.noCountry')}</option>
        {/* Until the list arrives (or if it cannot), the country on file stays selectable. */}
        {!countries.data && values.countryCode && (
          <option value={values.countryCode}>{values.countryCode}</option>
        )}
        {countries.data?.map((country) => (
          <option key={country.code} value={country.code}>
            {localize(country.name)}
          </option>
        ))}
      </SelectField>
      <TextField
        name="organizationName"
        label={t('mine.profile.organization')}
        value={values.organizationName}
        onChange={(event) => change('organizationName')(event.target.value)}
        error={errorText('organizationName')}
        autoComplete="organization"
      />
      <TextField
        name="nationalId"
        label={t('mine.profile.nationalId')}
        hint={
          profile.nationalId
            ? t('mine.profile.nationalIdOnFile', { id: profile.nationalId })
            : t('mine.profile.nationalIdHint')
        }
        value={values.nationalId}
        onChange={(event) => change('nationalId')(event.target.value)}
        error={errorText('nationalId')}
        autoComplete="off"
        inputMode="text"
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div role="status">{saved && <Saved>{t('mine.profile.saved')}</Saved>}</div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('mine.profile.saving') : t('mine.profile.save')}
        </Button>
      </div>
    </Form>
  );
}
