import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Area } from '@portal/contract';
import { mockApi, ok, type MockApi } from '@portal/testing';
import { renderWithProviders, resetPortalState } from '@portal/testing';
import { RegionFields, type RegionLabels } from '../region-fields';

const COUNTRIES: Area[] = [
  { code: 'CN', level: 'country', name: { en: 'China', zh: '中国' }, hasChildren: true },
  { code: 'GB', level: 'country', name: { en: 'United Kingdom', zh: '英国' }, hasChildren: false },
];
const PROVINCES: Area[] = [
  { code: '110000', level: 'province', name: { en: 'Beijing', zh: '北京市' }, hasChildren: true },
];

const LABELS: RegionLabels = {
  country: 'Country or region',
  chooseCountry: 'Choose a country or region',
  province: 'Province (optional)',
  chooseProvince: 'Choose a province',
  failed: 'The list could not be loaded.',
};

function Picker({ error }: { error?: string }) {
  const [country, setCountry] = useState('');
  const [region, setRegion] = useState('');
  return (
    <RegionFields
      countryCode={country}
      regionCode={region}
      onCountryChange={setCountry}
      onRegionChange={setRegion}
      labels={LABELS}
      countryError={error}
    />
  );
}

let api: MockApi | undefined;

beforeEach(() => resetPortalState());
afterEach(() => api?.restore());

test('lists the countries, and the provinces only once China is chosen', async () => {
  api = mockApi({
    'GET /area/area-select': ({ params }) => ok(params.parentCode === 'CN' ? PROVINCES : COUNTRIES),
  });
  const user = userEvent.setup();
  renderWithProviders(<Picker />);
  const country = screen.getByRole('combobox', { name: 'Country or region' });
  await screen.findByRole('option', { name: 'United Kingdom' });
  expect(screen.queryByRole('combobox', { name: 'Province (optional)' })).not.toBeInTheDocument();

  await user.selectOptions(country, 'China');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Province (optional)' }),
    'Beijing',
  );
  expect(screen.getByRole('combobox', { name: 'Province (optional)' })).toHaveValue('110000');
  expect(api.requests.map((request) => request.params.parentCode)).toEqual([undefined, 'CN']);
});

test("ties the country's error to it", () => {
  api = mockApi({ 'GET /area/area-select': ok(COUNTRIES) });
  renderWithProviders(<Picker error="Choose your country or region" />);
  const country = screen.getByRole('combobox', { name: 'Country or region' });
  expect(country).toHaveAttribute('aria-invalid', 'true');
  expect(country).toHaveAccessibleDescription('Choose your country or region');
});

test('a list that cannot be loaded says so, and Try again loads it', async () => {
  let fail = true;
  api = mockApi({
    'GET /area/area-select': () => (fail ? { status: 503 } : ok(COUNTRIES)),
  });
  const user = userEvent.setup();
  renderWithProviders(<Picker />);
  const failure = await screen.findByText('The list could not be loaded.');
  expect(failure.closest('[role="alert"]')).not.toBeNull();

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('option', { name: 'China' });
  await waitFor(() =>
    expect(screen.queryByText('The list could not be loaded.')).not.toBeInTheDocument(),
  );
});
