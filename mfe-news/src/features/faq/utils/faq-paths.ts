/** Largest id the API accepts: ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/**
 * The question's id from the path (`/faqDetail/:id`), or null unless it is written as one: digits
 * without a leading zero, within the database's range.
 */
export function faqPathId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
