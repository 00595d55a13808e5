import { z } from 'zod';
import { toWesternDigits } from '../digits';
import { iranMobile } from './phone';
import { safeText } from '../text';
import { idSchema, wholeNumber } from '../common.schemas';
import type { User } from './user';

export interface Province {
  id: number;
  name: string;
}
export interface City {
  id: number;
  provinceId: number;
  name: string;
}

export interface Address {
  id: string;
  title: string;
  receiverName: string;
  receiverPhone: string;
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  street: string;
  plaque: string | null;
  unit: string | null;
  postalCode: string;
  createdAt: string;
  updatedAt: string;
}

const postalCode = safeText()
  .transform((v) => toWesternDigits(v).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'کد پستی باید ۱۰ رقم باشد'))
  .describe('Ten-digit postal code');

const fields = {
  title: safeText().min(1).max(60).describe('A name for the address, e.g. home'),
  receiverName: safeText().min(2).max(100),
  receiverPhone: iranMobile,
  provinceId: wholeNumber().pipe(z.number().positive()),
  cityId: wholeNumber().pipe(z.number().positive()),
  street: safeText().min(5).max(300).describe('Street and alley'),
  plaque: safeText().max(20).nullable().optional(),
  unit: safeText().max(20).nullable().optional(),
  postalCode,
};

/** Body of POST /address. */
export const createAddressBody = z.object(fields).strict();
export type CreateAddressBody = z.infer<typeof createAddressBody>;

/** Body of PATCH /address/one/{id}; a new city must come with its province. */
export const updateAddressBody = z
  .object(fields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'دست‌کم یک فیلد برای تغییر لازم است');
export type UpdateAddressBody = z.infer<typeof updateAddressBody>;

/** Params of GET /address/cities/{provinceId}. */
export const provinceParams = z.object({ provinceId: wholeNumber().pipe(z.number().positive()) }).strict();

/**
 * Body of auth's `forOrder` (no route): one of the caller's addresses, asked by orders while it
 * places the caller's order or quotes its shipping.
 */
export const addressForOrderBody = z.object({ addressId: idSchema }).strict();
export type AddressForOrderBody = z.infer<typeof addressForOrderBody>;

/** Answer of `forOrder`: the address, and the customer as auth has them now (kept on the order). */
export interface AddressForOrder {
  address: Address;
  customer: User;
  /**
   * Every address of the customer's and the version of what auth answered (see
   * `AUTH_EVENTS.customerChanged`), for orders to keep a copy of; absent from an auth of an earlier
   * version.
   */
  copy?: { version: string; addresses: Address[] };
}
