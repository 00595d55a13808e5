import type { CreateDiscountBody, Discount, DiscountKind } from '@ela/contracts';
import {
  endOfTehranDay,
  jalaliMonthLength,
  lastTehranDayBefore,
  startOfTehranDay,
  tehranDayOf,
  type JalaliDate,
  type JalaliParts,
} from '@ela/web-kit';
import { NO_DAY, partsOf, readParts } from '../../../shared/dates/jalali-parts';
import {
  lengthProblem,
  parseWholeNumber,
  problems,
  RULE_MESSAGES,
  wholeOf,
  type FieldErrors,
} from '../../../shared/forms/rules';
import { parseToman, rialsOf, rialsToTomanText } from '../../../shared/money/toman';

/** A chosen customer: the id the API keeps and what the admin reads. */
export interface ChosenCustomer {
  id: string;
  label: string;
}

export interface DiscountFormValues {
  code: string;
  title: string;
  kind: DiscountKind;
  /** Whole percent for `percent`, Toman for `fixed`. */
  value: string;
  /** Toman; empty for no cap. */
  maxDiscount: string;
  /** Toman; empty for none. */
  minBasket: string;
  starts: JalaliParts;
  /** The last day the code works (the API's end is the midnight after it). */
  ends: JalaliParts;
  /** Empty for no limit. */
  usageLimit: string;
  perCustomerLimit: string;
  audience: 'everyone' | 'chosen';
  customers: ChosenCustomer[];
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  title: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minBasket: '',
  starts: NO_DAY,
  ends: NO_DAY,
  usageLimit: '',
  perCustomerLimit: '1',
  audience: 'everyone',
  customers: [],
};

/** The same day a Jalali month later, or that month's last day when it is shorter. */
function aMonthAfter({ year, month, day }: JalaliDate): JalaliDate {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { ...next, day: Math.min(day, jalaliMonthLength(next.year, next.month)) };
}

/** A new code's form: it works from today (Tehran's) for a month, the usual campaign. */
export function newDiscountValues(now: number = Date.now()): DiscountFormValues {
  const today = tehranDayOf(now);
  return {
    ...EMPTY_DISCOUNT,
    starts: partsOf(today),
    ends: partsOf(lastTehranDayBefore(startOfTehranDay(aMonthAfter(today)))),
  };
}

export function discountValues(d: Discount): DiscountFormValues {
  return {
    code: d.code,
    title: d.title,
    kind: d.kind,
    value: d.kind === 'percent' ? String(d.value) : rialsToTomanText(d.value),
    maxDiscount: rialsToTomanText(d.maxDiscount),
    minBasket: d.minBasket === 0 ? '' : rialsToTomanText(d.minBasket),
    starts: partsOf(tehranDayOf(d.startsAt)),
    ends: partsOf(lastTehranDayBefore(d.endsAt)),
    usageLimit: d.usageLimit === null ? '' : String(d.usageLimit),
    perCustomerLimit: d.perCustomerLimit === null ? '' : String(d.perCustomerLimit),
    audience: d.customerIds === null ? 'everyone' : 'chosen',
    // The API keeps ids only; a gift's customers are shown by id until the admin searches again.
    customers: (d.customerIds ?? []).map((id) => ({ id, label: `مشتری ${id.slice(0, 8)}` })),
  };
}

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

function moneyProblem(text: string, required: boolean): string | null {
  const parsed = parseToman(text);
  if (!parsed.ok) return parsed.message;
  return required && parsed.rials === null ? RULE_MESSAGES.required : null;
}

function limitProblem(text: string): string | null {
  const parsed = parseWholeNumber(text, 1, 1_000_000_000);
  return parsed.ok ? null : parsed.message;
}

export function validateDiscount(v: DiscountFormValues): FieldErrors {
  const starts = readParts(v.starts);
  const ends = readParts(v.ends);
  const percent = parseWholeNumber(v.value, 1, 100);
  let windowProblem: string | null = null;
  if (
    starts.ok &&
    ends.ok &&
    Date.parse(endOfTehranDay(ends.day)) <= Date.parse(startOfTehranDay(starts.day))
  ) {
    windowProblem = 'روز پایان نباید پیش از روز شروع باشد';
  }
  return problems({
    code: CODE.test(v.code.trim()) ? null : 'کد تخفیف ۳ تا ۳۲ حرف لاتین، رقم، - یا _ است',
    title: lengthProblem(v.title, 1, 120),
    value:
      v.kind === 'percent'
        ? !percent.ok
          ? 'درصد تخفیف باید عددی صحیح بین ۱ و ۱۰۰ باشد'
          : percent.value === null
            ? RULE_MESSAGES.required
            : null
        : moneyProblem(v.value, true),
    maxDiscount: v.kind === 'percent' ? moneyProblem(v.maxDiscount, false) : null,
    minBasket: moneyProblem(v.minBasket, false),
    startsAt: starts.ok ? null : starts.message,
    endsAt: ends.ok ? windowProblem : ends.message,
    usageLimit: limitProblem(v.usageLimit),
    perCustomerLimit: limitProblem(v.perCustomerLimit),
    customerIds:
      v.audience === 'chosen' && v.customers.length === 0 ? 'دست‌کم یک مشتری را انتخاب کنید' : null,
  });
}

/** The body of POST /discount from values that passed validateDiscount. */
export function discountBody(v: DiscountFormValues): CreateDiscountBody {
  const starts = readParts(v.starts);
  const ends = readParts(v.ends);
  if (!starts.ok || !ends.ok) throw new Error('discountBody needs validated values');
  return {
    code: v.code.trim().toUpperCase(),
    title: v.title.trim(),
    kind: v.kind,
    value: (v.kind === 'percent' ? wholeOf(v.value) : rialsOf(v.value)) ?? 0,
    maxDiscount: v.kind === 'percent' ? rialsOf(v.maxDiscount) : null,
    minBasket: rialsOf(v.minBasket) ?? 0,
    startsAt: startOfTehranDay(starts.day),
    endsAt: endOfTehranDay(ends.day),
    usageLimit: wholeOf(v.usageLimit),
    perCustomerLimit: wholeOf(v.perCustomerLimit),
    customerIds: v.audience === 'chosen' ? v.customers.map((c) => c.id) : null,
  };
}

/** What a PATCH sends: only the terms that differ from the discount as it was loaded. */
export function changedTerms(
  before: CreateDiscountBody,
  after: CreateDiscountBody,
): Partial<CreateDiscountBody> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof CreateDiscountBody]))
      changes[key] = value;
  }
  return changes as Partial<CreateDiscountBody>;
}
