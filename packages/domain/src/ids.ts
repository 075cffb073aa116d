/**
 * Every record the shop writes (users, products, orders, addresses) is named by a UUID. An id
 * of any other shape names nothing, and never reaches the database: PostgreSQL refuses some
 * text outright (a NUL byte is not valid UTF-8 text to it) and would answer an error, not
 * "not found". An id of another shape, in a path or a body, answers 404 without a query.
 */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: string): boolean {
  return RECORD_ID.test(value);
}
