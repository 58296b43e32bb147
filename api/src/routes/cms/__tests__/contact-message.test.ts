import type { ContactMessageReceipt, Envelope } from '@portal/contract';
import { setupTestApp } from '../../../../test/helper';
import { recordUpload } from '../../../../test/uploads';
import { applyDemoOrgLoopback } from '../../../db/demo/accounts';

const ZH = 'zh-CN,zh;q=0.9';
const context = setupTestApp({ contact: { rateLimit: 1000 } });

const MESSAGE = {
  name: 'Li Wei',
  email: 'li.wei@example.edu.cn',
  phone: '13812345678',
  countryCode: 'CN',
  regionCode: '110000',
  subject: 'Institutional subscription for 2027',
  message: 'Dear editors,\nwe would like a quote for\tall journals.\r\nThank you.',
};

interface StoredMessage {
  name: string;
  email: string;
  phone: string | null;
  country_code: string;
  region_code: string | null;
  subject: string;
  message: string;
  attachment_id: string | null;
  user_id: number | null;
  language: string;
  received_at: string;
}

async function send(
  payload: object | string,
  { token, language = 'en' }: { token?: string; language?: string } = {},
) {
  const response = await context().app.inject({
    method: 'POST',
    url: '/api/cms/contact-message',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(token && { 'portal-auth': `bearer ${token}` }),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json<Envelope<ContactMessageReceipt>>(),
  };
}

const stored = async (id: number | undefined) => {
  const [row] = await context().db.query<StoredMessage>(
    `select name, email, phone, country_code, region_code, subject, message, attachment_id,
            user_id, language,
            to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as received_at
       from contact_messages where id = $1`,
    [id],
  );
  return row;
};
const messageCount = async () =>
  (await context().db.query<{ n: number }>('select count(*)::int as n from contact_messages'))[0]
    ?.n ?? 0;

const personToken = (userId: number) =>
  context().app.accessTokens.issue({ subject: { kind: 'personal', userId }, tenantId: '000000' });

const uploadOf = (ownerId: number, text: string) =>
  recordUpload(context().db, ownerId, { content: Buffer.from(text) });

describe('POST /api/cms/contact-message', () => {
  it('stores an anonymous message as sent and answers its id and time of receipt', async () => {
    const before = Date.now();
    const { statusCode, body } = await send(MESSAGE);
    expect(statusCode).toBe(200);
    expect(body.data.id).toBeGreaterThan(0);
    expect(body.data.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(body.data.receivedAt)).toBeGreaterThanOrEqual(before - 2000);
    expect(await stored(body.data.id)).toEqual({
      name: MESSAGE.name,
      email: MESSAGE.email,
      phone: MESSAGE.phone,
      country_code: 'CN',
      region_code: '110000',
      subject: MESSAGE.subject,
      message: MESSAGE.message,
      attachment_id: null,
      user_id: null,
      language: 'en',
      received_at: body.data.receivedAt,
    });
  });

  it("keeps a signed-in person's id, the reader's language, and leaves out what was not sent", async () => {
    const { name, email, subject, message } = MESSAGE;
    const { statusCode, body } = await send(
      { name, email, countryCode: 'FR', subject, message: `${message} 谢谢` },
      { token: await personToken(2), language: ZH },
    );
    expect(statusCode).toBe(200);
    expect(await stored(body.data.id)).toMatchObject({
      country_code: 'FR',
      region_code: null,
      phone: null,
      user_id: 2,
      language: 'zh',
      message: `${message} 谢谢`,
    });
  });

  it('takes an international phone number and a city or district of China', async () => {
    for (const [phone, regionCode] of [
      ['+441234567890', '110101'],
      ['+8613812345678', '440100'],
    ]) {
      const { statusCode } = await send({ ...MESSAGE, phone, regionCode });
      expect(statusCode).toBe(200);
    }
  });

  it('ignores fields it does not know', async () => {
    const { statusCode, body } = await send({ ...MESSAGE, userId: 1, admin: true });
    expect(statusCode).toBe(200);
    expect((await stored(body.data.id))?.user_id).toBeNull();
  });

  it.each([
    [
      { countryCode: 'ZZ', regionCode: undefined },
      'body/countryCode is not a known country or region',
    ],
    [{ countryCode: 'FR' }, 'body/regionCode is only given with countryCode CN'],
    [{ regionCode: '999999' }, 'body/regionCode is not a province or city of China'],
    [
      { message: 'Hello\u0007 there' },
      'body/message must not contain control characters other than line breaks and tabs',
    ],
  ])('refuses %o with 400 naming the field', async (change, message) => {
    const count = await messageCount();
    const { statusCode, body } = await send({ ...MESSAGE, ...change });
    expect(statusCode).toBe(400);
    expect(body).toEqual({ code: 400, success: false, data: null, msg: message });
    expect(await messageCount()).toBe(count);
  });

  it('says what is wrong in Chinese to a Chinese reader', async () => {
    const { statusCode, body } = await send({ ...MESSAGE, countryCode: 'FR' }, { language: ZH });
    expect(statusCode).toBe(400);
    expect(body.msg).toBe('body/regionCode：仅在国家为中国（CN）时填写');
  });

  it.each([
    [{ name: undefined }, "body must have required property 'name'"],
    [{ name: '' }, 'body/name must NOT have fewer than 1 characters'],
    [{ name: ' Li' }, /^body\/name must match pattern/],
    [{ name: 'Li\nWei' }, /^body\/name must match pattern/],
    [{ name: 'x'.repeat(101) }, 'body/name must NOT have more than 100 characters'],
    [{ email: 'li.wei' }, /^body\/email must match pattern/],
    [{ email: { address: 'li.wei@example.org' } }, 'body/email must be string'],
    [{ phone: '12345' }, /^body\/phone must match pattern/],
    [{ countryCode: 'cn' }, /^body\/countryCode must match pattern/],
    [{ regionCode: 1100 }, /^body\/regionCode must match pattern/],
    [{ subject: 'x'.repeat(201) }, 'body/subject must NOT have more than 200 characters'],
    [{ subject: 'Hi\u0000' }, /^body\/subject contains a NUL character or malformed text/],
    [{ message: ' \n ' }, /^body\/message must match pattern/],
    [{ message: 'x'.repeat(5001) }, 'body/message must NOT have more than 5000 characters'],
    [{ attachmentId: 'not-a-uuid' }, 'body/attachmentId must match format "uuid"'],
  ])('refuses schema-breaking input #%# with 400 naming the field', async (change, message) => {
    const { statusCode, body } = await send({ ...MESSAGE, ...change });
    expect(statusCode).toBe(400);
    expect(body.msg).toMatch(message);
  });

  it('refuses garbage, empty and mistyped bodies with 400, never a 500', async () => {
    const count = await messageCount();
    for (const payload of ['{"name":', '', 'null', '[]', '"text"', '{}', '\u0000', '1e309']) {
      const { statusCode, body } = await send(payload);
      expect([statusCode, typeof body.msg]).toEqual([400, 'string']);
    }
    // Refused whatever the field; a number or boolean is read as its text (Fastify's type
    // coercion), which some fields then accept: for those, only a 500 is wrong.
    const refused = [null, [], {}, [1, 2], 'x'.repeat(100_000), '\u0000', '\u001b[31m'];
    const coerced = [true, -1, 0, 1e300];
    const problems: string[] = [];
    let accepted = 0;
    for (const field of [...Object.keys(MESSAGE), 'attachmentId']) {
      for (const wrong of [...refused, ...coerced]) {
        const { statusCode } = await send({ ...MESSAGE, [field]: wrong });
        const label = `${field}=${JSON.stringify(wrong).slice(0, 20)} -> ${statusCode}`;
        if (statusCode === 200 && coerced.includes(wrong as number)) accepted += 1;
        else if (statusCode !== 400) problems.push(label);
      }
    }
    expect(problems).toEqual([]);
    expect(await messageCount()).toBe(count + accepted);
  });

  describe('attachments', () => {
    it("stores a signed-in person's own upload with the message", async () => {
      const attachmentId = await uploadOf(1, 'a figure of the reader');
      const { statusCode, body } = await send(
        { ...MESSAGE, attachmentId },
        { token: await personToken(1) },
      );
      expect(statusCode).toBe(200);
      expect(await stored(body.data.id)).toMatchObject({ attachment_id: attachmentId, user_id: 1 });
    });

    it("refuses another person's upload and one that does not exist", async () => {
      const othersId = await uploadOf(2, "another person's figure");
      const token = await personToken(1);
      for (const attachmentId of [othersId, '00000000-0000-4000-8000-000000000000']) {
        const { statusCode, body } = await send({ ...MESSAGE, attachmentId }, { token });
        expect(statusCode).toBe(400);
        expect(body.msg).toBe('body/attachmentId is not a file you uploaded');
      }
    });

    it('refuses an attachment from an anonymous sender or an organization', async () => {
      const attachmentId = await uploadOf(1, 'a figure sent without signing in');
      // An organization's token counts only from its network: here, this machine's (inject's).
      await applyDemoOrgLoopback(context().db, true);
      const organization = await context().app.accessTokens.issue({
        subject: { kind: 'organization', organizationId: 1 },
        tenantId: '000000',
      });
      for (const token of [undefined, organization]) {
        const { statusCode, body } = await send(
          { ...MESSAGE, attachmentId },
          { token, language: ZH },
        );
        expect(statusCode).toBe(400);
        expect(body.msg).toBe('body/attachmentId：请使用个人账号登录后再添加附件');
      }
    });

    it('keeps the message when its attachment is deleted', async () => {
      const attachmentId = await uploadOf(1, 'a figure deleted later');
      const { body } = await send({ ...MESSAGE, attachmentId }, { token: await personToken(1) });
      await context().db.query('delete from uploads where id = $1', [attachmentId]);
      expect(await stored(body.data.id)).toMatchObject({ attachment_id: null, user_id: 1 });
    });
  });
});

describe('POST /api/cms/contact-message rate limit', () => {
  const limited = setupTestApp({ contact: { rateLimit: 3 } });

  it('answers 429 after the limit per address, saying when to try again, in the reader’s language', async () => {
    const attempt = (language = 'en') =>
      limited().app.inject({
        method: 'POST',
        url: '/api/cms/contact-message',
        headers: { 'accept-language': language },
        payload: MESSAGE,
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, success: false, data: null });
    expect(refused.json<Envelope<null>>().msg).toBe(
      'Too many messages. Please try again in 10 min',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    const chinese = await attempt(ZH);
    expect(chinese.statusCode).toBe(429);
    expect(chinese.json<Envelope<null>>().msg).toBe('留言过于频繁，请 10 分钟后再试');
    const [row] = await limited().db.query<{ n: number }>(
      'select count(*)::int as n from contact_messages',
    );
    expect(row?.n).toBe(3);
  });
});
