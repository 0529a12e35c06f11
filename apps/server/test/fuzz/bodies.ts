// What the fuzz sends (fuzz-write-routes.test.ts): bodies built from a route's JSON schema with
// plausible values, then one or two places made hostile (control characters, lone surrogates,
// overflowing numbers, values of the wrong kind, deep nesting); free-form bodies; path and query
// parameters; and the percent-encoding that keeps lone surrogates as invalid bytes.
import fc from 'fast-check';
import { testPassword } from '../harness.ts';
import { A, ids, knownIds, ownKey } from './world.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

const controlCharacter = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc.constantFrom('\ud800', '\udfff', 'a\udc00b');

/** Strings that break storage: NUL and other control characters, lone surrogates, huge or odd. */
/** Ordinary text with a control character (NUL most of all) somewhere in it. */
const controlled = fc
  .tuple(
    fc.constantFrom('', 'ラーメン', 'A1 '),
    fc.oneof(fc.constant('\u0000'), controlCharacter),
    fc.constantFrom('', '醤油', 'x'),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

const hostileString = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
    .map(([before, control, after]) => `${before}${control}${after}`),
  fc.constant('\u0000'),
  fc.constant('ラーメン\u0000醤油'),
  loneSurrogate,
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e3', '0x10', ' 7', '-0', '-1', '0', '', ' '),
  fc.constantFrom('2147483648', '-2147483649', '99999999999999999999', '9007199254740993'),
  fc.constantFrom('0000-01-01', '2024-02-30', '10000-01-01', '2024-13-01', '2024/02/30', '99999-12-31'),
  fc.constantFrom('24:00', '25:61', '12:00:60', '99:99', '-1:00', '12:00:00.5'),
  fc.constantFrom('r999/x.jpg', '../etc/passwd', 'platform/x.apk', 'javascript:alert(1)', 'r1/'.repeat(200)),
  fc.constant('a'.repeat(20_000)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Numbers beyond every column, and the JSON numbers that are not quite integers. */
const hostileNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 1e308, -1e308, -0, 0, -1, 0.5, 1.5e-300, 2 ** 53 + 2),
  fc.constantFrom(999_999_999, 1_000_000_000, 4_294_967_296),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Nesting far beyond any real document. */
const deep = fc.integer({ min: 30, max: 400 }).map((depth) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
});

/** A value of the wrong kind where an id, a text or a flag goes. */
const wrongType = fc.oneof(
  fc.constantFrom<unknown>([7], [[1]], {}, { id: 1 }, true, false, null, [], ['1'], [A]),
  deep,
  fc.jsonValue({ maxDepth: 3 }),
);

const hostile: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, wrongType);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

let serial = 0;
/** Fields whose real values have a shape of their own; anything else gets ordinary text. */
const plausibleByName: [RegExp, () => fc.Arbitrary<unknown>][] = [
  [/^tax$/, () => fc.constantFrom(0, 8, 10, '8')],
  [/^service_fee$/, () => fc.constantFrom(0, 5, 10)],
  [/^(code_category|code_sub_category|jancode)$/, () => fc.integer({ min: 1, max: 99_999 }).map(String)],
  [/price_discount/, () => fc.integer({ min: 0, max: 99 })],
  [
    /price|cost|qty|stock|quota|display_order|fee$|distance|wait_time|waiting_time|max_order/,
    () => fc.integer({ min: 100, max: 999 }),
  ],
  [/^date$/, () => fc.constantFrom('2031/01/15', '2031/02/01')],
  [/start_date|date_reservation/, () => fc.constant('2031-01-15')],
  [/date/, () => fc.constant('2031-01-16')],
  [/start_shift_1|start_time/, () => fc.constantFrom('10:00', '10:00:00')],
  [/end_shift_1|end_time/, () => fc.constantFrom('11:00', '11:00:00')],
  [/start_shift_2/, () => fc.constant('12:00')],
  [/end_shift_2/, () => fc.constant('13:00')],
  [/time/, () => fc.constantFrom('11:00', '11:00:00')],
  [/url|link/, () => fc.constant('https://example.com/a')],
  [/email/, () => fc.constant(null).map(() => `fuzz-${++serial}@test.example`)],
  [/password/, () => fc.constantFrom(testPassword, 'another-long-password')],
  [/^(image|image_name|banner|banner_name|method_image_name|service_image_name)$/, () => fc.constant(ownKey)],
  [/file_name/, () => fc.constantFrom('photo.jpg', 'menu.csv')],
  [/content_type/, () => fc.constantFrom('image/jpeg', 'text/csv')],
  [/initials/, () => fc.constantFrom('T', 'AB', '')],
  [/^id_user$/, () => fc.constantFrom('U1', 'customer-2')],
  [/^id_receiving_method$/, () => fc.constantFrom(1, 2, 3, 4)],
  [/^id_restaurant$|restaurantId/, () => fc.constantFrom(A, A, A, ids.restaurantB)],
  [/^version_code$/, () => fc.constant(null).map(() => 1000 + ++serial)],
  [/^delta$/, () => fc.constantFrom(1, -1)],
  [/^level$/, () => fc.constantFrom(1, 2)],
  [/^day_of_week$/, () => fc.integer({ min: 0, max: 6 })],
  [/^id|_id$|^list_/, () => fc.constantFrom(...knownIds)],
];

/** A value of the right kind that a real client could send for a field of that name. */
function plausibleLeaf(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (name === 'order_restaurant_type') return fc.constant('by_order');
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.includes('boolean')) return fc.boolean();
  // A permission entry's id is a menu id ('home'), not a database id.
  if (name === 'id' && types.includes('string')) return fc.constantFrom('home', 'food-menu');
  const byName = plausibleByName.find(([pattern]) => pattern.test(name));
  if (byName) return byName[1]();
  if (types.includes('integer') || types.includes('number')) {
    const min = Math.max(schema.minimum ?? 0, -1000);
    return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, 1000)) });
  }
  return fc.constantFrom('テスト', 'Ramen', '醤油らーめん', 'A1');
}

/** A valid-looking body (or part of one) after the route's own JSON schema. */
function plausible(name: string, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []).slice(0, 1)];
  if (choices.length > 0) return fc.oneof(...choices.map((choice) => plausible(name, choice, depth)));
  const types = typesOf(schema);
  if ((types.includes('object') || schema.properties) && depth < 10) {
    const properties = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    const group = exclusiveGroups.find((keys) => keys.every((key) => schema.properties?.[key]));
    const record = fc.record(
      Object.fromEntries(
        properties.map(([key, property]): [string, fc.Arbitrary<unknown>] => {
          const value = plausible(key, property, depth + 1);
          if (required.has(key) || alwaysPresent.test(key) || group?.includes(key)) return [key, value];
          if (mostlyAbsent.test(key)) {
            return [key, fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value })];
          }
          return [key, fc.option(value, { nil: undefined, freq: 5 })];
        }),
      ),
    );
    if (!group) return record;
    // Exactly one of the group (a menu or a call menu; one batch action).
    return fc
      .tuple(record, fc.constantFrom(...group))
      .map(([body, keep]) =>
        Object.fromEntries(Object.entries(body).filter(([key]) => key === keep || !group.includes(key))),
      );
  }
  if (types.includes('array') && depth < 10) {
    return fc.array(plausible(name, schema.items ?? {}, depth + 1), {
      minLength: 1,
      maxLength: Math.min(schema.maxItems ?? 2, 2),
    });
  }
  return plausibleLeaf(name, schema);
}

/** Optional in the schema, needed by the rules that run after it: always sent. */
const alwaysPresent =
  /shift_|^id_food_(category|sub_category)$|^image_name$|^id_(restaurant_)?receiving_method$|^id_restaurant$/;
/** Fields only some orders or methods take (the rules refuse them elsewhere): mostly left out. */
const mostlyAbsent =
  /^(date_reservation|delivery_time|id_delivery_time_frame|delivery_address_detail|table_number|service_shipping_fees|min_free_order_fee|id_wait_time)$/;
/** Exactly one of these is sent. */
const exclusiveGroups = [
  ['id_food_menu', 'id_free_food_menu'],
  ['delete', 'stock_quantity', 'status'],
];

type Path = (string | number)[];

/** Every place of a value that can be replaced: each property, each item, at any depth. */
function placesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...path, index], ...placesOf(item, [...path, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...placesOf(item, [...path, key])]);
  }
  return [];
}

function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaced(item, rest, next) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, next) };
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)?.[key], value);
}

/** Junk aimed at what a place holds: text gets control characters, numbers get overflow, and so on. */
function junkFor(current: unknown): fc.Arbitrary<unknown> {
  const aimed =
    typeof current === 'string'
      ? fc.oneof(
          // The value itself with a control character or a lone surrogate inside: 'pho\u0000to.jpg'
          // keeps its extension, so it meets the checks after the format's.
          fc.tuple(fc.nat(), fc.oneof(fc.constant('\u0000'), controlCharacter, loneSurrogate)).map(([at, inserted]) => {
            const cut = at % (current.length + 1);
            return `${current.slice(0, cut)}${inserted}${current.slice(cut)}`;
          }),
          controlled,
          hostileString,
        )
      : typeof current === 'number'
        ? fc.oneof(hostileNumber, fc.constantFrom('2147483648', '1e3', '0x10', ' 7', [current], true))
        : wrongType;
  return fc.oneof({ weight: 3, arbitrary: aimed }, { weight: 1, arbitrary: hostile });
}

/**
 * A valid-looking body with one or two of its places (a leaf, or a whole list or object) made
 * hostile, so the junk meets the check of that field while the rest of the body passes.
 */
export function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  const once = (body: unknown): fc.Arbitrary<unknown> => {
    // Text and numbers are where values slipped through to PostgreSQL: they are aimed at more often.
    const places = placesOf(body).flatMap((place) => {
      const current = valueAt(body, place);
      return Array.from({ length: typeof current === 'string' ? 4 : typeof current === 'number' ? 2 : 1 }, () => place);
    });
    if (places.length === 0) return hostile;
    return fc
      .constantFrom(...places)
      .chain((place) => junkFor(valueAt(body, place)).map((junk) => replaced(body, place, junk)));
  };
  return plausible('', schema).chain((body) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant(body) },
      { weight: 4, arbitrary: once(body) },
      { weight: 2, arbitrary: once(body).chain(once) },
    ),
  );
}

/** Bodies of every other shape: any JSON, deep nesting, wrapped in {data} as old clients did. */
export const freeFormBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  deep,
  hostile,
  fc.dictionary(fc.string({ maxLength: 6 }), hostile, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((data) => ({ data })),
);

/** A path or query parameter: an id of the catalogue, or junk text. */
export function paramValue(name: string, schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const plausible =
    schema?.enum !== undefined
      ? fc.constantFrom(...schema.enum.map(String))
      : /restaurant/i.test(name) && !/method/.test(name)
        ? fc.constantFrom(String(A), String(A), String(ids.restaurantB))
        : fc.constantFrom(...knownIds.map(String), '1', '10');
  const junk = fc.oneof(
    hostileString,
    hostileNumber.map(String),
    fc.constantFrom('[7]', 'true', 'null', '%00', '1,2', '１２'),
  );
  return fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: junk });
}

/** Percent-encodes text; a lone surrogate (no UTF-8 form) becomes the invalid bytes %ED%A0%80. */
export function encode(value: string): string {
  return value
    .split(/([\ud800-\udbff][\udc00-\udfff])/)
    .map((part, position) =>
      position % 2 === 1
        ? encodeURIComponent(part)
        : part.replace(/[\s\S]/g, (char) => {
            const code = char.charCodeAt(0);
            return code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
          }),
    )
    .join('');
}
