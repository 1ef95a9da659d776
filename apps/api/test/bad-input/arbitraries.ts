import fc from 'fast-check';

/** Field names the API's bodies and forms use: generated bodies mix them with wrong values and extra fields. */
const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'phone',
  'items',
  'foodId',
  'quantity',
  'choiceIds',
  'optionGroups',
  'specialInstructions',
  'paymentMethod',
  'pickupTime',
  'tableId',
  'reservationId',
  'reservedDate',
  'reservedTime',
  'reservedFor',
  'guests',
  'purpose',
  'street',
  'city',
  'state',
  'zipCode',
  'country',
  'coordinates',
  'rating',
  'text',
  'status',
  'orderId',
  'message',
  'subject',
  'eventDate',
  'eventType',
  'guestCount',
  'location',
  'specialRequests',
  'price',
  'category',
  'description',
  'isAvailable',
  'isVegetarian',
  'isVegan',
  'spiceLevel',
  'preparationTime',
  'discount',
  'role',
  'memberId',
  'tableNumber',
  'seats',
  '_id',
  'images',
  'about',
  'openingHours',
  'address',
  'cuisineType',
  'isActive',
  'estimatedDeliveryTime',
  'deliveryPartner',
  '__proto__',
  'constructor',
] as const;

/**
 * A printable string of `minLength` to `maxLength` characters: a generated piece repeated to a generated length.
 * Built character by character, 5,000–20,000 characters cost fast-check a third of these files' time; what the
 * server is shown (a field far over any limit, of any of those lengths) is the same.
 */
function longString(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: minLength, max: maxLength }))
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));
}

const hugeString = longString(5_000, 20_000);
const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '../../etc/passwd',
  '%',
  '%00',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '🔥🍛',
  'ﷺ',
  '\u202e',
  'a'.repeat(300),
);

/** A value of any type, with the shapes that break naive parsing: huge and negative numbers, unicode, nesting. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  oddText,
  hugeString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, 0.001),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }),
);

/** A path parameter: garbage, well-formed ids of nothing, or (sometimes) a real id. */
export function idArbitrary(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ minLength: 1 }),
    fc.string({ unit: 'grapheme', minLength: 1 }),
    fc.uuid(),
    oddText.filter((text) => text.length > 0),
    longString(300, 3_000),
    ...(realIds.length > 0 ? [fc.constantFrom(...realIds)] : []),
  );
}

export const queryArbitrary: fc.Arbitrary<Record<string, string> | undefined> = fc.option(
  fc.dictionary(
    fc.oneof(
      fc.constantFrom('at', 'ticket', 'code', 'state', 'page', 'limit', 'q', 'status'),
      fc.string({ maxLength: 10 }),
    ),
    fc.oneof(
      fc.string(),
      oddText,
      hugeString.map((text) => text.slice(0, 6_000)),
    ),
    { maxKeys: 4 },
  ),
  { nil: undefined },
);

/** A request body: nothing, any JSON, known fields with wrong values, malformed JSON text, or a form. */
export type GeneratedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'form'; fields: Record<string, string> };

export const bodyArbitrary: fc.Arbitrary<GeneratedBody> = fc.oneof(
  fc.constant({ kind: 'none' } as const),
  fc.jsonValue().map((value) => ({ kind: 'json', value }) as const),
  fc
    .dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), anyValue, {
      maxKeys: 12,
    })
    .map((value) => ({ kind: 'json', value }) as const),
  fc
    .oneof(
      fc.constantFrom(
        '{',
        '{"name":',
        'nul',
        '[1,2',
        '\u0000',
        '{"a":1}}',
        '"just a string"',
        '{"__proto__":{"admin":true}}',
      ),
      fc.string(),
    )
    .map((text) => ({ kind: 'raw', text }) as const),
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(fc.string(), oddText), { maxKeys: 10 })
    .map((fields) => ({ kind: 'form', fields }) as const),
);
