import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/testing';
import { addMessages } from '@portal/shared';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { loadRemoteModule } from '../registry';
import { RemoteSection } from '../remote-section';

jest.mock('../registry', () => ({ loadRemoteModule: jest.fn() }));

beforeAll(() => addMessages('shell', { zh, en }));

test('a section that fails to load shows its error with a retry that loads it again', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.mocked(loadRemoteModule);
  load.mockRejectedValueOnce(
    Object.assign(new Error('Loading chunk 1 failed'), { name: 'ChunkLoadError' }),
  );
  load.mockResolvedValueOnce({ default: () => <h1>Journal home</h1> });

  renderWithProviders(<RemoteSection remote="journals" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The Journals section could not be loaded');

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Journal home' })).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a section that takes longer than the chunk timeout says so', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest
    .mocked(loadRemoteModule)
    .mockRejectedValueOnce(
      new Error('ScriptNetworkError: Script "https://cdn/remoteEntry.js" timed out.'),
    );
  renderWithProviders(<RemoteSection remote="books" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The Books section could not be loaded');
  expect(alert).toHaveTextContent('longer than 120 seconds');
});
