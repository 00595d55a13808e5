import { displayName } from './display-name';
import { customer } from './session.fixtures';

describe('displayName', () => {
  it('uses the name when there is one, else the mobile number in Persian digits', () => {
    expect(displayName(customer)).toBe('سارا محمدی');
    expect(displayName({ ...customer, lastName: null })).toBe('سارا');
    expect(displayName({ ...customer, firstName: null, lastName: null })).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(displayName(null)).toBe('');
  });
});
