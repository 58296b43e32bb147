/**
 * The route map the front ends' typed client is built on (`API_ROUTES`, shared/contract/src/
 * routes.ts) and the OpenAPI document list the same routes: a route added to the API without its
 * entry in the map, or an entry without its route, fails here. So does an entry that says
 * `envelope` for a route answering something else, or the other way round.
 */
import { API_ROUTES, type RouteAnswer } from '@portal/contract';
import { buildApp, type App } from '../app';
import type { Db } from '../db/db';

interface OperationDoc {
  responses?: Record<string, { content?: Record<string, { schema?: SchemaDoc }> }>;
}
interface SchemaDoc {
  properties?: Record<string, unknown>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, OperationDoc>>;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const ENVELOPE_FIELDS = ['code', 'success', 'data', 'msg'];

/** The document is made from the routes' schemas: building it reads no database. */
function noDatabase(): never {
  throw new Error('The OpenAPI document should not need the database');
}
const NO_DATABASE: Db = {
  kind: 'pglite',
  query: async () => noDatabase(),
  exec: async () => noDatabase(),
  transaction: async () => noDatabase(),
  close: async () => undefined,
};

/** How the document says a route answers: the envelope's four fields, or something else. */
function answerOf(operation: OperationDoc): RouteAnswer {
  const content = Object.values(operation.responses?.['200']?.content ?? {});
  const fields = Object.keys(content[0]?.schema?.properties ?? {});
  return ENVELOPE_FIELDS.every((field) => fields.includes(field)) ? 'envelope' : 'raw';
}

/** `METHOD /api/path` -> how it answers. */
type Routes = Record<string, RouteAnswer>;

function documentRoutes(doc: OpenApiDoc): Routes {
  const routes: Routes = {};
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (METHODS.includes(method)) routes[`${method.toUpperCase()} ${path}`] = answerOf(operation);
    }
  }
  return routes;
}

function mapRoutes(): Routes {
  const routes: Routes = {};
  for (const [method, paths] of Object.entries(API_ROUTES)) {
    for (const [path, route] of Object.entries(paths)) routes[`${method} ${path}`] = route.answer;
  }
  return routes;
}

let app: App;
let documented: Routes;

beforeAll(async () => {
  app = await buildApp({ db: NO_DATABASE });
  await app.ready();
  documented = documentRoutes(app.swagger() as unknown as OpenApiDoc);
});

afterAll(async () => {
  await app.close();
});

describe("the client's route map", () => {
  it('finds the routes of the OpenAPI document', () => {
    expect(Object.keys(documented).length).toBeGreaterThanOrEqual(50);
  });

  it('lists every route of the OpenAPI document, and no other', () => {
    const mapped = mapRoutes();
    expect({
      'in the API, missing from API_ROUTES': Object.keys(documented).filter((r) => !(r in mapped)),
      'in API_ROUTES, not in the API': Object.keys(mapped).filter((r) => !(r in documented)),
    }).toEqual({
      'in the API, missing from API_ROUTES': [],
      'in API_ROUTES, not in the API': [],
    });
  });

  it('says which routes answer an envelope, as the OpenAPI document does', () => {
    const mapped = mapRoutes();
    const disagreements = Object.entries(mapped)
      .filter(([route, answer]) => route in documented && documented[route] !== answer)
      .map(([route, answer]) => `${route}: map ${answer}, API ${documented[route]}`);
    expect(disagreements).toEqual([]);
  });
});
