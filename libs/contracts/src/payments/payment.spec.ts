import { outcomeOf, parsianCallbackBody, zarinpalVerifyBody } from './payment';

describe('what a payment means to the customer', () => {
  it('reads success, a reversed success, cancellation, failure and anything unsettled', () => {
    expect(outcomeOf({ status: 'Success', failure: null, reversal: null })).toBe('paid');
    expect(outcomeOf({ status: 'Success', failure: null, reversal: 'done' })).toBe('reversed');
    expect(outcomeOf({ status: 'Failed', failure: 'CANCELLED', reversal: null })).toBe('cancelled');
    expect(outcomeOf({ status: 'Failed', failure: 'AMOUNT_MISMATCH', reversal: 'done' })).toBe('failed');
    expect(outcomeOf({ status: 'Pending', failure: null, reversal: null })).toBe('pending');
    expect(outcomeOf({ status: 'Initial', failure: null, reversal: null })).toBe('pending');
  });
});

describe('Parsian’s posted return', () => {
  it('reads an amount with separators, any digits, and empty fields as missing', () => {
    const parsed = parsianCallbackBody.parse({
      Token: '123456789012345',
      status: '0',
      OrderId: '۱۰۰۰۴۲',
      TerminalNo: '98765432',
      RRN: '',
      HashCardNumber: 'F9DD21',
      Amount: '3,300,000',
      SwAmount: 'ignored',
    });
    expect(parsed).toEqual({
      Token: '123456789012345',
      status: 0,
      OrderId: '100042',
      TerminalNo: '98765432',
      RRN: undefined,
      HashCardNumber: 'F9DD21',
      Amount: '3300000',
    });
    expect(parsianCallbackBody.parse({ Token: '9', status: '-138' }).status).toBe(-138);
  });

  it('refuses a return without a proper token or status', () => {
    expect(parsianCallbackBody.safeParse({ Token: '0123', status: '0' }).success).toBe(false);
    expect(parsianCallbackBody.safeParse({ Token: '123', status: 'ok' }).success).toBe(false);
    expect(parsianCallbackBody.safeParse({ status: '0' }).success).toBe(false);
  });
});

describe('Zarinpal’s return', () => {
  it('takes only an authority of Zarinpal’s form and OK or NOK', () => {
    const authority = `A${'0'.repeat(11)}${'5'.repeat(24)}`;
    expect(zarinpalVerifyBody.safeParse({ authority, status: 'OK' }).success).toBe(true);
    expect(zarinpalVerifyBody.safeParse({ authority: 'A123', status: 'OK' }).success).toBe(false);
    expect(zarinpalVerifyBody.safeParse({ authority, status: 'ok' }).success).toBe(false);
  });
});
