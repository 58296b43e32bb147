/** Largest id the API accepts: ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/** A database id from the URL query, or null when it is missing or malformed. */
export function idParam(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= MAX_ID ? number : null;
}
