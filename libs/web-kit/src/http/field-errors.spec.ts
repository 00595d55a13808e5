import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { fieldErrorsOf } from './field-errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const failed = (data: unknown) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status: 400,
      statusText: '',
      data,
      headers: {},
      config,
    },
  );

describe('fieldErrorsOf', () => {
  it("maps a 400's details to the form's field names, first problem per field", () => {
    const error = failed({
      statusCode: 400,
      message: 'اطلاعات ارسال‌شده معتبر نیست',
      details: [
        { field: 'body.postalCode', message: 'کد پستی باید ۱۰ رقم باشد' },
        { field: 'body.postalCode', message: 'دوم' },
        { field: 'body.receiverPhone', message: 'شماره موبایل معتبر نیست' },
        { field: 'params.id', message: 'شناسه معتبر نیست' },
        { nonsense: true },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      postalCode: 'کد پستی باید ۱۰ رقم باشد',
      receiverPhone: 'شماره موبایل معتبر نیست',
      id: 'شناسه معتبر نیست',
    });
  });

  it('is empty for anything without field details', () => {
    expect(fieldErrorsOf(failed({ statusCode: 429, message: 'x', details: { retryAfter: 30 } }))).toEqual({});
    expect(fieldErrorsOf(failed('<html>'))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
