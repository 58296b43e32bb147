/**
 * JSON data files are typed by what they hold (a subject code is any string): the seed checks
 * such values against the codes the contract allows as it reads them.
 */
export function oneOf<T extends string | number>(
  allowed: readonly T[],
  value: unknown,
  what: string,
): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Seed data: ${String(value)} is not a ${what}`);
  return found;
}
