import fc from 'fast-check';

/** Rows that exist in the fuzzed stack, so some requests reach the database instead of a 404. */
export interface Known {
  ids: string[];
  names: string[];
  imageKeys: string[];
}

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const toArabic = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);

/** Characters that broke or fooled systems before: NUL, controls, bidi overrides, invisibles, lone surrogates. */
export const NASTY = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r\n',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u200c',
  '\u200d',
  '\ufeff',
  '\u00ad',
  '\ud800',
  '\udfff',
  '%00',
  '../',
  '\\',
  "'",
  '"',
  "' OR 1=1 --",
  '<script>',
  '${x}',
  '{{x}}',
  // Full-text and LIKE syntax, which a search must take as plain text.
  'a & b',
  '!',
  'a:*',
  '|',
  '((',
  '<->',
  '%_%',
  '*',
];

const persianWords = fc.constantFrom(
  'پرده',
  'مخمل',
  'کتان',
  'حریر',
  'سرمه‌ای',
  'پارچه‌ی نخی',
  'كتان عربي',
  'Velvet',
);
const invisibleOnly = fc
  .array(fc.constantFrom('\u200c', '\u200d', '\u200b', '\ufeff', ' ', '\u00ad', '\u00a0'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((a) => a.join(''));
const huge = fc
  .oneof(fc.integer({ min: 200, max: 2_000 }), fc.integer({ min: 2_000, max: 120_000 }))
  .map((n) => 'ب'.repeat(n));

/** Free text: plausible Persian, random Unicode, nasty characters spliced in, huge, or invisible only. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.array(persianWords, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(persianWords, fc.constantFrom(...NASTY), fc.string({ maxLength: 5 }))
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: invisibleOnly },
);

/** Numbers and number-like text: negative, huge, fractional, Persian and Arabic digits, hex, exponent. */
export const numberLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER),
  fc.nat(1000).map((n) => toPersian(String(n))),
  fc.nat(1000).map((n) => toArabic(String(n))),
  fc.constantFrom(
    '-۵',
    '1e3',
    '0x1F',
    ' 12 ',
    '12abc',
    '9'.repeat(400),
    '',
    'NaN',
    'Infinity',
    '1,000',
    '٫5',
  ),
);

/** Ids: good v4 UUIDs, rows that exist, other versions, malformed ones. */
export const idLike = (known: Known): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.uuid({ version: 4 }) },
    { weight: 3, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.uuid().map((u) => u.replace(/-/g, '')),
        fc.uuid().map((u) => u.toUpperCase()),
        fc.uuid().map((u) => `${u.slice(0, -1)}g`),
        fc.uuid().map((u) => toPersian(u)),
        fc.uuid({ version: 4 }).map((u) => `${u}\u0000`),
        fc.constantFrom('00000000-0000-0000-0000-000000000000', '1', '-1', "' OR 1=1 --", 'null', ''),
      ),
    },
  );

const phone = fc.oneof(
  fc.nat(99_999_999).map((n) => `091${String(n).padStart(8, '0')}`),
  fc.nat(99_999_999).map((n) => toPersian(`091${String(n).padStart(8, '0')}`)),
  fc.constantFrom('+989121234567', '00989121234567', '0912 123 4567', '12345', '0912123456789012345'),
);

/** A plausible value for a field, chosen by its name, so some bodies pass validation and reach the service. */
function plausible(key: string, known: Known): fc.Arbitrary<unknown> {
  if (/^(id|.*Id|productId|inventoryId)$/.test(key)) return idLike(known);
  if (/Ids$/.test(key)) return fc.array(idLike(known), { maxLength: 3 });
  if (key === 'ids') return fc.array(idLike(known), { maxLength: 4 }).map((a) => a.join(','));
  if (/^(price|salePrice|stock|order|page|limit|productNumber|n|provinceId|cityId)$/.test(key))
    return numberLike;
  if (/phone/i.test(key)) return phone;
  if (key === 'hex') return fc.constantFrom('#1f2a5a', '#FFFFFF', 'blue', '#12345', '#1f2a5a\u0000');
  if (key === 'unitType') return fc.constantFrom('count', 'half_meter', 'meter', 'METER', 'gram');
  if (key === 'sort')
    return fc.constantFrom('newest', 'name', 'price_asc', 'order', 'deleted_newest', 'random');
  if (key === 'kind') return fc.constantFrom('products', 'inventories', 'product_categories', 'blogs', 'x');
  if (key === 'variant') return fc.constantFrom('desktop', 'mobile', 'tablet');
  if (key === 'onSale') return fc.constantFrom('true', 'false', 'yes');
  if (key === 'restore') return fc.constantFrom(true, false, 'true');
  if (key === 'code')
    return fc.oneof(
      fc.nat(999_999).map((n) => String(n).padStart(6, '0')),
      fc.constant('۱۲۳۴۵۶'),
    );
  if (key === 'postalCode') return fc.constantFrom('1234567890', '۱۲۳۴۵-۶۷۸۹۰', '123');
  if (key === 'nationalCode') return fc.constantFrom('0012345679', '۰۰۱۲۳۴۵۶۷۹', '1111111111', '12');
  if (key === 'birthDate')
    return fc.constantFrom('1990-03-21', '1899-01-01', '2999-01-01', '1990-02-30', '۱۳۶۹-۰۱-۰۱');
  if (key === 'email') return fc.constantFrom('a@b.ir', 'not-an-email', `${'a'.repeat(300)}@b.ir`);
  if (key === 'key' || key === 'imageOrder')
    return key === 'key'
      ? fc.constantFrom(...known.imageKeys, 'abc')
      : fc.array(fc.constantFrom(...known.imageKeys));
  if (key === 'name' || key === 'term') return fc.oneof(text, fc.constantFrom(...known.names));
  if (key === 'cursor') return fc.constantFrom('abcdefghijklmnop', 'eyJpZCI6MX0', '!!', 'a'.repeat(300));
  return text;
}

/** Any JSON value, shallow: the wrong type for whatever field it lands in. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value for a named field: mostly plausible, often nasty, sometimes of the wrong type. */
export function valueFor(key: string, known: Known): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: plausible(key, known) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: anyJson },
  );
}
