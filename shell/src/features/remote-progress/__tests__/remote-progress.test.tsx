import { act, screen } from '@testing-library/react';
import { addMessages, setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { RemoteProgressBar } from '../components/remote-progress-bar';
import { SectionFailure } from '../components/section-failure';

beforeAll(() => addMessages('shell', { zh, en }));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('the progress bar is an indeterminate progressbar named after the section', () => {
  renderWithProviders(<RemoteProgressBar section="Books" />);
  const bar = screen.getByRole('progressbar', { name: 'Loading the Books section' });
  expect(bar).not.toHaveAttribute('aria-valuenow');
  expect(screen.getByText('Loading the Books section')).toHaveAttribute('role', 'status');
});

test('a failure names the section, gives advice for its kind and retries, in both languages', async () => {
  const retry = jest.fn();
  const { user } = renderWithProviders(
    <SectionFailure section="Journals" kind="timeout" onRetry={retry} />,
  );
  const alert = screen.getByRole('alert', { name: 'The Journals section could not be loaded' });
  expect(alert).toHaveTextContent('longer than 120 seconds');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);

  await act(() => setLanguage('zh'));
  expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent('分块加载超时');
});
