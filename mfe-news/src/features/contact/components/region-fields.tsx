import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useLocalized } from '@portal/shared';
import { CHINA, useAreas } from '../api/get-areas';
import { FieldError, SelectField } from './field-controls';

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface RegionFieldsProps {
  countryCode: string;
  regionCode: string;
  onCountryChange: (code: string) => void;
  onRegionChange: (code: string) => void;
  /** What is wrong with the country, already in the reader's language. */
  countryError?: string;
}

/**
 * Country or region (required; China first, as area-select lists them) and, for China, the
 * province (optional). Names follow the reader's language without asking the API again.
 */
export function RegionFields({
  countryCode,
  regionCode,
  onCountryChange,
  onRegionChange,
  countryError,
}: RegionFieldsProps) {
  const { t } = useTranslation('news');
  const localized = useLocalized();
  const countries = useAreas();
  const provinces = useAreas(CHINA, { enabled: countryCode === CHINA });

  return (
    <>
      <SelectField
        name="countryCode"
        label={t('contact.form.country')}
        error={countryError}
        value={countryCode}
        onChange={(event) => onCountryChange(event.target.value)}
        aria-busy={countries.isPending}
        autoComplete="country"
      >
        <option value="">
          {countries.isPending ? t('contact.form.loadingAreas') : t('contact.form.chooseCountry')}
        </option>
        {countries.data?.map((area) => (
          <option key={area.code} value={area.code}>
            {localized(area.name)}
          </option>
        ))}
      </SelectField>
      {countries.isError && (
        <Failure role="alert">
          <FieldError as="span">{t('contact.form.areasFailed')}</FieldError>
          <Button variant="secondary" size="sm" onClick={() => void countries.refetch()}>
            {t('contact.form.retry')}
          </Button>
        </Failure>
      )}
      {countryCode === CHINA && (
        <>
          <SelectField
            name="regionCode"
            label={t('contact.form.province')}
            value={regionCode}
            onChange={(event) => onRegionChange(event.target.value)}
            aria-busy={provinces.isPending}
          >
            <option value="">
              {provinces.isPending
                ? t('contact.form.loadingAreas')
                : t('contact.form.chooseProvince')}
            </option>
            {provinces.data?.map((area) => (
              <option key={area.code} value={area.code}>
                {localized(area.name)}
              </option>
            ))}
          </SelectField>
          {provinces.isError && (
            <Failure role="alert">
              <FieldError as="span">{t('contact.form.areasFailed')}</FieldError>
              <Button variant="secondary" size="sm" onClick={() => void provinces.refetch()}>
                {t('contact.form.retry')}
              </Button>
            </Failure>
          )}
        </>
      )}
    </>
  );
}
