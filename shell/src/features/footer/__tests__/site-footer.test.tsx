import { act, screen } from '@testing-library/react';
import { addMessages, setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, type MockApi } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { SiteFooter } from '../components/site-footer';

const COPYRIGHT = {
  paramKey: 'system.copyright',
  paramValue: '© 1992–2026 Example Press. All rights reserved.',
  localizedValue: {
    en: '© 1992–2026 Example Press. All rights reserved.',
    zh: '© 1992–2026 示例出版社 版权所有',
  },
};
const TECH_LINK = { paramKey: 'system.techweblink', paramValue: 'https://support.example.org' };

let api: MockApi;
beforeAll(() => addMessages('shell', { zh, en }));
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

function answer(copyright: object) {
  api = mockApi({
    'GET /periodical/param/detail': ({ params }) =>
      ok(params.paramKey === 'system.copyright' ? copyright : TECH_LINK),
  });
}

test('the copyright line follows the reader’s language, without a new request', async () => {
  await act(() => setLanguage('zh'));
  answer(COPYRIGHT);
  renderWithProviders(<SiteFooter />);
  expect(await screen.findByText('© 1992–2026 示例出版社 版权所有')).toBeVisible();

  await act(() => setLanguage('en'));
  expect(screen.getByText('© 1992–2026 Example Press. All rights reserved.')).toBeVisible();
  expect(api.requests.filter((r) => r.params.paramKey === 'system.copyright')).toHaveLength(1);
});

test('an API without the localized line still shows its one line', async () => {
  await act(() => setLanguage('zh'));
  answer({ paramKey: COPYRIGHT.paramKey, paramValue: COPYRIGHT.paramValue });
  renderWithProviders(<SiteFooter />);
  expect(await screen.findByText(COPYRIGHT.paramValue)).toBeVisible();
});
