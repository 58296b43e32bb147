import { screen } from '@testing-library/react';
import { addMessages } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { loadRemoteModule } from '../registry';
import { RemoteWidget } from '../remote-widget';

jest.mock('../registry', () => ({ loadRemoteModule: jest.fn() }));

beforeAll(() => addMessages('shell', { zh, en }));

test('a widget that fails shows a small error with a retry; its neighbours are not touched', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.mocked(loadRemoteModule);
  load.mockImplementation((id) =>
    id === 'news/LatestNews'
      ? Promise.reject(
          Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
        )
      : Promise.resolve({ default: () => <p>Four featured books</p> }),
  );

  const { user } = renderWithProviders(
    <>
      <RemoteWidget id="news/LatestNews" nameKey="home.widgets.latestNews" />
      <RemoteWidget id="books/FeaturedBooks" nameKey="home.widgets.featuredBooks" />
    </>,
  );
  expect(await screen.findByText('Four featured books')).toBeVisible();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Latest news could not be loaded.');

  load.mockResolvedValueOnce({ default: () => <p>Five news items</p> });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Five news items')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Four featured books')).toBeVisible();
});
