import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useLocalized } from '@portal/shared';
import { FieldError, SelectField } from './field-controls';
import { CHINA, useAreas } from './use-areas';

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The form's own words for the two fields, in the reader's language. */
export interface RegionLabels {
  country: string;
  chooseCountry: string;
  province: string;
  chooseProvince: string;
  /** Said when a list cannot be loaded, beside a Try again button. */
  failed: string;
}

export interface RegionFieldsProps {
  countryCode: string;
  regionCode: string;
  onCountryChange: (code: string) => void;
  onRegionChange: (code: string) => void;
  labels: RegionLabels;
  /** What is wrong with the country, already in the reader's language. */
  countryError?: string;
  /** What is wrong with the province, already in the reader's language. */
  regionError?: string;
  /** The country's `autocomplete` token (`country`, or `shipping country` for an address). */
  countryAutoComplete?: string;
}

/**
 * Country or region (required; China first, as area-select lists them) and, for China, the
 * province (optional). Names follow the reader's language without asking the API again; a list
 * that cannot be loaded says so with a way to try again.
 */
export function RegionFields({
  countryCode,
  regionCode,
  onCountryChange,
  onRegionChange,
  labels,
  countryError,
  regionError,
  countryAutoComplete = 'country',
}: RegionFieldsProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const countries = useAreas();
  const provinces = useAreas(CHINA, { enabled: countryCode === CHINA });

  const failure = (retry: () => void) => (
    <Failure role="alert">
      <FieldError as="span">{labels.failed}</FieldError>
      <Button variant="secondary" size="sm" onClick={retry}>
        {t('retry')}
      </Button>
    </Failure>
  );

  return (
    <>
      <SelectField
        name="countryCode"
        label={labels.country}
        error={countryError}
        value={countryCode}
        onChange={(event) => onCountryChange(event.target.value)}
        aria-busy={countries.isPending}
        autoComplete={countryAutoComplete}
      >
        <option value="">{countries.isPending ? t('loading') : labels.chooseCountry}</option>
        {countries.data?.map((area) => (
          <option key={area.code} value={area.code}>
            {localized(area.name)}
          </option>
        ))}
      </SelectField>
      {countries.isError && failure(() => void countries.refetch())}
      {countryCode === CHINA && (
        <>
          <SelectField
            name="regionCode"
            label={labels.province}
            error={regionError}
            value={regionCode}
            onChange={(event) => onRegionChange(event.target.value)}
            aria-busy={provinces.isPending}
          >
            <option value="">{provinces.isPending ? t('loading') : labels.chooseProvince}</option>
            {provinces.data?.map((area) => (
              <option key={area.code} value={area.code}>
                {localized(area.name)}
              </option>
            ))}
          </SelectField>
          {provinces.isError && failure(() => void provinces.refetch())}
        </>
      )}
    </>
  );
}
