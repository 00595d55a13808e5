import { refuseControlCharacters } from './input-guard';

describe('refuseControlCharacters', () => {
  it('lets ordinary Persian paths and queries through', () => {
    expect(refuseControlCharacters({ name: 'پرده‌ای سرمه‌ای' }, { q: 'مخمل ۱۲', page: '2' })).toBeNull();
  });

  it.each([
    ['a NUL in a path value', { name: 'a\u0000' }, {}],
    ['a line break in a query value', {}, { q: 'a\nb' }],
    ['a NUL in a repeated query key', {}, { q: ['ok', '\u0000'] }],
    ['a control character in a query key', {}, { 'q\u0001': 'x' }],
    ['a C1 control', {}, { q: 'a\u0085' }],
  ])('refuses %s with a 400', (_what, params, query) => {
    expect(refuseControlCharacters(params, query)).toMatchObject({ statusCode: 400 });
  });
});
