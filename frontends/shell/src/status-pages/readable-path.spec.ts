import { readablePath } from './readable-path';

describe('an address as people read it', () => {
  it('decodes percent-encoding, so a Persian name shows in Persian', () => {
    expect(readablePath('/product/%D9%BE%D8%A7%D8%B1%DA%86%D9%87%20%DA%A9%D8%AA%D8%A7%D9%86')).toBe(
      '/product/پارچه کتان',
    );
    expect(readablePath('/no-such-page')).toBe('/no-such-page');
  });

  it('shows nothing for an address that cannot be decoded, rather than its percent signs', () => {
    expect(readablePath('/product/%D9%')).toBeNull();
  });

  it('drops direction marks and control characters, and shortens a long address', () => {
    expect(readablePath('/a%E2%80%AEb%0Ac')).toBe('/abc');
    expect(readablePath(`/${'x'.repeat(200)}`)).toBe(`/${'x'.repeat(79)}…`);
  });
});
