/** Largest id the API accepts: ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/** A database id from the URL query, or null when it is missing or malformed. */
export function idParam(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= MAX_ID ? number : null;
}

/**
 * A database id from the URL path (`/BDetail/:id`), or null unless it is written as one: digits
 * without a leading zero, within the database's range.
 */
export function pathId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
