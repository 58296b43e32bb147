import { act, screen, within } from '@testing-library/react';
import { addMessages, setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { PrivacyPage } from '../components/privacy-page';

beforeAll(() => addMessages('shell', { zh, en }));
beforeEach(() => setLanguage('en'));

test('the policy covers every topic of the specification, effective April 2023, with contents', () => {
  renderWithProviders(<PrivacyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  expect(screen.getByText('Effective date: April 2023')).toBeInTheDocument();
  const topics = [
    /personal information we collect/i,
    /device, log and location data/i,
    /local storage and cookies/i,
    /how we use/i,
    /how we store/i,
    /sharing/i,
    /minors/i,
    /changes to this policy/i,
  ];
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  for (const topic of topics) {
    const heading = screen.getByRole('heading', { level: 2, name: topic });
    expect(within(contents).getByRole('link', { name: topic })).toHaveAttribute(
      'href',
      `#${heading.id}`,
    );
  }
});

test('the policy in Chinese', async () => {
  renderWithProviders(<PrivacyPage />);
  await act(() => setLanguage('zh'));
  expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
  expect(screen.getByText('生效日期：2023 年 4 月')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '八、未成年人保护' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contact');
});
