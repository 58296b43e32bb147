import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type { Area, Contact, UploadedFile } from '@portal/contract';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockRoute,
} from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { ContactPage } from '../components/contact-page';

const MB = 1024 * 1024;
const SEND = 'POST /cms/contact-message';
const UPLOAD = 'POST /upload/upload';

const CONTACTS: Contact[] = [
  {
    id: 1,
    department: { en: 'Subscriptions', zh: '订阅部' },
    person: { en: 'Li Wei', zh: '李伟' },
    email: 'subscriptions@example.com',
    phone: '+86 10 6255 0000',
    address: { en: '55 Zhongguancun East Road, Beijing', zh: '北京市中关村东路55号' },
    hours: { en: 'Monday to Friday, 9:00-17:00', zh: '周一至周五 9:00-17:00' },
  },
];

const COUNTRIES: Area[] = [
  { code: 'CN', level: 'country', name: { en: 'China', zh: '中国' }, hasChildren: true },
  { code: 'GB', level: 'country', name: { en: 'United Kingdom', zh: '英国' }, hasChildren: false },
];

const PROVINCES: Area[] = [
  { code: '110000', level: 'province', name: { en: 'Beijing', zh: '北京市' }, hasChildren: true },
];

const LIMITS: Record<string, number> = {
  'upload.minSize': 100,
  'upload.maxImageSize': 10 * MB,
  'upload.maxVideoSize': 100 * MB,
  'upload.maxAudioSize': 20 * MB,
};

const UPLOADED: UploadedFile = {
  id: '0b6f7a52-8a64-4f45-9d44-3f0a4c0e1c11',
  url: '/api/upload/file/0b6f7a52-8a64-4f45-9d44-3f0a4c0e1c11',
  name: 'figure.png',
  size: 2048,
  mimeType: 'image/png',
};

const RECEIPT = { id: 57, receivedAt: '2026-03-05T12:00:00.000Z' };

let api: MockApi | undefined;

function startApi(routes: Record<string, MockRoute> = {}) {
  api = mockApi({
    'GET /cms/contact': ok(CONTACTS),
    'GET /area/area-select': ({ params }) => ok(params.parentCode === 'CN' ? PROVINCES : COUNTRIES),
    'GET /periodical/param/detail': ({ params }) =>
      ok({ paramKey: params.paramKey, paramValue: String(LIMITS[String(params.paramKey)]) }),
    ...routes,
  });
  return api;
}

const sent = () => api?.requests.filter((request) => request.path === '/cms/contact-message') ?? [];
const uploads = () => api?.requests.filter((request) => request.path === '/upload/upload') ?? [];

function signInPersonal() {
  portalStore.set(userInfoAtom, {
    nick_name: 'Reader',
    type: 'personal',
    adName: '',
    username: 'reader@example.com',
  });
}

function pngFile(name: string, size: number) {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

async function renderContact() {
  const rendered = renderWithProviders(<ContactPage />, { route: '/contact' });
  // The countries are in the select once its first real option is there.
  await screen.findByRole('option', { name: 'United Kingdom' });
  return rendered;
}

type User = Awaited<ReturnType<typeof renderContact>>['user'];

async function fillForm(user: User) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
  await user.selectOptions(screen.getByLabelText('Country or region'), 'United Kingdom');
  await user.type(screen.getByLabelText('Subject'), 'Institutional subscription');
  await user.type(screen.getByLabelText('Message'), 'How do we renew for 2026?');
}

function expectFormKept() {
  expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.org');
  expect(screen.getByLabelText('Country or region')).toHaveValue('GB');
  expect(screen.getByLabelText('Subject')).toHaveValue('Institutional subscription');
  expect(screen.getByLabelText('Message')).toHaveValue('How do we renew for 2026?');
}

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
});

afterEach(() => api?.restore());

test("lists the publisher's departments with e-mail and phone links", async () => {
  startApi();
  await renderContact();
  const department = await screen.findByRole('article', { name: 'Subscriptions' });
  expect(
    within(department).getByRole('link', { name: 'subscriptions@example.com' }),
  ).toHaveAttribute('href', 'mailto:subscriptions@example.com');
  expect(within(department).getByRole('link', { name: '+86 10 6255 0000' })).toHaveAttribute(
    'href',
    'tel:+861062550000',
  );
  expect(department).toHaveTextContent('Monday to Friday, 9:00-17:00');

  await act(() => setLanguage('zh'));
  expect(await screen.findByRole('article', { name: '订阅部' })).toHaveTextContent('李伟');
});

test('each wrong field says why in the reader language, the first gets the focus, nothing is sent', async () => {
  startApi();
  const { user } = await renderContact();
  await user.type(screen.getByLabelText('E-mail'), 'ada@example');
  await user.type(screen.getByLabelText('Phone (optional)'), '12345');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
    /^Enter an e-mail address such as name@example.com/,
  );
  expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Country or region')).toHaveAccessibleDescription(
    'Choose your country or region',
  );
  expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  expect(sent()).toEqual([]);

  // Switching language re-localizes the messages and keeps what was typed.
  await act(() => setLanguage('zh'));
  expect(await screen.findByLabelText('电子邮箱')).toHaveAccessibleDescription(
    /^请输入有效的电子邮箱/,
  );
  expect(screen.getByLabelText('电子邮箱')).toHaveValue('ada@example');
  expect(screen.getByLabelText('电话（选填）')).toHaveValue('12345');
});

test('a message is sent, confirmed with its reference, and the form starts again empty', async () => {
  startApi({ [SEND]: ok(RECEIPT) });
  const { user } = await renderContact();
  await fillForm(user);
  expect(screen.getByText('25 of 5000 characters')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  const confirmation = await screen.findByRole('status', {
    name: 'Thank you: your message has been sent',
  });
  expect(confirmation).toHaveTextContent('Reference: #57');
  expect(confirmation).toHaveTextContent('We answer by e-mail to ada@example.org');
  expect(screen.getByRole('heading', { name: /your message has been sent/ })).toHaveFocus();
  expect(sent()[0]?.body).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    countryCode: 'GB',
    subject: 'Institutional subscription',
    message: 'How do we renew for 2026?',
  });

  await user.click(screen.getByRole('button', { name: 'Write another message' }));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('China asks for a province too, which is sent with the message', async () => {
  startApi({ [SEND]: ok(RECEIPT) });
  const { user } = await renderContact();
  await fillForm(user);
  await user.selectOptions(screen.getByLabelText('Country or region'), 'China');
  await user.selectOptions(await screen.findByLabelText('Province (optional)'), 'Beijing');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText('Reference: #57', { exact: false });
  expect(sent()[0]?.body).toMatchObject({ countryCode: 'CN', regionCode: '110000' });
});

test.each([
  [400, 'The subject is too long.'],
  [429, 'Too many messages: please wait a few minutes before sending another.'],
])("a refusal (%i) is shown in the server's words and loses nothing typed", async (status, msg) => {
  startApi({ [SEND]: { status, body: { code: status, success: false, msg } } });
  const { user } = await renderContact();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  expectFormKept();
});

test("a field the API refuses is marked in the reader's words, never the API's body/ text", async () => {
  startApi({
    [SEND]: {
      status: 400,
      body: {
        code: 400,
        success: false,
        msg: 'body/message must not contain control characters other than line breaks and tabs',
      },
    },
  });
  const { user } = await renderContact();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  const message = screen.getByLabelText('Message');
  await waitFor(() =>
    expect(message).toHaveAccessibleDescription(
      /cannot contain control characters other than line breaks and tabs/,
    ),
  );
  expect(message).toHaveFocus();
  expect(document.body).not.toHaveTextContent(/body\//);
  expectFormKept();
});

test('a failed connection says so, and the same form can be sent again', async () => {
  let attempts = 0;
  startApi({
    [SEND]: () => {
      attempts += 1;
      if (attempts === 1) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      return ok(RECEIPT);
    },
  });
  const { user } = await renderContact();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  // The form's own alert (the mock's bare network error also raises the client's notice).
  expect(await screen.findByText(/the connection failed/)).toBeVisible();
  expectFormKept();

  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Reference: #57', { exact: false })).toBeInTheDocument();
  expect(sent()).toHaveLength(2);
});

test('the button is busy while the message is on its way', async () => {
  startApi({ [SEND]: { ...ok(RECEIPT), delayMs: 50 } });
  const { user } = await renderContact();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await screen.findByText('Reference: #57', { exact: false });
});

test('a signed-out reader is told why there is no attachment, with a way to sign in', async () => {
  startApi();
  await renderContact();
  expect(screen.getByText(/Sign in with a personal account to attach a file/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?returnUrl=%2Fcontact',
  );
  expect(screen.queryByLabelText('Attachment (optional)')).not.toBeInTheDocument();
});

test('an organization is told that only personal accounts attach files', async () => {
  startApi();
  portalStore.set(userInfoAtom, {
    nick_name: '',
    type: 'organization',
    adName: 'Lib',
    username: '',
  });
  await renderContact();
  expect(screen.getByText(/Only personal accounts can attach files/)).toBeInTheDocument();
});

describe('a signed-in reader attaching a file', () => {
  beforeEach(signInPersonal);

  test('a wrong type, a too small and a too large file are refused before uploading', async () => {
    startApi({ [UPLOAD]: ok(UPLOADED) });
    await renderContact();
    // A reader may pick "All files" in the file dialog: the picker's filter is no check.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Attachment (optional)');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/up to 10 MB/));

    await user.upload(input, new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/^File type or format error/);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, pngFile('dot.png', 50));
    expect(input).toHaveAccessibleDescription(
      /^The file you uploaded is too small, please upload again/,
    );

    await user.upload(input, pngFile('huge.png', 10 * MB + 1));
    expect(input).toHaveAccessibleDescription(
      /^The file you uploaded is too large; the maximum size is 10 MB/,
    );
    expect(uploads()).toEqual([]);

    await act(() => setLanguage('zh'));
    expect(await screen.findByLabelText('附件（选填）')).toHaveAccessibleDescription(
      /^您上传的文件过大，最大不能超过 10 MB/,
    );
  });

  test('a valid file is uploaded, shown with its size, sent with the message, and removable', async () => {
    startApi({ [UPLOAD]: ok(UPLOADED), [SEND]: ok(RECEIPT) });
    const { user } = await renderContact();
    await fillForm(user);
    const input = screen.getByLabelText('Attachment (optional)');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/up to 10 MB/));
    await user.upload(input, pngFile('figure.png', 2048));

    expect(await screen.findByText('Attached: figure.png (2 KB)')).toBeInTheDocument();
    expect(uploads()[0]?.body).toBeInstanceOf(FormData);
    await user.click(screen.getByRole('button', { name: 'Remove the attachment figure.png' }));
    expect(screen.queryByText(/Attached:/)).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.upload(input, pngFile('figure.png', 2048));
    await screen.findByText('Attached: figure.png (2 KB)');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Reference: #57', { exact: false });
    expect(sent()[0]?.body).toMatchObject({ attachmentId: UPLOADED.id });
  });

  test("the server's refusal of a file is shown in its words", async () => {
    startApi({
      [UPLOAD]: {
        status: 400,
        body: { code: 400, success: false, msg: 'File type or format error' },
      },
    });
    const { user } = await renderContact();
    const input = screen.getByLabelText('Attachment (optional)');
    await user.upload(input, pngFile('fake.png', 2048));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/^File type or format error/));
    expect(screen.queryByText(/Attached:/)).not.toBeInTheDocument();
  });
});

test('what was typed survives the page being loaded again in the same tab', async () => {
  startApi();
  const { user, unmount } = await renderContact();
  await user.type(screen.getByLabelText('Subject'), 'Renewal');
  unmount();
  await renderContact();
  expect(screen.getByLabelText('Subject')).toHaveValue('Renewal');
});
