import { z } from 'zod';
import type { Role } from '../enums';
import { toWesternDigits } from '../digits';
import { isValidNationalCode } from './national-code';
import { safeText } from '../text';

/** A person as the shop shows them; `_id` is the name the shop reads. */
export interface User {
  _id: string;
  phone: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** ISO date (Gregorian), e.g. 1990-03-21. */
  birthDate: string | null;
  nationalCode: string | null;
  createdAt: string;
}

const name = safeText().min(1).max(60);

/** Body of PATCH /Users: the caller's own profile; send only what changes, null clears. */
export const updateProfileBody = z
  .object({
    firstName: name.nullable().optional().describe('First name'),
    lastName: name.nullable().optional().describe('Last name'),
    email: z.email().max(254).nullable().optional().describe('Email address'),
    birthDate: z.iso
      .date()
      .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), 'تاریخ تولد معتبر نیست')
      .nullable()
      .optional()
      .describe('Birth date, ISO (Gregorian)'),
    nationalCode: safeText()
      .transform((v) => toWesternDigits(v).trim())
      .refine(isValidNationalCode, 'کد ملی معتبر نیست')
      .nullable()
      .optional()
      .describe('Ten-digit national code'),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'دست‌کم یک فیلد برای تغییر لازم است');
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Params of GET /Users/search-users/{term}. */
export const searchUsersParams = z.object({ term: safeText().min(2).max(60) }).strict();
