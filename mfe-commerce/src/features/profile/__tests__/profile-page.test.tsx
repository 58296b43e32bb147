import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import type { UpdateProfileBody } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import { PROFILE, signInPersonal } from '../../../testing/account-fixtures';
import { ProfilePage } from '../components/profile-page';

let api: MockApi;

const COUNTRIES = [
  { code: 'CN', level: 'country', name: { en: 'China', zh: '中国' }, hasChildren: true },
  { code: 'GB', level: 'country', name: { en: 'United Kingdom', zh: '英国' }, hasChildren: false },
];
const LIMITS: Record<string, string> = { 'upload.minSize': '100', 'upload.maxImageSize': '4096' };

const requestsTo = (method: string, path: string) =>
  api.requests.filter((request) => request.method === method && request.path === path);

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  signInPersonal();
  api = mockApi({
    'GET /bgcloud-user/profile': ok(PROFILE),
    'GET /area/area-select': ok(COUNTRIES),
    'GET /periodical/param/detail': (request) => {
      const paramKey = String(request.params.paramKey);
      return ok({ paramKey, paramValue: LIMITS[paramKey] });
    },
    'PUT /bgcloud-user/profile': (request) => {
      // The server answers where a saved avatar is served, not the id it was sent.
      const { avatarId, ...changes } = request.body as UpdateProfileBody;
      return ok({
        ...PROFILE,
        ...changes,
        ...(avatarId !== undefined && {
          avatarUrl: avatarId === null ? null : `/api/upload/file/${avatarId}`,
        }),
      });
    },
    'POST /upload/upload': ok({
      id: '6f1c1a52-3f0e-4d55-9a58-0c1f8f3c2d10',
      url: '/api/upload/file/6f1c1a52-3f0e-4d55-9a58-0c1f8f3c2d10',
      name: 'me.png',
      size: 2048,
      mimeType: 'image/png',
    }),
    'POST /bgcloud-user/change-password': (request) =>
      (request.body as { oldPassword: string }).oldPassword === 'reader123'
        ? ok(null)
        : {
            status: 400,
            // The API's answer as it is: its words for developers, the field named first.
            body: {
              code: 400,
              success: false,
              data: null,
              msg: 'body/oldPassword: the current password is incorrect',
            },
          },
  });
});

afterEach(() => api.restore());

function file(name: string, size: number, type = 'image/png') {
  return new File([new Uint8Array(size)], name, { type });
}

it("shows the reader's details, and saves only the fields changed", async () => {
  const { user } = renderWithProviders(<ProfilePage />);
  const details = await screen.findByRole('form', { name: 'Details' });

  expect(within(details).getByRole('textbox', { name: 'Name' })).toHaveValue('Reader');
  expect(within(details).getByRole('textbox', { name: 'Phone' })).toHaveValue('13812345678');
  expect(await within(details).findByRole('option', { name: 'China' })).toBeInTheDocument();
  expect(within(details).getByRole('combobox', { name: 'Country or region' })).toHaveValue('CN');
  expect(
    within(details).getByText('On file: 110101********1234. Leave empty to keep it.'),
  ).toBeInTheDocument();

  await user.clear(within(details).getByRole('textbox', { name: 'Name' }));
  await user.type(within(details).getByRole('textbox', { name: 'Name' }), 'Li Wei');
  await user.selectOptions(
    within(details).getByRole('combobox', { name: 'Country or region' }),
    'GB',
  );
  await user.click(within(details).getByRole('button', { name: 'Save profile' }));

  expect(await within(details).findByText('Your profile has been saved.')).toBeInTheDocument();
  expect(requestsTo('PUT', '/bgcloud-user/profile').map((request) => request.body)).toEqual([
    { nickName: 'Li Wei', countryCode: 'GB' },
  ]);
});

it('marks a wrong phone number and national ID, sends nothing, and focuses the first', async () => {
  const { user } = renderWithProviders(<ProfilePage />);
  const details = await screen.findByRole('form', { name: 'Details' });
  const phone = within(details).getByRole('textbox', { name: 'Phone' });

  await user.clear(phone);
  await user.type(phone, '12345');
  await user.type(
    within(details).getByRole('textbox', { name: 'National ID number' }),
    '110105194912310021',
  );
  await user.click(within(details).getByRole('button', { name: 'Save profile' }));

  expect(phone).toHaveFocus();
  expect(phone).toHaveAccessibleDescription(/Enter a mainland mobile number/);
  expect(
    within(details).getByRole('textbox', { name: 'National ID number' }),
  ).toHaveAccessibleDescription(/Enter a valid 15- or 18-digit national ID number/);
  expect(requestsTo('PUT', '/bgcloud-user/profile')).toHaveLength(0);

  await user.clear(phone);
  await user.type(phone, '+447911123456');
  expect(phone).not.toHaveAccessibleDescription(/Enter a mainland/);
});

it('refuses an avatar of the wrong type in the browser, before sending it', async () => {
  renderWithProviders(<ProfilePage />);
  const user = userEvent.setup({ applyAccept: false });
  const avatar = await screen.findByRole('region', { name: 'Avatar' });
  await within(avatar).findByText(/at most 4 KB/);

  await user.upload(
    within(avatar).getByLabelText('Choose an image'),
    file('cv.pdf', 2048, 'application/pdf'),
  );
  expect(within(avatar).getByRole('alert')).toHaveTextContent('File type or format error');

  await user.upload(within(avatar).getByLabelText('Choose an image'), file('big.png', 5000));
  expect(within(avatar).getByRole('alert')).toHaveTextContent(
    'The file you uploaded is too large, the maximum size is 4 KB',
  );
  expect(requestsTo('POST', '/upload/upload')).toHaveLength(0);
});

it('uploads a good avatar, saves it in the profile and shows it; then removes it', async () => {
  renderWithProviders(<ProfilePage />);
  const user = userEvent.setup({ applyAccept: false });
  const avatar = await screen.findByRole('region', { name: 'Avatar' });
  await within(avatar).findByText(/at most 4 KB/);
  expect(within(avatar).queryByRole('img')).not.toBeInTheDocument();
  expect(within(avatar).queryByRole('button', { name: 'Remove avatar' })).not.toBeInTheDocument();

  await user.upload(within(avatar).getByLabelText('Choose an image'), file('me.png', 2048));
  expect(await within(avatar).findByRole('img', { name: 'Your avatar' })).toHaveAttribute(
    'src',
    '/api/upload/file/6f1c1a52-3f0e-4d55-9a58-0c1f8f3c2d10',
  );
  expect(within(avatar).getByRole('status')).toHaveTextContent('Your avatar has been saved.');
  expect(requestsTo('POST', '/upload/upload')[0]?.body).toBeInstanceOf(FormData);
  expect(requestsTo('PUT', '/bgcloud-user/profile').map((request) => request.body)).toEqual([
    { avatarId: '6f1c1a52-3f0e-4d55-9a58-0c1f8f3c2d10' },
  ]);

  await user.click(within(avatar).getByRole('button', { name: 'Remove avatar' }));
  expect(await within(avatar).findByText('Your avatar has been removed.')).toBeInTheDocument();
  expect(within(avatar).queryByRole('img')).not.toBeInTheDocument();
  expect(requestsTo('PUT', '/bgcloud-user/profile').at(-1)?.body).toEqual({ avatarId: null });
});

it('shows the avatar the profile has saved, from the first visit on', async () => {
  api.restore();
  const saved = '/api/upload/file/0b6c7f3e-8d2a-4c11-9f0e-5a4d3c2b1a00';
  api = mockApi({
    'GET /bgcloud-user/profile': ok({ ...PROFILE, avatarUrl: saved }),
    'GET /area/area-select': ok(COUNTRIES),
    'GET /periodical/param/detail': ok({ paramKey: 'upload.minSize', paramValue: '100' }),
  });
  renderWithProviders(<ProfilePage />);
  const avatar = await screen.findByRole('region', { name: 'Avatar' });
  expect(within(avatar).getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', saved);
  expect(within(avatar).getByRole('button', { name: 'Remove avatar' })).toBeEnabled();
});

it('shows the server refusing an avatar in its words, and keeps the saved one', async () => {
  renderWithProviders(<ProfilePage />);
  const user = userEvent.setup({ applyAccept: false });
  const avatar = await screen.findByRole('region', { name: 'Avatar' });
  await within(avatar).findByText(/at most 4 KB/);

  api.restore();
  api = mockApi({
    'POST /upload/upload': {
      status: 400,
      body: { code: 400, success: false, data: null, msg: 'File type or format error' },
    },
  });
  // A page disguised as an image: only the server, reading it, can tell.
  await user.upload(within(avatar).getByLabelText('Choose an image'), file('fake.png', 2048));
  expect(await within(avatar).findByRole('alert')).toHaveTextContent('File type or format error');
  expect(requestsTo('PUT', '/bgcloud-user/profile')).toHaveLength(0);
  expect(within(avatar).queryByRole('img')).not.toBeInTheDocument();
});

it('changes the password: the current one asked, the rule checked, the server heard', async () => {
  const { user } = renderWithProviders(<ProfilePage />);
  const form = await screen.findByRole('form', { name: 'Change password' });
  const current = within(form).getByLabelText('Current password');
  const next = within(form).getByLabelText('New password');
  const confirm = within(form).getByLabelText('Confirm the new password');

  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(current).toHaveFocus();
  expect(current).toHaveAccessibleDescription('Please enter your current password.');

  await user.type(current, 'wrong-one');
  await user.type(next, 'two words');
  await user.type(confirm, 'two words');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(next).toHaveFocus();
  expect(next).toHaveAccessibleDescription(/6 to 16 characters, without spaces/);
  expect(requestsTo('POST', '/bgcloud-user/change-password')).toHaveLength(0);

  await user.clear(next);
  await user.type(next, 'newpass99');
  await user.clear(confirm);
  await user.type(confirm, 'newpass99');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(current).toHaveAccessibleDescription('The current password is incorrect.'),
  );

  await user.clear(current);
  await user.type(current, 'reader123');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await within(form).findByText('Your password has been changed.')).toBeInTheDocument();
  expect(current).toHaveValue('');
  expect(requestsTo('POST', '/bgcloud-user/change-password').at(-1)?.body).toEqual({
    oldPassword: 'reader123',
    newPassword: 'newpass99',
  });
});

it("says a wrong current password in the reader's words beside it, never the API's body/ text", async () => {
  const { user } = renderWithProviders(<ProfilePage />);
  const form = await screen.findByRole('form', { name: 'Change password' });
  const current = within(form).getByLabelText('Current password');
  const confirm = within(form).getByLabelText('Confirm the new password');
  await user.type(current, 'not-mine1');
  await user.type(within(form).getByLabelText('New password'), 'newpass99');
  await user.type(confirm, 'newpass99');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));

  await waitFor(() =>
    expect(current).toHaveAccessibleDescription('The current password is incorrect.'),
  );
  expect(current).toHaveFocus();
  expect(form).not.toHaveTextContent(/body\/|oldPassword/);
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

  // A mistake the form finds itself is about this attempt: the API's word on the last one goes.
  await user.clear(confirm);
  await user.type(confirm, 'newpass98');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(confirm).toHaveAccessibleDescription('The two new passwords do not match.');
  expect(form).not.toHaveTextContent('The current password is incorrect.');
  expect(form).not.toHaveTextContent(/body\//);
});

it('speaks Chinese without reloading', async () => {
  renderWithProviders(<ProfilePage />);
  await screen.findByRole('form', { name: 'Details' });

  await act(() => setLanguage('zh'));
  expect(screen.getByRole('heading', { level: 2, name: '个人资料' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '昵称' })).toHaveValue('Reader');
  expect(await screen.findByRole('option', { name: '英国' })).toBeInTheDocument();
});
