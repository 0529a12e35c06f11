// The Idempotency-Key of POST restaurant/order (issue 13). The ordering app retries an order whose
// answer it lost (a connection reset after the server committed); with the same key and the same
// body the retry answers the first order instead of placing a second one. These are the pure parts:
// what a valid key looks like and the canonical form of a body, whose hash tells "the same body"
// from "another body" (the server hashes it; the domain also runs in the browser, without crypto).

/** The request header, as named in answers (HTTP header names are case-insensitive). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** How long a key is kept at least, so a retry within it answers the first order. */
export const idempotencyKeyRetentionHours = 24;

// Visible ASCII only (0x21–0x7E), 1 to 255 of them: UUIDs, ULIDs and base64 all fit, and no space
// is allowed, so a header sent twice (which Node joins as 'a, b') is refused rather than merged into
// a key nobody sent.
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** Is this header value a usable key? */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && keyPattern.test(value);
}

/**
 * The canonical JSON of a value: object keys sorted (so `{a, b}` and `{b, a}` are the same body),
 * properties whose value is undefined left out and arrays kept in order, as JSON.stringify would;
 * no whitespace. Two values give the same text exactly when they are the same JSON value.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined || typeof item === 'function' ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  // Strings, numbers (non-finite ones become null), booleans, null and objects with toJSON (dates).
  return JSON.stringify(value) ?? 'null';
}
