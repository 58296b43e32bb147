import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { addMessages, portalStore, sessionTypeAtom, setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { RegisterPage } from '../components/register-page';
import { validateRegistration, type RegistrationForm } from '../validate-registration';

const REGISTER = 'POST /bgcloud-user/register';
const TOKEN = 'POST /bgcloud-auth/oauth/token';

let api: MockApi | undefined;

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderRegister(route = '/register?returnUrl=%2FshoppingCart') {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

const VALID: RegistrationForm = {
  nickName: 'Ada',
  email: 'ada@example.org',
  phone: '',
  password: 'Secret2026',
  confirmPassword: 'Secret2026',
};

beforeAll(() => addMessages('shell', { zh, en }));

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
});

afterEach(() => api?.restore());

describe('validateRegistration', () => {
  test('a complete form passes; the phone is optional', () => {
    expect(validateRegistration(VALID)).toEqual({});
    expect(validateRegistration({ ...VALID, phone: '138 0013 8000' })).toEqual({});
    expect(validateRegistration({ ...VALID, phone: '+44 20 7946 0958' })).toEqual({});
  });

  test.each<[Partial<RegistrationForm>, Record<string, string>]>([
    [{ nickName: '   ' }, { nickName: 'nickNameRequired' }],
    [{ nickName: 'x'.repeat(51) }, { nickName: 'nickNameInvalid' }],
    [{ email: '' }, { email: 'emailRequired' }],
    [{ email: 'ada@example' }, { email: 'emailInvalid' }],
    [{ phone: '12345678901' }, { phone: 'phoneInvalid' }],
    [{ password: '', confirmPassword: '' }, { password: 'passwordRequired' }],
    [{ password: 'has space', confirmPassword: 'has space' }, { password: 'passwordInvalid' }],
    [
      { password: 'x'.repeat(17), confirmPassword: 'x'.repeat(17) },
      { password: 'passwordInvalid' },
    ],
    [{ confirmPassword: 'Secret2027' }, { confirmPassword: 'confirmPasswordMismatch' }],
  ])('%j is refused with %j', (change, errors) => {
    expect(validateRegistration({ ...VALID, ...change })).toEqual(errors);
  });
});

test('every field says what is wrong, in the reader language, and nothing is sent', async () => {
  api = mockApi({});
  const { user } = renderRegister();
  await user.type(screen.getByLabelText('Mobile phone (optional)'), '12345');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
    /^Enter the name to show on the site/,
  );
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/^Enter your e-mail address/);
  expect(screen.getByLabelText('Mobile phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/^Choose a password/);
  expect(api.requests).toEqual([]);

  await act(() => setLanguage('zh'));
  expect(await screen.findByLabelText('昵称')).toHaveAccessibleDescription(
    /^请输入在网站上显示的昵称/,
  );
});

test('a new account is created, signed in, and the reader returns to returnUrl', async () => {
  api = mockApi({
    [REGISTER]: ok({ id: 7, email: 'ada@example.org', nickName: 'Ada' }),
    [TOKEN]: {
      body: {
        access_token: 'a',
        tenant_id: '000000',
        type: 'personal',
        nick_name: 'Ada',
        user_name: 'ada@example.org',
      },
    },
  });
  const { user } = renderRegister();
  await user.type(screen.getByLabelText('Name'), ' Ada ');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
  await user.type(screen.getByLabelText('Mobile phone (optional)'), '138-0013-8000');
  await user.type(screen.getByLabelText('Password'), 'Secret2026');
  await user.type(screen.getByLabelText('Repeat the password'), 'Secret2026');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByTestId('where')).toHaveTextContent('/shoppingCart');
  expect(api.requests[0]?.body).toEqual({
    nickName: 'Ada',
    email: 'ada@example.org',
    password: 'Secret2026',
    phone: '13800138000',
  });
  expect(api.requests[1]?.params).toMatchObject({
    grant_type: 'password',
    username: 'ada@example.org',
  });
  expect(portalStore.get(sessionTypeAtom)).toBe('personal');
});

test("a field the API refuses is said at that field in the reader's words, never the API's body/ text", async () => {
  api = mockApi({
    [REGISTER]: {
      status: 400,
      body: { code: 400, success: false, msg: 'body/phone must match pattern "^(1[34578])$"' },
    },
  });
  const { user } = renderRegister();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
  const phone = screen.getByLabelText(/^Mobile phone/);
  await user.type(phone, '13800138000');
  await user.type(screen.getByLabelText('Password'), 'Secret2026');
  await user.type(screen.getByLabelText('Repeat the password'), 'Secret2026');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() =>
    expect(phone).toHaveAccessibleDescription(
      /^Please enter a mainland mobile number \(11 digits\) or an international number starting with \+\./,
    ),
  );
  expect(phone).toHaveFocus();
  expect(document.body).not.toHaveTextContent(/body\//);
});

test("an e-mail address already registered is said at the e-mail field, in the server's words", async () => {
  api = mockApi({
    [REGISTER]: {
      status: 409,
      body: { code: 409, success: false, msg: 'This e-mail address is already registered.' },
    },
  });
  const { user } = renderRegister();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('E-mail'), 'reader@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret2026');
  await user.type(screen.getByLabelText('Repeat the password'), 'Secret2026');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  const email = screen.getByLabelText('E-mail');
  await expect(
    screen.findByText('This e-mail address is already registered.'),
  ).resolves.toBeVisible();
  expect(email).toHaveAccessibleDescription(/^This e-mail address is already registered\./);
  expect(email).toHaveFocus();
  expect(email).toHaveValue('reader@example.com');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2FshoppingCart',
  );
});
