import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { bus } from '../../../events/bus';
import { initI18n } from '../../../i18n/i18n';
import { darkBlueTheme } from '../../theme';
import { dismiss, getToasts, notify, NOTICE_HIDE_MS } from '../notify-store';
import { Toaster } from '../toaster';

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  for (const toast of getToasts()) dismiss(toast.key);
  jest.useRealTimers();
});

test('a notice with the same key or message never stacks', () => {
  const shown = jest.fn();
  const unsubscribe = bus.on('notify', shown);
  notify({ kind: 'info', message: 'Trying to load, please wait', key: 'pending' });
  notify({ kind: 'info', message: 'Trying to load, please wait', key: 'pending' });
  notify({ kind: 'error', message: 'Server error' });
  notify({ kind: 'error', message: 'Server error' });
  expect(getToasts().map((toast) => toast.message)).toEqual([
    'Trying to load, please wait',
    'Server error',
  ]);
  expect(shown).toHaveBeenCalledTimes(2);
  unsubscribe();
});

test('a notice with a known key replaces the shown one in place', () => {
  notify({ kind: 'info', message: 'Saving', key: 'save' });
  notify({ kind: 'success', message: 'Saved', key: 'save' });
  expect(getToasts()).toEqual([{ kind: 'success', message: 'Saved', key: 'save' }]);
});

test('notices hide after 5 s; sticky ones stay until dismissed', () => {
  notify({ kind: 'success', message: 'Added to your cart' });
  notify({ kind: 'info', message: 'Trying to load, please wait', key: 'pending', sticky: true });
  act(() => jest.advanceTimersByTime(NOTICE_HIDE_MS - 1));
  expect(getToasts()).toHaveLength(2);
  act(() => jest.advanceTimersByTime(1));
  expect(getToasts().map((toast) => toast.key)).toEqual(['pending']);
  act(() => jest.advanceTimersByTime(60_000));
  expect(getToasts()).toHaveLength(1);
  dismiss('pending');
  expect(getToasts()).toHaveLength(0);
});

test('a repeated notice restarts its clock', () => {
  notify({ kind: 'error', message: 'Server error' });
  act(() => jest.advanceTimersByTime(4_000));
  notify({ kind: 'error', message: 'Server error' });
  act(() => jest.advanceTimersByTime(4_000));
  expect(getToasts()).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1_000));
  expect(getToasts()).toHaveLength(0);
});

test('the Toaster is a polite live region; errors are alerts; a notice can be dismissed', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ThemeProvider theme={darkBlueTheme}>
      <Toaster />
    </ThemeProvider>,
  );
  const region = screen.getByRole('status', { name: 'Notifications' });
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();

  act(() => {
    notify({ kind: 'info', message: 'Trying to load, please wait' });
    notify({ kind: 'error', message: 'Request timed out, please adjust the network to try again' });
  });
  expect(within(region).getByText('Trying to load, please wait')).toBeInTheDocument();
  expect(within(region).getByRole('alert')).toHaveTextContent('Request timed out');

  await user.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
  expect(within(region).queryByText('Trying to load, please wait')).not.toBeInTheDocument();
});
