/**
 * Bad input to every route the OpenAPI document lists: each parameter in turn gets wrong types,
 * negative and huge numbers, SQL metacharacters, NUL characters, overlong and non-UTF-8 strings;
 * each body gets nothing, wrong types, broken JSON, more than the API takes, and headers a tool
 * sends (`Expect: 100-continue`, a Content-Encoding). Whatever the route, the answer is a clear
 * 4xx envelope with a message (or a normal answer), never a 5xx, and the database is intact. The
 * sweep runs twice: against the API, and through the site's proxy in front of it (delivery's
 * web server, as `pnpm start` serves the site), where a fuzzer meets it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createWebServer } from '@portal/delivery';
import type { FastifyInstance } from 'fastify';
import { runStaffCommand } from '../db/staff';
import { getJson, setupTestApp } from '../../test/helper';
import { TEST_PASSWORD_HASH_COST } from '../../test/test-db';

interface ParameterDoc {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: SchemaDoc;
}
interface SchemaDoc {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, SchemaDoc>;
  required?: string[];
}
interface OperationDoc {
  parameters?: ParameterDoc[];
  requestBody?: { content: Record<string, { schema: SchemaDoc }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, OperationDoc>>;
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  operation: OperationDoc;
}

// The contact form's and sign-in's rate limits would answer 429 before the sweep reached their
// validation (and the staff sign-in of the import route's sweep, which comes after it).
const context = setupTestApp({
  contact: { rateLimit: 100_000 },
  auth: { signInRateLimit: 100_000 },
});

/** Values that a parameter of any type must survive. */
const HOSTILE_VALUES: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e30',
  '1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '99999999999999999999999',
  "1'; drop table journals; --",
  "' or '1'='1",
  '%C3%28', // an invalid UTF-8 sequence, sent percent-encoded as is
  '%FF%FE%00',
  '%00', // a NUL character, which PostgreSQL's text cannot hold
  'a\u0000b',
  '\ud800', // half of a surrogate pair: no character at all
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '$1 \\ % _ : * & | !',
];

/** A plausible value of a parameter, so that a route is reached past its other parameters. */
function plausible(schema: SchemaDoc): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  return 'a';
}

function encode(value: string): string {
  // The percent-sequence cases go on the wire exactly as written; a lone surrogate as its UTF-8
  // bytes would be (encodeURIComponent refuses it).
  if (value === '\ud800') return '%ED%A0%80';
  return value.startsWith('%') ? value : encodeURIComponent(value);
}

function url(route: Route, values: Record<string, string>): string {
  const parameters = route.operation.parameters ?? [];
  let path = route.path;
  const query: string[] = [];
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encode(value));
    if (parameter.in === 'query') query.push(`${parameter.name}=${encode(value)}`);
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

function baseline(route: Route): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in !== 'header' && (parameter.required || parameter.in === 'path')) {
      values[parameter.name] = plausible(parameter.schema);
    }
  }
  return values;
}

let routes: Route[] = [];

beforeAll(async () => {
  await context().app.ready();
  const doc = context().app.swagger() as unknown as OpenApiDoc;
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Route['method'],
        path,
        operation,
      })),
  );
});

interface Answer {
  status: number;
  contentType: string;
  /** Content-Length, as HEAD must say it too. */
  length: string | undefined;
  body: string;
}

interface Call {
  method: Route['method'] | 'HEAD';
  target: string;
  payload?: string;
  headers?: Record<string, string>;
}

/** How a call reaches the API: in process, or over HTTP through the site's proxy. */
type Transport = (call: Call) => Promise<Answer>;

const direct: Transport = async ({ method, target, payload, headers = {} }) => {
  const response = await context().app.inject({
    method,
    url: target,
    headers,
    ...(payload !== undefined && { payload }),
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    length: response.headers['content-length']?.toString(),
    body: response.body,
  };
};

let site: FastifyInstance | undefined;
let siteDir: string | undefined;

/** A call as a client sends it to the site (`Expect: 100-continue` honoured). */
const throughSite: Transport = ({ method, target, payload, headers = {} }) => {
  const { port } = site?.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method,
        headers: {
          ...(payload !== undefined && { 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            length: res.headers['content-length'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    if (headers.expect) request.on('continue', () => request.end(payload));
    else request.end(payload);
  });
};

/** The site's proxy in front of this file's API, as `pnpm start` puts it. */
async function startSite() {
  const address = await context().app.listen({ port: 0, host: '127.0.0.1' });
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bad-input-'));
  fs.mkdirSync(path.join(siteDir, 'shell/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell/1.0.0/index.html'), '<!doctype html><html></html>');
  fs.symlinkSync('shell/1.0.0', path.join(siteDir, 'web'));
  fs.writeFileSync(path.join(siteDir, 'remotes.json'), '{}');
  site = await createWebServer({
    deployDir: siteDir,
    webPort: 0,
    remotesPort: 0,
    apiUrl: address,
    host: '127.0.0.1',
    serverRendering: false,
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
}

afterAll(async () => {
  await site?.close();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

const TRANSPORTS: [string, Transport][] = [
  ['against the API', direct],
  ["through the site's proxy", throughSite],
];

/** Every call a sweep makes, counted by how it went (the closing note's figures). */
const tally = { requests: 0, serverErrors: 0 };

/** Failures as a list of readable lines, so one test reports every offending route at once. */
function judge(label: string, answer: Omit<Answer, 'length'>): string[] {
  if (answer.status >= 500) return [`${label} -> ${answer.status} ${answer.body.slice(0, 200)}`];
  if (answer.status >= 400 && answer.contentType.includes('application/json')) {
    const body = JSON.parse(answer.body) as { msg?: unknown; error_description?: unknown };
    const message = body.msg ?? body.error_description;
    if (typeof message !== 'string' || !message.trim()) {
      return [`${label} -> ${answer.status} without a message: ${answer.body.slice(0, 200)}`];
    }
  }
  return [];
}

// Each sweep is thousands of calls, over HTTP and through the proxy for the second.
jest.setTimeout(240_000);

describe.each(TRANSPORTS)('bad input to every route %s', (name, transport) => {
  /** One call of the sweep, counted. */
  async function send(
    method: Route['method'],
    target: string,
    payload?: string,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const answer = await transport({
      method,
      target,
      payload,
      headers: payload === undefined ? headers : { 'content-type': contentType, ...headers },
    });
    tally.requests += 1;
    if (answer.status >= 500) tally.serverErrors += 1;
    return answer;
  }

  beforeAll(async () => {
    tally.requests = 0;
    tally.serverErrors = 0;
    if (transport === throughSite) await startSite();
  });

  afterAll(() => {
    // The figures the issue's closing note asks for.
    console.info(
      `bad-input sweep ${name}: ${tally.requests} requests, ${tally.serverErrors} answered 5xx`,
    );
  });

  it('answers hostile parameter values with a 4xx message or a normal answer, never a 500', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      for (const parameter of route.operation.parameters ?? []) {
        if (parameter.in === 'header') continue;
        for (const value of HOSTILE_VALUES) {
          const target = url(route, { ...baseline(route), [parameter.name]: value });
          const label = `${route.method} ${target.slice(0, 120)}`;
          const answer = await send(
            route.method,
            target,
            route.method === 'GET' ? undefined : '{}',
          );
          problems.push(...judge(label, answer));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(['abc', 'Infinity', '-Infinity', '1e400', 'NaN', '1.5', '0x10', '2147483648'])(
    'refuses %s where an integer belongs with 400 naming the parameter',
    async (value) => {
      const problems: string[] = [];
      for (const route of routes) {
        for (const parameter of route.operation.parameters ?? []) {
          if (parameter.in === 'header' || parameter.schema.type !== 'integer') continue;
          const target = url(route, { ...baseline(route), [parameter.name]: value });
          const answer = await send(
            route.method,
            target,
            route.method === 'GET' ? undefined : '{}',
          );
          const message = answer.contentType.includes('json')
            ? String((JSON.parse(answer.body) as { msg?: unknown }).msg)
            : '';
          // A route that first asks who is calling may refuse a stranger before reading the query.
          if (answer.status === 401 || answer.status === 403) continue;
          if (answer.status !== 400 || !message.includes(parameter.name)) {
            problems.push(`${route.method} ${target} -> ${answer.status} ${message}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('answers HEAD as GET on every GET route, without a body (monitors and crawlers send it)', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const target = url(route, baseline(route));
      const get = await send('GET', target);
      const head = await transport({ method: 'HEAD', target });
      if (head.status !== get.status || head.body !== '' || head.length !== get.length) {
        problems.push(
          `HEAD ${target} -> ${head.status} ${head.length} (GET ${get.status} ${get.length})`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers leaving out required parameters with 400, never a 500', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const required = (route.operation.parameters ?? []).filter(
        (p) => p.in === 'query' && p.required,
      );
      if (!required.length) continue;
      const answer = await send(
        route.method,
        route.path,
        route.method === 'GET' ? undefined : '{}',
      );
      problems.push(...judge(`${route.method} ${route.path} (nothing)`, answer));
      if (answer.status < 400)
        problems.push(`${route.method} ${route.path} accepted no parameters`);
    }
    expect(problems).toEqual([]);
  });

  it('answers empty, mistyped and broken JSON bodies with a 4xx message, never a 500', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const schema = route.operation.requestBody?.content['application/json']?.schema;
      const target = url(route, baseline(route));
      const bodies: string[] = [
        '{}',
        '[]',
        'null',
        '"text"',
        '{"a":',
        '\u0000',
        '{"a":1}'.repeat(3),
      ];
      for (const name of Object.keys(schema?.properties ?? {})) {
        for (const wrong of [
          {},
          [],
          -1,
          1e300,
          'x'.repeat(100_000),
          null,
          true,
          'a\u0000b',
          '\ud800',
          { 'a\u0000': 'b' },
          ['\udc00'],
        ]) {
          bodies.push(JSON.stringify({ [name]: wrong }));
        }
      }
      for (const body of bodies) {
        problems.push(
          ...judge(
            `${route.method} ${target} ${body.slice(0, 40)}`,
            await send(route.method, target, body),
          ),
        );
      }
      const form = await send(
        route.method,
        target,
        'a=%C3%28&b=',
        'application/x-www-form-urlencoded',
      );
      problems.push(...judge(`${route.method} ${target} (form)`, form));
      const text = await send(route.method, target, 'hello', 'text/plain');
      problems.push(...judge(`${route.method} ${target} (text/plain)`, text));
      // What curl and fuzzers send: a body over the API's 1 MB (curl then asks to continue
      // first), and Content-Encodings on a plain body.
      const large = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
      const asked: Record<string, string>[] = [{ expect: '100-continue' }, {}];
      for (const headers of asked) {
        const answer = await send(route.method, target, large, 'application/json', headers);
        problems.push(...judge(`${route.method} ${target} (2 MB ${headers.expect ?? ''})`, answer));
      }
      for (const encoding of ['gzip', 'zstd', 'x-unknown']) {
        const answer = await send(route.method, target, '{}', 'application/json', {
          'content-encoding': encoding,
        });
        problems.push(...judge(`${route.method} ${target} (Content-Encoding ${encoding})`, answer));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('bad input to every route', () => {
  it('finds the routes of every area in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.some((r) => r.method === 'POST')).toBe(true);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/cms/contact-message');
  });

  it("reaches checkout's own rules as a signed-in person with carts the schema lets by, never a 500", async () => {
    const token = await context().app.accessTokens.issue({
      subject: { kind: 'personal', userId: 2 },
      tenantId: '000000',
    });
    const MAX = 2_147_483_647;
    const address = {
      name: 'Wang Fang',
      phone: '+33142345678',
      countryCode: 'ZZ',
      regionCode: '000000',
      address: "1'; drop table orders; --",
      postcode: '00000',
    };
    const carts: object[][] = [
      [{ quantity: 1 }],
      [
        {
          bookId: MAX,
          medium: 'print',
          journalId: MAX,
          subscriptionMedium: 'print',
          year: 2100,
          quantity: 99,
        },
      ],
      [{ journalId: MAX, subscriptionMedium: 'print', year: 2026, quantity: 1 }],
      [{ journalId: 1, subscriptionMedium: 'print', year: 2000, quantity: 99 }],
      [{ bookId: MAX, medium: 'electronic', quantity: 99 }],
      [
        { journalId: 1, year: 2026, quantity: 1 },
        { bookId: 1, medium: 'print', quantity: 1 },
      ],
      [{ journalId: 1, subscriptionMedium: 'print', year: 2026, quantity: 1 }],
    ];
    const problems: string[] = [];
    for (const [i, items] of carts.entries()) {
      for (const withAddress of [false, true]) {
        const response = await context().app.inject({
          method: 'POST',
          url: '/api/bgcloud-order/payment/create-payment-intent',
          headers: { 'portal-auth': `bearer ${token}` },
          payload: {
            items,
            idempotencyKey: `sweep-${i}-${withAddress}`,
            ...(withAddress && { address }),
          },
        });
        const answer = {
          status: response.statusCode,
          contentType: String(response.headers['content-type'] ?? ''),
          body: response.body,
        };
        problems.push(...judge(`cart ${i} ${withAddress ? 'with' : 'without'} address`, answer));
        if (answer.status === 200) problems.push(`cart ${i} was accepted`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['the query', '?grant_type=password&username=%00&password=x', undefined, undefined],
    [
      'a JSON body',
      '',
      JSON.stringify({ grant_type: 'password', username: 'a\u0000b', password: 'x' }),
      'application/json',
    ],
    [
      'a form body',
      '',
      'grant_type=password&username=a%00b&password=x',
      'application/x-www-form-urlencoded',
    ],
    [
      'a lone surrogate',
      '',
      JSON.stringify({ grant_type: 'password', username: '\ud800@example.com', password: 'x' }),
      'application/json',
    ],
  ])('refuses a NUL character or malformed text at sign-in in %s with 400', async (...call) => {
    const [, query, payload, contentType] = call;
    const response = await context().app.inject({
      method: 'POST',
      url: `/api/bgcloud-auth/oauth/token${query}`,
      headers: {
        authorization: `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`,
        'accept-language': 'zh',
        ...(contentType && { 'content-type': contentType }),
      },
      ...(payload !== undefined && { payload }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error_description: expect.stringMatching(/username 含有空字符（NUL）或无效的文字$/),
    });
  });

  it('refuses a NUL character in a header the API reads with 400', async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/periodical/list',
      headers: { 'accept-language': 'en\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      msg: 'headers/accept-language contains a NUL character or malformed text',
    });
  });

  it('answers hostile Admin-Auth headers on the staff routes with a 401 envelope, never a 5xx', async () => {
    const staffRoutes = routes.filter((route) => route.path.startsWith('/api/staff/'));
    expect(staffRoutes.length).toBeGreaterThan(0);
    const portalToken = await context().app.accessTokens.issue({
      subject: { kind: 'personal', userId: 1 },
      tenantId: '000000',
    });
    const values = [
      'bearer',
      'bearer ',
      'Basic cG9ydGFsOnBvcnRhbF9zZWNyZXQ=',
      `bearer ${portalToken}`,
      `bearer ${'a'.repeat(8000)}`,
      'bearer a.b.c',
      'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJzdGFmZjoxIn0.',
      `bearer ${portalToken} ${portalToken}`,
      "bearer '; drop table users; --",
    ];
    const problems: string[] = [];
    for (const route of staffRoutes) {
      for (const value of values) {
        const response = await context().app.inject({
          method: route.method,
          url: route.path,
          headers: { 'admin-auth': value },
        });
        const answer = {
          status: response.statusCode,
          contentType: String(response.headers['content-type'] ?? ''),
          body: response.body,
        };
        problems.push(
          ...judge(`${route.method} ${route.path} Admin-Auth ${value.slice(0, 40)}`, answer),
        );
        if (answer.status !== 401)
          problems.push(`${route.path} with ${value.slice(0, 40)} -> ${answer.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers hostile multipart bodies to a staff member's import with a 4xx envelope or a report, never a 5xx", async () => {
    const staff = { username: 'sweeper@example.org', password: 'Sweeper2026' };
    await runStaffCommand(
      context().db,
      ['add', staff.username, '--name', 'Sweeper'],
      { readPassword: async () => staff.password, out: () => undefined },
      TEST_PASSWORD_HASH_COST,
    );
    const signIn = await context().app.inject({
      method: 'POST',
      url: '/api/bgcloud-auth/oauth/token',
      query: { grant_type: 'password', ...staff, tenantId: '000000' },
      headers: {
        authorization: `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`,
        'user-type': 'personal',
      },
    });
    const { admin_token: adminToken } = signIn.json<{ admin_token?: string }>();
    expect(adminToken).toEqual(expect.any(String));
    const boundary = 'sweep';
    const type = `multipart/form-data; boundary=${boundary}`;
    const part = (disposition: string, content: string | Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const file = (name: string, content: string | Buffer) =>
      part(`form-data; name="files"; filename="${name}"`, content);
    const bodies: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', Buffer.from('x')],
      ['not multipart inside', type, Buffer.from('hello')],
      [
        'cut off',
        type,
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.xml"\r\n\r\n<a>`,
        ),
      ],
      ['a field, no file', type, Buffer.concat([part('form-data; name="files"', 'text'), end])],
      [
        'a path and NUL in the name',
        type,
        Buffer.concat([file('../../etc/passwd\u0000.xml', 'root:x:0:0'), end]),
      ],
      ['an empty name', type, Buffer.concat([file('', 'x'), end])],
      ['a long name', type, Buffer.concat([file('a'.repeat(100_000), 'x'), end])],
      [
        'bytes that are not UTF-8 in the name',
        type,
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="`),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
          Buffer.from('"\r\n\r\nx\r\n'),
          end,
        ]),
      ],
      ['NUL bytes as XML', type, Buffer.concat([file('nul.xml', Buffer.alloc(1000)), end])],
      ['a PDF alone', type, Buffer.concat([file('alone.pdf', '%PDF-1.4\n%%EOF'), end])],
      [
        '3,000 parts',
        type,
        Buffer.concat([...Array.from({ length: 3000 }, (_, n) => file(`${n}.xml`, 'x')), end]),
      ],
      [
        'multipart/mixed',
        `multipart/mixed; boundary=${boundary}`,
        Buffer.concat([file('a.xml', 'x'), end]),
      ],
    ];
    const problems: string[] = [];
    for (const [label, contentType, payload] of bodies) {
      const response = await context().app.inject({
        method: 'POST',
        url: '/api/staff/imports?dryRun=true',
        headers: { 'admin-auth': `bearer ${adminToken}`, 'content-type': contentType },
        payload,
      });
      const answer = {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.body,
      };
      problems.push(...judge(`POST /api/staff/imports (${label})`, answer));
      if (answer.status === 200) {
        const report = JSON.parse(answer.body) as { data: { files: { outcome: string }[] } };
        if (report.data.files.some((entry) => entry.outcome !== 'refused'))
          problems.push(`${label}: a hostile file was not refused`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves the catalogue intact after all of it', async () => {
    const { statusCode, body } = await getJson<{ total: number }>(
      context().app,
      '/api/periodical/list?size=1',
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(26);
  });
});
