import { formatSteps, quantityLabel } from './quantity-format';

describe('quantities as the customer reads them', () => {
  it('shows half meters as meters in halves, and whole meters and items as they are', () => {
    expect([1, 2, 3, 4, 21].map((steps) => formatSteps('half_meter', steps))).toEqual([
      '۰٫۵',
      '۱',
      '۱٫۵',
      '۲',
      '۱۰٫۵',
    ]);
    expect(quantityLabel('half_meter', 3)).toBe('۱٫۵ متر');
    expect(quantityLabel('meter', 3)).toBe('۳ متر');
    expect(quantityLabel('count', 1200)).toBe('۱٬۲۰۰ عدد');
  });
});
