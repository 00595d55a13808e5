import { z } from 'zod';
import { idSchema, listQuery, wholeNumber } from '../common.schemas';
import { isWholeToman, wholeTomanMessage, wholeTomanRials } from '../catalog/money';
import { safeText } from '../text';
import type { FieldProblem } from '../validation';
import { basketLinesInput } from './basket';

/** A percentage of the basket (whole percent, optionally capped) or a fixed amount of Rials. */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const positive = wholeNumber().pipe(z.number().min(1).max(1_000_000_000));
const instant = z.iso.datetime({ offset: true });

/** Codes are typed by people: Latin letters, digits, `-` and `_`, kept in capitals. */
export const discountCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'کد تخفیف ۳ تا ۳۲ حرف لاتین، رقم، - یا _ است')
  .transform((code) => code.toUpperCase())
  .describe('The code a customer types, case-insensitive');

const termFields = {
  code: discountCode,
  title: safeText().min(1).max(120).describe('What the panel and the customer see, e.g. تخفیف یلدا'),
  kind: z.enum(DISCOUNT_KINDS),
  value: positive.describe('Whole percent (1–100) for `percent`, Rials for `fixed`'),
  maxDiscount: wholeTomanRials('سقف تخفیف')
    .nullable()
    .describe('Cap in Rials of a percentage; null for none (and for `fixed`)'),
  minBasket: wholeTomanRials('حداقل مبلغ سبد').describe(
    'Smallest basket total (after sale prices) the code applies to, in Rials',
  ),
  startsAt: instant.describe('From this instant on (inclusive)'),
  endsAt: instant.describe('Before this instant (exclusive)'),
  usageLimit: positive.nullable().describe('Uses in all; null for no limit'),
  perCustomerLimit: positive.nullable().describe('Uses per customer; null for no limit'),
  customerIds: z
    .array(idSchema)
    .min(1)
    .max(1000)
    .nullable()
    .describe('The chosen customers (a gift); null for everyone'),
};

/** The terms a discount must keep together, whichever request set them. */
export type DiscountTerms = Pick<
  z.output<z.ZodObject<typeof termFields>>,
  'kind' | 'value' | 'maxDiscount' | 'startsAt' | 'endsAt'
>;

/** The one rule on terms that go together, for a create and for a discount after a PATCH. */
export function discountTermsProblem(t: DiscountTerms): FieldProblem | null {
  if (t.kind === 'percent' && t.value > 100)
    return { field: 'body.value', message: 'درصد تخفیف باید بین ۱ و ۱۰۰ باشد' };
  if (t.kind === 'fixed' && !isWholeToman(t.value))
    return { field: 'body.value', message: wholeTomanMessage('مبلغ تخفیف') };
  if (t.kind === 'fixed' && t.maxDiscount !== null)
    return { field: 'body.maxDiscount', message: 'سقف تخفیف فقط برای تخفیف درصدی است' };
  if (Date.parse(t.endsAt) <= Date.parse(t.startsAt))
    return { field: 'body.endsAt', message: 'پایان باید بعد از شروع باشد' };
  return null;
}

/** Body of POST /discount. */
export const createDiscountBody = z
  .object({
    ...termFields,
    maxDiscount: termFields.maxDiscount.default(null),
    minBasket: termFields.minBasket.default(0),
    usageLimit: termFields.usageLimit.default(null),
    perCustomerLimit: termFields.perCustomerLimit.default(1),
    customerIds: termFields.customerIds.default(null),
  })
  .strict()
  .superRefine((body, ctx) => {
    const problem = discountTermsProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field.slice(5)], message: problem.message });
  });
export type CreateDiscountBody = z.infer<typeof createDiscountBody>;

/** Body of PATCH /discount/{id}; the discount after the change must still keep its terms together. */
export const updateDiscountBody = z.object(termFields).partial().strict();
export type UpdateDiscountBody = z.infer<typeof updateDiscountBody>;

/** A discount as admins see it. Amounts are whole Rials; instants ISO 8601. */
export interface Discount {
  id: string;
  code: string;
  title: string;
  kind: DiscountKind;
  value: number;
  maxDiscount: number | null;
  minBasket: number;
  startsAt: string;
  endsAt: string;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Redemptions so far. */
  used: number;
  customerIds: string[] | null;
  createdAt: string;
  updatedAt: string;
}

/** Where a discount stands now, for filters and the panel. */
export const DISCOUNT_STATES = ['active', 'scheduled', 'expired', 'used_up'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

/** Query of GET /discount/all. */
export const listDiscountsQuery = listQuery(['newest', 'ending', 'code'])
  .extend({ state: z.enum(DISCOUNT_STATES).optional().describe('Only discounts in this state now') })
  .strict();
export type ListDiscountsQuery = z.infer<typeof listDiscountsQuery>;

/** Query of GET /discount/findAllByUsers: gifts, optionally only one customer's. */
export const listGiftsQuery = listQuery(['newest', 'ending', 'code'])
  .extend({ customerId: idSchema.optional().describe("Only this customer's gifts") })
  .strict();
export type ListGiftsQuery = z.infer<typeof listGiftsQuery>;

/** A code the caller may use now, as GET /discount/userDiscounts shows it. */
export interface CustomerDiscount {
  id: string;
  code: string;
  title: string;
  kind: DiscountKind;
  value: number;
  maxDiscount: number | null;
  minBasket: number;
  startsAt: string;
  endsAt: string;
  /** Given to this customer rather than to everyone. */
  personal: boolean;
  /** Uses left for this customer; null for no limit. */
  usesLeft: number | null;
}

/** Body of POST /discount/calculate: a code and, optionally, lines instead of the caller's basket. */
export const calculateDiscountBody = z
  .object({
    code: discountCode,
    lines: basketLinesInput.min(1).optional().describe("Priced instead of the caller's basket"),
  })
  .strict();
export type CalculateDiscountBody = z.infer<typeof calculateDiscountBody>;

/** The breakdown a code gives a basket, in whole Rials, every amount a whole Toman (catalog/money.ts). */
export interface DiscountBreakdown {
  discountId: string;
  code: string;
  /** At regular prices. */
  subtotal: number;
  saleSavings: number;
  /** subtotal − saleSavings: what the minimum and a percentage are measured against. */
  basketTotal: number;
  discount: number;
  /** basketTotal − discount, never below zero. */
  total: number;
}
