import { PAYMENT_STATES, PAYMENT_TRANSITIONS, canMovePayment, statusOfState } from './payment-states';

describe('the payment state machine', () => {
  it('lets nothing leave a final state, and refunds only follow money the bank could not return', () => {
    for (const final of ['failed', 'reversed', 'refunded'] as const)
      for (const to of PAYMENT_STATES) expect(canMovePayment(final, to)).toBe(false);
    expect(canMovePayment('refund_owed', 'refunded')).toBe(true);
    expect(canMovePayment('paid', 'refunded')).toBe(false);
  });

  it('never goes back to the bank page once a verify may have been sent', () => {
    for (const from of ['verifying', 'paid', 'reversal_pending'] as const) {
      expect(canMovePayment(from, 'at_bank')).toBe(false);
      expect(canMovePayment(from, 'started')).toBe(false);
    }
  });

  it('names every move with states that exist, and derives the spec’s status', () => {
    for (const tos of Object.values(PAYMENT_TRANSITIONS))
      for (const to of tos) expect(PAYMENT_STATES).toContain(to);
    expect(PAYMENT_STATES.map(statusOfState)).toEqual([
      'Initial',
      'Initial',
      'Pending',
      'Success',
      'Failed',
      'Failed',
      'Failed',
      'Failed',
      'Failed',
    ]);
  });
});
