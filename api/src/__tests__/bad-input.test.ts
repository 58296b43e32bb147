/**
 * Bad input to every route the OpenAPI document lists: each parameter in turn gets wrong types,
 * negative and huge numbers, SQL metacharacters, overlong and non-UTF-8 strings; each JSON body
 * gets nothing, wrong types and broken JSON. Whatever the route, the answer is a clear 4xx
 * envelope with a message (or a normal answer), never a 500, and the database is intact.
 */
import { getJson, setupTestApp } from '../../test/helper';

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

// The contact form's rate limit would answer 429 before the sweep reached its validation.
const context = setupTestApp({ contact: { rateLimit: 100_000 } });

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
  body: string;
}

async function send(
  method: Route['method'],
  target: string,
  payload?: string,
  contentType = 'application/json',
): Promise<Answer> {
  const response = await context().app.inject({
    method,
    url: target,
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': contentType } }),
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

/** Failures as a list of readable lines, so one test reports every offending route at once. */
function judge(label: string, answer: Answer): string[] {
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

describe('bad input to every route', () => {
  it('finds the routes of every area in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.some((r) => r.method === 'POST')).toBe(true);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/cms/contact-message');
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
      const get = await context().app.inject({ method: 'GET', url: target });
      const head = await context().app.inject({ method: 'HEAD', url: target });
      if (head.statusCode !== get.statusCode || head.body !== '') {
        problems.push(`HEAD ${target} -> ${head.statusCode} (GET ${get.statusCode})`);
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
    }
    expect(problems).toEqual([]);
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

  it('leaves the catalogue intact after all of it', async () => {
    const { statusCode, body } = await getJson<{ total: number }>(
      context().app,
      '/api/periodical/list?size=1',
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(26);
  });
});
