import { readBankReturn } from './bank-return';

const AUTHORITY = `A${'0'.repeat(11)}${'1'.repeat(24)}`;

describe('a return page’s address', () => {
  it('is read as each gateway writes it', () => {
    expect(readBankReturn('zarinpal', new URLSearchParams(`Authority=${AUTHORITY}&Status=OK`))).toEqual({
      gateway: 'zarinpal',
      authority: AUTHORITY,
      status: 'OK',
    });
    expect(readBankReturn('parsian', new URLSearchParams('token=123456789012345'))).toEqual({
      gateway: 'parsian',
      token: '123456789012345',
    });
    const reference = `MT${'a'.repeat(32)}`;
    expect(readBankReturn('mock', new URLSearchParams(`reference=${reference}&status=NOK`))).toEqual({
      gateway: 'mock',
      reference,
      status: 'NOK',
    });
  });

  it('is no return when cut short or made up', () => {
    expect(readBankReturn('zarinpal', new URLSearchParams(`Authority=${AUTHORITY}`))).toBeNull();
    expect(readBankReturn('zarinpal', new URLSearchParams('Authority=A1&Status=OK'))).toBeNull();
    expect(readBankReturn('zarinpal', new URLSearchParams(`Authority=${AUTHORITY}&Status=yes`))).toBeNull();
    expect(readBankReturn('parsian', new URLSearchParams('token=0123'))).toBeNull();
    expect(readBankReturn('parsian', new URLSearchParams(''))).toBeNull();
    expect(readBankReturn('mock', new URLSearchParams('reference=MT1&status=OK'))).toBeNull();
  });
});
