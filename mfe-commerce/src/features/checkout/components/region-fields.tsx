import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useLocalized } from '@portal/shared';
import { CHINA, useAreas } from '../api/get-areas';
import { FieldError, SelectField } from './select-field';

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
  const { t } = useTranslation('commerce');
  const localized = useLocalized();
  const countries = useAreas();
  const provinces = useAreas(CHINA, { enabled: countryCode === CHINA });

  const failure = (retry: () => void) => (
    <Failure role="alert">
      <FieldError as="span">{t('checkout.address.areasFailed')}</FieldError>
      <Button variant="secondary" size="sm" onClick={retry}>
        {t('checkout.retry')}
      </Button>
    </Failure>
  );

  return (
    <>
      <SelectField
        name="countryCode"
        label={t('checkout.address.countryCode')}
        error={countryError}
        value={countryCode}
        onChange={(event) => onCountryChange(event.target.value)}
        aria-busy={countries.isPending}
        autoComplete="shipping country"
      >
        <option value="">
          {countries.isPending
            ? t('checkout.address.loadingAreas')
            : t('checkout.address.chooseCountry')}
        </option>
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
            label={t('checkout.address.regionCode')}
            value={regionCode}
            onChange={(event) => onRegionChange(event.target.value)}
            aria-busy={provinces.isPending}
          >
            <option value="">
              {provinces.isPending
                ? t('checkout.address.loadingAreas')
                : t('checkout.address.chooseProvince')}
            </option>
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
