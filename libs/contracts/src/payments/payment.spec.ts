import { outcomeOf, parsianCallbackBody, reversalOf, zarinpalVerifyBody } from './payment';

describe('what a payment means to the customer', () => {
  it('reads paid, money on its way back, cancellation, failure and anything unsettled', () => {
    expect(outcomeOf({ state: 'paid', failure: null })).toBe('paid');
    expect(outcomeOf({ state: 'reversed', failure: 'ALREADY_PAID' })).toBe('reversed');
    expect(outcomeOf({ state: 'refund_owed', failure: null })).toBe('reversed');
    expect(outcomeOf({ state: 'failed', failure: 'CANCELLED' })).toBe('cancelled');
    expect(outcomeOf({ state: 'failed', failure: 'AMOUNT_MISMATCH' })).toBe('failed');
    expect(outcomeOf({ state: 'verifying', failure: null })).toBe('pending');
    expect(outcomeOf({ state: 'at_bank', failure: null })).toBe('pending');
  });

  it('tells where money that could not be kept stands', () => {
    expect(reversalOf('reversal_pending')).toBe('requested');
    expect(reversalOf('reversed')).toBe('done');
    expect(reversalOf('refund_owed')).toBe('failed');
    expect(reversalOf('paid')).toBeNull();
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
