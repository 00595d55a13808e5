import { isValidNationalCode, toWesternDigits, type User } from '@ela/contracts';
import { isoToJalali, jalaliMonthLength, jalaliToIso } from '@ela/web-kit';
import type { ProfileChanges } from './api/update-profile';

/** The profile form as typed; the birth date as three Jalali selects ('' when not chosen). */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  email: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  nationalCode: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileDraft | 'birthDate', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function profileDraftOf(user: User): ProfileDraft {
  const birth = user.birthDate ? isoToJalali(user.birthDate) : null;
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    birthYear: birth ? String(birth.year) : '',
    birthMonth: birth ? String(birth.month) : '',
    birthDay: birth ? String(birth.day) : '',
    nationalCode: user.nationalCode ?? '',
  };
}

function birthDateOf(draft: ProfileDraft, today: string): { value: string | null; error?: string } {
  const parts = [draft.birthYear, draft.birthMonth, draft.birthDay];
  if (parts.every((part) => part === '')) return { value: null };
  if (parts.some((part) => part === ''))
    return { value: null, error: 'روز، ماه و سال تولد را کامل انتخاب کنید' };
  const [year, month, day] = parts.map(Number);
  if (day > jalaliMonthLength(year, month)) return { value: null, error: 'این روز در این ماه نیست' };
  const iso = jalaliToIso({ year, month, day });
  if (iso > today || iso < '1900-01-01') return { value: null, error: 'تاریخ تولد درست نیست' };
  return { value: iso };
}

/**
 * Checks the form against what the server accepts and returns only what changed (an emptied field
 * becomes null, which clears it). `today` is the Gregorian date, `YYYY-MM-DD`.
 */
export function profileChanges(
  user: User,
  draft: ProfileDraft,
  today: string,
): { errors: ProfileErrors; changes: ProfileChanges } {
  const errors: ProfileErrors = {};
  const text = (value: string) => value.trim() || null;
  const firstName = text(draft.firstName);
  const lastName = text(draft.lastName);
  const email = text(draft.email);
  const nationalCode = text(toWesternDigits(draft.nationalCode).replace(/[\s-]/g, ''));
  const birth = birthDateOf(draft, today);

  if (firstName && firstName.length > 60) errors.firstName = 'نام حداکثر ۶۰ حرف است';
  if (lastName && lastName.length > 60) errors.lastName = 'نام خانوادگی حداکثر ۶۰ حرف است';
  if (email && !EMAIL.test(email)) errors.email = 'ایمیل درست نیست؛ مثلاً name@example.com';
  if (nationalCode && !isValidNationalCode(nationalCode)) errors.nationalCode = 'کد ملی درست نیست';
  if (birth.error) errors.birthDate = birth.error;

  const next = { firstName, lastName, email, birthDate: birth.value, nationalCode };
  const changes: ProfileChanges = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (next[key] !== user[key]) changes[key] = next[key];
  }
  return { errors, changes };
}
