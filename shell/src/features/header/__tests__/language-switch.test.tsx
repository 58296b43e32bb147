import { act, screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import { LanguageSwitch } from '../components/language-switch';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('two labelled toggle buttons, each named in its own language; a press switches at once', async () => {
  await act(() => setLanguage('en'));
  const { user } = renderWithProviders(<LanguageSwitch />);
  const group = screen.getByRole('group', { name: 'Language' });
  expect(group).toBeVisible();
  const chinese = screen.getByRole('button', { name: '中文' });
  expect(chinese).toHaveAttribute('lang', 'zh-CN');
  expect(chinese).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(chinese);
  expect(screen.getByRole('group', { name: '语言' })).toBeVisible();
  expect(chinese).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement.lang).toBe('zh-CN');
  expect(window.localStorage.getItem('TC_language')).toBe('"zh"');
});
