import { EMPTY_ADDRESS, validateAddress, type AddressDraft } from './address-rules';

const filled: AddressDraft = {
  title: ' خانه ',
  receiverName: 'سارا محمدی',
  receiverPhone: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  provinceId: '8',
  cityId: '301',
  street: 'تهران، خیابان ولیعصر، کوچهٔ بهار',
  plaque: '۱۲',
  unit: '',
  postalCode: '۱۲۳۴۵-۶۷۸۹۰',
};

describe('validateAddress', () => {
  it('builds the request body with Western digits, +98 and nulls for empty optional fields', () => {
    expect(validateAddress(filled)).toEqual({
      errors: {},
      body: {
        title: 'خانه',
        receiverName: 'سارا محمدی',
        receiverPhone: '+989121234567',
        provinceId: 8,
        cityId: 301,
        street: 'تهران، خیابان ولیعصر، کوچهٔ بهار',
        plaque: '12',
        unit: null,
        postalCode: '1234567890',
      },
    });
  });

  it('names every missing or malformed field before anything is sent', () => {
    const { errors, body } = validateAddress(EMPTY_ADDRESS);
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(
      ['cityId', 'postalCode', 'provinceId', 'receiverName', 'receiverPhone', 'street', 'title'].sort(),
    );
  });

  it('wants a ten-digit postal code and an Iranian mobile for the receiver', () => {
    expect(validateAddress({ ...filled, postalCode: '123456789' }).errors).toEqual({
      postalCode: 'کد پستی باید ۱۰ رقم باشد',
    });
    expect(validateAddress({ ...filled, postalCode: '12345678901' }).errors.postalCode).toBeDefined();
    expect(validateAddress({ ...filled, receiverPhone: '02188888888' }).errors.receiverPhone).toMatch(
      /گیرنده/,
    );
    expect(validateAddress({ ...filled, receiverPhone: '+989121234567' }).body?.receiverPhone).toBe(
      '+989121234567',
    );
  });
});
