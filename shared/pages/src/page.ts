/**
 * A page of the site: its path pattern, as react-router matches it (`/JDetail/:cid/article`), and
 * `href(params)`, the address of one such page with its path parameters and query filled in.
 * The parameters are typed from the pattern (`:cid` is required, `:abbr?` optional) and from the
 * query the page declares; every value is encoded here, so no caller encodes one itself.
 */

/** A value of a path segment. */
export type PathValue = string | number;

/** A value of a query parameter: left out of the address when undefined. */
export type QueryValue = string | number | boolean | undefined;

/** The names of a pattern's parameters, `?` kept on the optional ones. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

type RequiredName<Name> = Name extends `${string}?` ? never : Name;
type OptionalName<Name> = Name extends `${infer Bare}?` ? Bare : never;

/** The path parameters of a pattern: `{ cid: PathValue }` for `/JDetail/:cid`. */
export type PathParams<Path extends string> = {
  [Name in RequiredName<ParamNames<Path>>]: PathValue;
} & { [Name in OptionalName<ParamNames<Path>>]?: PathValue };

/** What a page declares beyond its pattern: narrower path parameters, and its query. */
export interface PageTypes {
  params?: object;
  query?: object;
}

/** Types only: the marker `typed<{ query: { id: number } }>()` carries them into `page()`. */
export interface Typed<Types extends PageTypes> {
  readonly types?: Types;
}

/** Declares a page's query (and narrower path parameters) for `page()`; nothing at run time. */
export function typed<Types extends PageTypes>(): Typed<Types> {
  return {};
}

type Simplify<T> = { [Key in keyof T]: T[Key] } & {};

/** Everything `href` takes: the path parameters (narrowed by `params`) and the query. */
export type HrefParams<Path extends string, Types extends PageTypes> = Simplify<
  Omit<PathParams<Path>, keyof Types['params']> &
    (Types['params'] extends object ? Types['params'] : unknown) &
    (Types['query'] extends object ? Types['query'] : unknown)
>;

/** Keys `T` must have: a page whose parameters are all optional takes `href()` bare. */
type RequiredKeys<T> = { [Key in keyof T]-?: undefined extends T[Key] ? never : Key }[keyof T];

/** `href`'s arguments: none for a page without parameters, optional when all are. */
type HrefArguments<Params> = [keyof Params] extends [never]
  ? [params?: Record<string, never>]
  : RequiredKeys<Params> extends never
    ? [params?: Params]
    : [params: Params];

export interface Page<Path extends string, Params> {
  /** The pattern react-router matches, absolute. */
  readonly path: Path;
  /** The address of one such page. */
  href(...params: HrefArguments<Params>): string;
}

/** Address of the pattern with `params`: path parameters into the path, the rest as the query. */
function fill(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  const used = new Set<string>();
  const segments = path.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const name = segment.replace(/^:|\?$/g, '');
    used.add(name);
    const value = params[name];
    if (value === undefined) {
      if (segment.endsWith('?')) return [];
      throw new Error(`${path} needs ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (!used.has(name) && value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${segments.join('/')}${search ? `?${search}` : ''}`;
}

/**
 * A page at `path`. Its query is declared with `typed`:
 * `page('/JDetail/:cid/article', typed<{ query: { id: number } }>())`.
 */
export function page<Path extends string, Types extends PageTypes = Record<never, never>>(
  path: Path,
  _types?: Typed<Types>,
): Page<Path, HrefParams<Path, Types>> {
  return {
    path,
    href: (...[params]) => fill(path, params as Readonly<Record<string, unknown>> | undefined),
  };
}
