import type { Envelope, UserProfile } from '@portal/contract';
import { CLIENT_CREDENTIAL, setupTestApp, signInWithPassword } from '../../../../test/helper';
import { recordUpload } from '../../../../test/uploads';

const ZH = 'zh-CN,zh;q=0.9';
const context = setupTestApp({ auth: { signInRateLimit: 1000 } });

let accounts = 0;
const newEmail = () => `new.reader.${++accounts}@example.org`;

async function send<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { payload, token, language }: { payload?: object; token?: string; language?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers['portal-auth'] = `bearer ${token}`;
  if (language) headers['accept-language'] = language;
  const response = await context().app.inject({
    method,
    url: `/api/bgcloud-user${url}`,
    headers,
    ...(payload && { payload }),
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
}

const signIn = (username: string, password: string) =>
  signInWithPassword(context().app, { username, password });

const personToken = (userId: number) =>
  context().app.accessTokens.issue({ subject: { kind: 'personal', userId }, tenantId: '000000' });

async function register(overrides: object = {}) {
  const payload = {
    email: newEmail(),
    password: 'Secret2026',
    nickName: '李华',
    phone: '13812345678',
    ...overrides,
  };
  return { payload, ...(await send<UserProfile>('POST', '/register', { payload })) };
}

describe('POST /api/bgcloud-user/register', () => {
  it('registers a person who can then sign in and read their profile', async () => {
    const { payload, statusCode, body } = await register({ email: 'Mixed.Case@Example.org' });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      email: 'mixed.case@example.org',
      nickName: '李华',
      phone: '13812345678',
      countryCode: null,
      nationalId: null,
    });
    const signedIn = await signIn('mixed.case@example.org', payload.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.nick_name).toBe('李华');
    const profile = await send<UserProfile>('GET', '/profile', {
      token: signedIn.body.access_token,
    });
    expect(profile.body.data.id).toBe(body.data.id);
  });

  it('stores a slow hash, never the password', async () => {
    const { payload, body } = await register();
    const [row] = await context().db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [body.data.id],
    );
    expect(row?.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(row?.password_hash).not.toContain(payload.password);
  });

  it('refuses an e-mail address already registered, ignoring case, in the reader language', async () => {
    const taken = await send('POST', '/register', {
      payload: { email: 'READER@example.com', password: 'Secret2026', nickName: 'x' },
      language: ZH,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.msg).toBe('该邮箱已被注册，请直接登录或换用其他邮箱。');
  });

  it('makes one account of concurrent registrations of one address', async () => {
    const email = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        send('POST', '/register', { payload: { email, password: 'Secret2026', nickName: 'Li' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    ['a short password', { password: 'abc12' }, 'body/password must match pattern'],
    ['a 17-character password', { password: 'a'.repeat(17) }, 'body/password must match pattern'],
    ['a password with a space', { password: 'abc 12345' }, 'body/password must match pattern'],
    ['a malformed e-mail address', { email: 'reader@example' }, 'body/email must match pattern'],
    [
      'SQL in the e-mail address',
      { email: "x'; drop table users; --@example.com" },
      'body/email must match pattern',
    ],
    [
      'a NUL in the e-mail address',
      { email: 'nul\u0000@example.com' },
      'body/email contains a NUL character or malformed text',
    ],
    [
      'an overlong e-mail address',
      { email: `${'a'.repeat(250)}@example.com` },
      'body/email must NOT have more than 254 characters',
    ],
    ['a phone outside the rules', { phone: '12812345678' }, 'body/phone must match pattern'],
    ['an empty nick name', { nickName: '' }, 'body/nickName must NOT have fewer than 1 characters'],
    ['a nick name of spaces', { nickName: '   ' }, 'body/nickName must match pattern'],
    [
      'an overlong nick name',
      { nickName: '名'.repeat(51) },
      'body/nickName must NOT have more than 50 characters',
    ],
    ['an object as nick name', { nickName: { first: 'Li' } }, 'body/nickName must be string'],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const { statusCode, body } = await register(overrides);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('requires the e-mail address, password and nick name', async () => {
    const { statusCode, body } = await send('POST', '/register', { payload: {} });
    expect(statusCode).toBe(400);
    expect(body.msg).toContain("body must have required property 'email'");
  });
});

describe('POST /api/bgcloud-user/register rate limit', () => {
  const limited = setupTestApp({ auth: { signInRateLimit: 2 } });

  it('answers 429 after the limit, with a localized message', async () => {
    const attempt = () =>
      limited().app.inject({
        method: 'POST',
        url: '/api/bgcloud-user/register',
        headers: { 'accept-language': 'en' },
        payload: { email: 'reader@example.com', password: 'Secret2026', nickName: 'x' },
      });
    expect((await attempt()).statusCode).toBe(409);
    expect((await attempt()).statusCode).toBe(409);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json().msg).toMatch(/^Too many attempts\. Please try again in \d+ s$/);
  });
});

describe('GET and PUT /api/bgcloud-user/profile', () => {
  it("answers the demo reader's profile", async () => {
    const { statusCode, body } = await send<UserProfile>('GET', '/profile', {
      token: await personToken(1),
    });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      id: 1,
      email: 'reader@example.com',
      nickName: 'Demo Reader',
    });
    expect(body.data.registeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('changes only the fields sent, masks the national ID, and clears with null', async () => {
    const { body: created } = await register({ phone: undefined });
    const token = await personToken(created.data.id);
    const changed = await send<UserProfile>('PUT', '/profile', {
      token,
      payload: {
        phone: '+441632960961',
        countryCode: 'GB',
        organizationName: 'University of Cambridge',
        nationalId: '11010519491231002x',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({
      nickName: '李华',
      phone: '+441632960961',
      countryCode: 'GB',
      organizationName: 'University of Cambridge',
      nationalId: '110105********002X',
    });
    const [row] = await context().db.query<{ national_id: string }>(
      'select national_id from users where id = $1',
      [created.data.id],
    );
    expect(row?.national_id).toBe('11010519491231002X');
    const cleared = await send<UserProfile>('PUT', '/profile', {
      token,
      payload: { phone: null, nickName: 'Li Hua' },
    });
    expect(cleared.body.data).toMatchObject({ phone: null, nickName: 'Li Hua', countryCode: 'GB' });
  });

  it.each([
    [
      'a national ID with a wrong check character',
      { nationalId: '110105194912310021' },
      'body/nationalId is not a valid national ID number',
    ],
    [
      'a national ID born on 30 February',
      { nationalId: '110105200002300016' },
      'body/nationalId is not a valid national ID number',
    ],
    ['a lower-case country code', { countryCode: 'cn' }, 'body/countryCode'],
    ['a phone of letters', { phone: 'call me' }, 'body/phone'],
    [
      'an organization name with a NUL',
      { organizationName: 'Lib\u0000rary' },
      'body/organizationName',
    ],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const { statusCode, body } = await send('PUT', '/profile', {
      token: await personToken(2),
      payload,
    });
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('refuses anonymous callers and organizations with 401', async () => {
    const anonymous = await send('GET', '/profile', { language: ZH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.msg).toBe('请先使用个人账号登录。');
    const organization = await context().app.accessTokens.issue({
      subject: { kind: 'organization', organizationId: 1 },
      tenantId: '000000',
    });
    expect((await send('PUT', '/profile', { token: organization, payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('the avatar in PUT /api/bgcloud-user/profile', () => {
  /** A stored upload of `ownerId`; distinct bytes each time, so each call makes a new file. */
  function upload(ownerId: number, mimeType = 'image/png') {
    return recordUpload(context().db, ownerId, {
      name: mimeType === 'image/png' ? 'face.png' : 'talk.mp3',
      mimeType,
    });
  }

  it('saves an image of the person, answers where it is served, and removes it with null', async () => {
    const { body: created } = await register();
    expect(created.data.avatarUrl).toBeNull();
    const token = await personToken(created.data.id);
    const avatarId = await upload(created.data.id);
    const saved = await send<UserProfile>('PUT', '/profile', { token, payload: { avatarId } });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.avatarUrl).toBe(`/api/upload/file/${avatarId}`);
    const read = await send<UserProfile>('GET', '/profile', { token });
    expect(read.body.data.avatarUrl).toBe(`/api/upload/file/${avatarId}`);
    // Another field changed alone leaves the avatar as it is.
    const renamed = await send<UserProfile>('PUT', '/profile', {
      token,
      payload: { nickName: 'Li Hua' },
    });
    expect(renamed.body.data.avatarUrl).toBe(`/api/upload/file/${avatarId}`);
    const removed = await send<UserProfile>('PUT', '/profile', {
      token,
      payload: { avatarId: null },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.data.avatarUrl).toBeNull();
  });

  it("refuses someone else's upload with 400, in the reader's language", async () => {
    const { body: created } = await register();
    const othersId = await upload(1);
    const refused = await send('PUT', '/profile', {
      token: await personToken(created.data.id),
      language: ZH,
      payload: { avatarId: othersId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('body/avatarId：不是您上传的文件');
    const [row] = await context().db.query<{ avatar_upload_id: string | null }>(
      'select avatar_upload_id from users where id = $1',
      [created.data.id],
    );
    expect(row?.avatar_upload_id).toBeNull();
  });

  it('refuses an id that names no upload with 400', async () => {
    const refused = await send('PUT', '/profile', {
      token: await personToken(2),
      payload: { avatarId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('body/avatarId is not a file you uploaded');
  });

  it('refuses an own upload that is not an image with 400', async () => {
    const { body: created } = await register();
    const audioId = await upload(created.data.id, 'audio/mpeg');
    const refused = await send('PUT', '/profile', {
      token: await personToken(created.data.id),
      payload: { avatarId: audioId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.msg).toBe('body/avatarId must be an image');
  });
});

describe('POST /api/bgcloud-user/change-password', () => {
  it('changes the password after checking the current one', async () => {
    const { payload, body } = await register();
    const token = await personToken(body.data.id);
    const wrong = await send('POST', '/change-password', {
      token,
      payload: { oldPassword: 'not-it', newPassword: 'Fresh2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.msg).toBe('body/oldPassword: the current password is incorrect');

    const same = await send('POST', '/change-password', {
      token,
      payload: { oldPassword: payload.password, newPassword: payload.password },
    });
    expect(same.statusCode).toBe(400);

    const changed = await send('POST', '/change-password', {
      token,
      payload: { oldPassword: payload.password, newPassword: 'Fresh2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(payload.email, payload.password)).statusCode).toBe(400);
    expect((await signIn(payload.email, 'Fresh2026')).statusCode).toBe(200);
  });

  it('ends the refresh tokens issued before the change', async () => {
    const { payload, body } = await register();
    const session = await signIn(payload.email, payload.password);
    await send('POST', '/change-password', {
      token: await personToken(body.data.id),
      payload: { oldPassword: payload.password, newPassword: 'Fresh2026' },
    });
    const renewal = await context().app.inject({
      method: 'POST',
      url: '/api/bgcloud-auth/oauth/token',
      query: { grant_type: 'refresh_token' },
      headers: { authorization: CLIENT_CREDENTIAL, cookie: session.cookie },
    });
    expect(renewal.statusCode).toBe(401);
  });

  it("ends the other sessions' access tokens at once, and keeps the one making the change", async () => {
    const { payload } = await register();
    const laptop = await signIn(payload.email, payload.password);
    const phone = await signIn(payload.email, payload.password);
    const changed = await send('POST', '/change-password', {
      token: laptop.body.access_token,
      payload: { oldPassword: payload.password, newPassword: 'Fresh2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await send('GET', '/profile', { token: phone.body.access_token })).statusCode).toBe(
      401,
    );
    expect((await send('GET', '/profile', { token: laptop.body.access_token })).statusCode).toBe(
      200,
    );
  });

  it('refuses a new password breaking the rules, and anonymous callers', async () => {
    const weak = await send('POST', '/change-password', {
      token: await personToken(2),
      payload: { oldPassword: 'Author2026', newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.msg).toContain('body/newPassword must match pattern');
    const anonymous = await send('POST', '/change-password', {
      payload: { oldPassword: 'Author2026', newPassword: 'Fresh2026' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
