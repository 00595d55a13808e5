import type { z } from 'zod';
import { multilineText, safeText, TEXT_MESSAGES } from './text';
import { listQuery } from './common.schemas';
import { createProductBody } from './catalog/product';
import { searchQuery } from './catalog/search';
import { nameParams } from './catalog/inventory';
import { updateProfileBody } from './auth/user';
import { createAddressBody } from './auth/address';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('safeText', () => {
  const name = safeText().min(1).max(80);

  it('keeps Persian text, with half-spaces inside words, trimmed', () => {
    expect(name.parse('  پرده‌ای سرمه‌ای  ')).toBe('پرده‌ای سرمه‌ای');
    expect(name.parse('مخمل ۱۲۳ (Velvet)')).toBe('مخمل ۱۲۳ (Velvet)');
    // Direction marks are legitimate inside mixed Persian and Latin text.
    expect(name.parse('کتان\u200fXL')).toBe('کتان\u200fXL');
  });

  it.each([
    ['NUL', 'مخمل\u0000'],
    ['a tab', 'a\tb'],
    ['a line break', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s', (_what, value) => {
    expect(messageOf(name, value)).toBe(TEXT_MESSAGES.control);
  });

  const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
  it.each(bidi.map((code) => [code.toString(16), String.fromCodePoint(code)]))(
    'refuses the bidi control U+%s',
    (_code, control) => {
      expect(messageOf(name, `invoice${control}gpj.exe`)).toBe(TEXT_MESSAGES.bidi);
    },
  );

  it('refuses a lone surrogate', () => {
    expect(messageOf(name, 'a\ud800b')).toBe(TEXT_MESSAGES.surrogate);
  });

  it.each([
    ['a zero-width non-joiner', '\u200c'],
    ['joiners and zero-width spaces', '\u200d\u200b\u200c'],
    ['a soft hyphen and a BOM', '\u00ad\ufeff\u00ad'],
    ['non-breaking spaces around a joiner', '\u00a0\u200d\u00a0'],
  ])('refuses text made only of %s', (_what, value) => {
    expect(messageOf(name, value)).toBe(TEXT_MESSAGES.invisible);
  });

  it('refuses a byte-order mark inside the text, and trims one at either end', () => {
    expect(messageOf(name, 'علی\ufeffرضایی')).toBe(TEXT_MESSAGES.byteOrderMark);
    expect(messageOf(multilineText(), 'تهران\ufeff، خیابان آزادی')).toBe(TEXT_MESSAGES.byteOrderMark);
    expect(name.parse('\ufeffعلی\ufeff')).toBe('علی');
  });

  it('leaves emptiness to min(): an optional empty text is fine', () => {
    expect(safeText().max(10).parse('   ')).toBe('');
    expect(name.safeParse('   ').success).toBe(false);
  });
});

describe('multilineText', () => {
  const description = multilineText().max(2000);

  it('keeps tabs and line breaks, including a browser form’s CR LF', () => {
    expect(description.parse('سطر یک\r\nسطر دو\n\tبند')).toBe('سطر یک\r\nسطر دو\n\tبند');
  });

  it('still refuses NUL, other controls and bidi overrides', () => {
    expect(messageOf(description, 'a\u0000')).toBe(TEXT_MESSAGES.controlMultiline);
    expect(messageOf(description, 'a\u000bb')).toBe(TEXT_MESSAGES.controlMultiline);
    expect(messageOf(description, 'a\u202eb')).toBe(TEXT_MESSAGES.bidi);
  });
});

describe('the contract schemas use it', () => {
  it.each([
    ['a listing query', listQuery(['name'] as const), { q: 'a\u0000' }],
    ['the search query', searchQuery, { q: 'مخمل\u0000' }],
    ['a name in the path', nameParams, { name: '\u0000' }],
    [
      'a product name',
      createProductBody,
      { name: 'پرده\u202e', categoryId: crypto.randomUUID(), unitType: 'meter' },
    ],
    ['a profile name', updateProfileBody, { firstName: '\u200b\u200c' }],
    ['an address street', createAddressBody, { street: 'خیابان\u0000آزادی' }],
  ])('in %s', (_where, schema, value) => {
    const issues = schema.safeParse(value).error?.issues ?? [];
    expect(issues.map((i) => i.message).some((m) => Object.values(TEXT_MESSAGES).includes(m as never))).toBe(
      true,
    );
  });
});
