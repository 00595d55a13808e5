import { normalizeIranMobile, toWesternDigits, type Address, type User } from '@ela/contracts';

/** The address form as typed: every field a string, select values included. */
export interface AddressDraft {
  title: string;
  receiverName: string;
  receiverPhone: string;
  provinceId: string;
  cityId: string;
  street: string;
  plaque: string;
  unit: string;
  postalCode: string;
}

/** What POST /address and PATCH /address/one/{id} take. */
export interface AddressBody {
  title: string;
  receiverName: string;
  receiverPhone: string;
  provinceId: number;
  cityId: number;
  street: string;
  plaque: string | null;
  unit: string | null;
  postalCode: string;
}

export type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

export const EMPTY_ADDRESS: AddressDraft = {
  title: '',
  receiverName: '',
  receiverPhone: '',
  provinceId: '',
  cityId: '',
  street: '',
  plaque: '',
  unit: '',
  postalCode: '',
};

/** A new address starts with the customer as its receiver. */
export function newAddressDraft(user: User | null): AddressDraft {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return { ...EMPTY_ADDRESS, receiverName: name, receiverPhone: user?.phone.replace(/^\+98/, '0') ?? '' };
}

/** The form filled with an address from the book, for editing it. */
export function draftOf(address: Address): AddressDraft {
  return {
    title: address.title,
    receiverName: address.receiverName,
    receiverPhone: address.receiverPhone.replace(/^\+98/, '0'),
    provinceId: String(address.provinceId),
    cityId: String(address.cityId),
    street: address.street,
    plaque: address.plaque ?? '',
    unit: address.unit ?? '',
    postalCode: address.postalCode,
  };
}

const optional = (text: string) => toWesternDigits(text).trim() || null;

/**
 * Checks the form before it is sent, with the server's own limits, and builds the request body:
 * digits become Western, the mobile number becomes +989…, empty optional fields become null.
 */
export function validateAddress(draft: AddressDraft): { errors: AddressErrors; body: AddressBody | null } {
  const errors: AddressErrors = {};
  const title = draft.title.trim();
  const receiverName = draft.receiverName.trim();
  const street = draft.street.trim();
  const receiverPhone = normalizeIranMobile(draft.receiverPhone);
  const postalCode = toWesternDigits(draft.postalCode).replace(/[\s-]/g, '');
  const plaque = optional(draft.plaque);
  const unit = optional(draft.unit);

  if (!title) errors.title = 'یک نام برای آدرس بنویسید؛ مثلاً خانه';
  else if (title.length > 60) errors.title = 'نام آدرس حداکثر ۶۰ حرف است';
  if (receiverName.length < 2) errors.receiverName = 'نام گیرنده را بنویسید';
  else if (receiverName.length > 100) errors.receiverName = 'نام گیرنده حداکثر ۱۰۰ حرف است';
  if (!receiverPhone) errors.receiverPhone = 'شمارهٔ موبایل گیرنده درست نیست؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷';
  if (!draft.provinceId) errors.provinceId = 'استان را انتخاب کنید';
  if (!draft.cityId) errors.cityId = 'شهر را انتخاب کنید';
  if (street.length < 5) errors.street = 'نشانی را کامل بنویسید: خیابان، کوچه و …';
  else if (street.length > 300) errors.street = 'نشانی حداکثر ۳۰۰ حرف است';
  if (plaque && plaque.length > 20) errors.plaque = 'پلاک حداکثر ۲۰ حرف است';
  if (unit && unit.length > 20) errors.unit = 'واحد حداکثر ۲۰ حرف است';
  if (!/^\d{10}$/.test(postalCode)) errors.postalCode = 'کد پستی باید ۱۰ رقم باشد';

  if (Object.keys(errors).length > 0) return { errors, body: null };
  return {
    errors,
    body: {
      title,
      receiverName,
      receiverPhone: receiverPhone!,
      provinceId: Number(draft.provinceId),
      cityId: Number(draft.cityId),
      street,
      plaque,
      unit,
      postalCode,
    },
  };
}
