// Idempotency keys: which header values are keys, and the canonical body whose hash tells a retry
// (same body) from a reuse of the key for another order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, isIdempotencyKey } from './idempotency.ts';

describe('isIdempotencyKey', () => {
  it('takes 1 to 255 visible ASCII characters', () => {
    for (const key of ['a', '3f9a1b2c-1111-4222-8333-444455556666', 'x'.repeat(255), '!~{}"\\=+/']) {
      expect(isIdempotencyKey(key)).toBe(true);
    }
  });

  it('refuses empty, too long, spaces, control and non-ASCII characters, and non-strings', () => {
    for (const key of ['', 'x'.repeat(256), 'a b', 'a, b', 'tab\tkey', 'nul\u0000', 'キー', 'é', '\u007f', undefined]) {
      expect(isIdempotencyKey(key)).toBe(false);
    }
    expect(isIdempotencyKey(['a', 'b'])).toBe(false);
    expect(isIdempotencyKey(42)).toBe(false);
  });

  it('agrees with its definition on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 20 })),
        (value) => {
          const visible = [...value].every((char) => char >= '!' && char <= '~');
          expect(isIdempotencyKey(value)).toBe(value.length >= 1 && value.length <= 255 && visible);
        },
      ),
    );
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order, drops undefined properties', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson([undefined, 'x'])).toBe('[null,"x"]');
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    // A key named __proto__ (JSON.parse makes it an own property) is kept as data.
    expect(canonicalJson(JSON.parse('{"__proto__":{"x":1},"a":1}'))).toBe('{"__proto__":{"x":1},"a":1}');
  });

  it('is the same JSON value (JSON.parse gives it back) and ignores key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(JSON.parse(JSON.stringify(value, null, 1)))).toBe(text);
        expect(canonicalJson(reversedKeys(value))).toBe(text);
      }),
    );
  });

  it('gives different texts to different JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const same = JSON.stringify(JSON.parse(canonicalJson(a))) === JSON.stringify(JSON.parse(canonicalJson(b)));
        expect(canonicalJson(a) === canonicalJson(b)).toBe(same);
      }),
    );
  });
});

/** The same value with every object's keys inserted in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).reverse();
    const out: Record<string, unknown> = {};
    for (const [key, item] of entries) Object.defineProperty(out, key, { value: reversedKeys(item), enumerable: true });
    return out;
  }
  return value;
}
