import type { User } from '@ela/contracts';
import { profileChanges, profileDraftOf } from './profile-rules';

const user: User = {
  _id: '7b0e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  phone: '+989121234567',
  role: 'user',
  firstName: 'سارا',
  lastName: null,
  email: null,
  birthDate: '1990-03-21',
  nationalCode: null,
  createdAt: '2025-03-21T10:00:00.000Z',
};
const TODAY = '2025-06-01';

describe('profile rules', () => {
  it('shows the birth date in the Jalali calendar', () => {
    expect(profileDraftOf(user)).toMatchObject({ birthYear: '1369', birthMonth: '1', birthDay: '1' });
    expect(profileDraftOf({ ...user, birthDate: null })).toMatchObject({ birthYear: '', birthDay: '' });
  });

  it('sends only what changed; an emptied field is cleared with null', () => {
    const draft = { ...profileDraftOf(user), firstName: '', lastName: ' محمدی ', nationalCode: '۰۰۸۴۵۷۵۹۴۸' };
    expect(profileChanges(user, draft, TODAY)).toEqual({
      errors: {},
      changes: { firstName: null, lastName: 'محمدی', nationalCode: '0084575948' },
    });
    expect(profileChanges(user, profileDraftOf(user), TODAY).changes).toEqual({});
  });

  it('turns the three Jalali selects into a Gregorian date', () => {
    const draft = { ...profileDraftOf(user), birthYear: '1375', birthMonth: '12', birthDay: '30' };
    expect(profileChanges(user, draft, TODAY).changes).toEqual({ birthDate: '1997-03-20' });
    const cleared = { ...draft, birthYear: '', birthMonth: '', birthDay: '' };
    expect(profileChanges(user, cleared, TODAY).changes).toEqual({ birthDate: null });
  });

  it('checks the national code digit, the email and the date before sending', () => {
    const draft = {
      ...profileDraftOf(user),
      nationalCode: '0084575949',
      email: 'sara@',
      birthYear: '1402',
      birthMonth: '12',
      birthDay: '30',
    };
    expect(profileChanges(user, draft, TODAY).errors).toEqual({
      nationalCode: 'کد ملی درست نیست',
      email: 'ایمیل درست نیست؛ مثلاً name@example.com',
      birthDate: 'این روز در این ماه نیست',
    });
    expect(profileChanges(user, { ...draft, birthDay: '' }, TODAY).errors.birthDate).toMatch(/کامل/);
    const future = { ...profileDraftOf(user), birthYear: '1410', birthMonth: '1', birthDay: '1' };
    expect(profileChanges(user, future, TODAY).errors.birthDate).toBe('تاریخ تولد درست نیست');
  });
});
