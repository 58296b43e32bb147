import { screen, within } from '@testing-library/react';
import { addMessages } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import { HomePage } from '../../features/home/components/home-page';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import { HOME_WIDGETS } from '../home-widgets';
import { loadRemoteModule } from '../remotes/registry';

jest.mock('../remotes/registry', () => ({ loadRemoteModule: jest.fn() }));

beforeAll(() => addMessages('shell', { zh, en }));

test('while their code loads, the widgets keep the height they will take (issue 17)', () => {
  // Code that has not arrived yet.
  jest.mocked(loadRemoteModule).mockReturnValue(new Promise(() => undefined));
  renderWithProviders(<HomePage widgets={HOME_WIDGETS} />);
  const heights = Object.fromEntries(
    ['Latest journal issues', 'Featured books', 'Latest news'].map((name) => {
      const waiting = within(screen.getByRole('region', { name })).getByRole('status', {
        busy: true,
      });
      return [name, getComputedStyle(waiting).minHeight];
    }),
  );
  expect(heights).toEqual({
    'Latest journal issues': '56rem',
    'Featured books': '56rem',
    'Latest news': '32rem',
  });
});
