import { formatToman, toPersianDigits } from '@ela/web-kit';
import type { PaymentFailure, PaymentResult } from '@ela/contracts';
import type { OrderStanding } from './order-standing';

/** What a return page tells the customer: what happened, what happened to the money, what to do. */
export interface PaymentMessage {
  tone: 'success' | 'pending' | 'failure';
  title: string;
  money: string;
  next: string;
}

const SUPPORT =
  'اگر تا چند روز کاری مبلغ به حسابتان نرسید، با پشتیبانی فروشگاه تماس بگیرید و شمارهٔ پرداخت را بگویید.';

/**
 * The next step for an attempt that did not pay, by where its order stands now (null: not known,
 * for someone who is not the order's customer or when the order could not be read).
 */
const NEXT: Record<OrderStanding | 'unknown', string> = {
  payable:
    'سفارش شما هنوز برقرار است و کالاهایش برایتان کنار گذاشته شده؛ تا پایان مهلتش می‌توانید با همین درگاه یا درگاه دیگری دوباره پرداخت کنید.',
  cancelled:
    'این سفارش لغو شده و کالاهایش به انبار برگشته است. برای خرید دوباره، کالاها را به سبد برگردانید و دوباره سفارش دهید.',
  paid: 'سفارش شما با پرداخت دیگری پرداخت شده است؛ آن را در صفحهٔ سفارش ببینید.',
  closed:
    'مهلت پرداخت این سفارش تمام شده است و دیگر نمی‌توان آن را پرداخت کرد؛ وضعیتش را در صفحهٔ سفارش ببینید.',
  unknown:
    'وضعیت سفارش را در صفحهٔ سفارش‌های خود ببینید؛ سفارشی که هنوز مهلت پرداخت دارد را از همان‌جا می‌توانید دوباره پرداخت کنید.',
};

/** The amount, to the order's customer; someone else holding the link is not told it. */
const tomanOf = (r: PaymentResult) => (r.amount === null ? 'پرداخت' : formatToman(r.amount));

/** Where money the shop could not keep stands, from the payment's reversal. */
function moneyBack(r: PaymentResult): string {
  if (r.reversal === 'done') return `مبلغ ${tomanOf(r)} به حساب شما برگشت داده شد.`;
  if (r.reversal === 'requested')
    return `مبلغ ${tomanOf(r)} در راه بازگشت به حساب شماست: بانک آن را برمی‌گرداند و معمولاً تا ۷۲ ساعت به حسابتان می‌رسد.`;
  if (r.reversal === 'failed')
    return `بانک مبلغ را خودکار برنگرداند؛ فروشگاه ${tomanOf(r)} را خودش به حساب شما برمی‌گرداند. ${SUPPORT}`;
  return 'اگر مبلغی از حساب شما کم شده باشد، بانک آن را حداکثر تا ۷۲ ساعت به حسابتان برمی‌گرداند.';
}

/** Why money the bank took was not kept for the order. */
function whyNotKept(failure: PaymentFailure | null): string {
  switch (failure) {
    case null:
      return 'سفارش پس از پرداخت لغو شد، پس مبلغش به شما برمی‌گردد.';
    case 'ALREADY_PAID':
      return 'این سفارش پیش‌تر با پرداخت دیگری پرداخت شده بود، پس این پرداخت دوم پذیرفته نشد.';
    case 'ORDER_CLOSED':
      return 'بانک مبلغ را برداشت، اما سفارش دیگر قابل پرداخت نبود (مهلتش تمام یا لغو شده بود)، پس پرداخت پذیرفته نشد.';
    case 'AMOUNT_MISMATCH':
    case 'RETURN_MISMATCH':
      return 'مبلغ یا مشخصاتی که بانک برگرداند با این سفارش یکی نبود، پس پرداخت پذیرفته نشد.';
    default:
      return 'بانک مبلغ را برداشت، اما پرداخت پذیرفته نشد.';
  }
}

const REVERSED_TITLES = {
  requested: 'مبلغ پرداخت به حساب شما برمی‌گردد',
  done: 'مبلغ پرداخت به حساب شما برگشت',
  failed: 'فروشگاه مبلغ پرداخت را به شما برمی‌گرداند',
} as const;

/** The title and money sentence of an attempt that did not pay its order. */
function notPaid(r: PaymentResult): Pick<PaymentMessage, 'title' | 'money'> {
  if (r.outcome === 'reversed')
    return {
      title: r.reversal ? REVERSED_TITLES[r.reversal] : 'پرداخت پذیرفته نشد',
      money: `${whyNotKept(r.failure)} ${moneyBack(r)}`,
    };
  if (r.outcome === 'cancelled')
    return {
      title: 'پرداخت لغو شد',
      money: 'پرداخت را در صفحهٔ بانک لغو کردید و مبلغی از حساب شما برداشته نشد.',
    };
  switch (r.failure) {
    case 'EXPIRED':
      return { title: 'مهلت پرداخت در بانک تمام شد', money: `پرداخت انجام نشد. ${moneyBack(r)}` };
    case 'AMOUNT_MISMATCH':
    case 'RETURN_MISMATCH':
    case 'ALREADY_PAID':
      return { title: 'پرداخت پذیرفته نشد', money: `${whyNotKept(r.failure)} ${moneyBack(r)}` };
    case 'ORDER_CLOSED':
      return {
        title: 'این سفارش دیگر قابل پرداخت نبود',
        money: `مهلت پرداخت سفارش تمام یا سفارش لغو شده بود، پس پرداخت پذیرفته نشد. ${moneyBack(r)}`,
      };
    case 'START_FAILED':
      return { title: 'درگاه بانک باز نشد', money: 'پرداخت آغاز نشد و مبلغی از حساب شما برداشته نشد.' };
    default:
      return { title: 'پرداخت انجام نشد', money: `بانک پرداخت را نپذیرفت. ${moneyBack(r)}` };
  }
}

/**
 * What the return page says. An attempt that did not pay ends that attempt only: whether the order
 * can still be paid, was cancelled or was paid by another attempt is `standing`, read from the
 * order, and the page says only what that says.
 */
export function paymentMessage(r: PaymentResult, standing: OrderStanding | null = null): PaymentMessage {
  if (r.outcome === 'paid')
    return {
      tone: 'success',
      title: 'پرداخت با موفقیت انجام شد',
      money: `مبلغ ${tomanOf(r)} برای این سفارش پرداخت شد${r.refId ? ` (کد پیگیری بانک ${toPersianDigits(r.refId)})` : ''}.`,
      next: 'سفارش شما پرداخت‌شده است و به‌زودی آماده و ارسال می‌شود؛ مراحلش را در صفحهٔ سفارش ببینید.',
    };
  if (r.outcome === 'pending')
    return {
      tone: 'pending',
      title: 'در حال بررسی پرداخت با بانک',
      money:
        'پاسخ بانک هنوز کامل به ما نرسیده است. اگر مبلغی از حساب شما کم شده، نگران نباشید: چند دقیقه‌ای خودکار بررسی می‌شود و یا سفارش پرداخت‌شده ثبت می‌شود یا مبلغ به حسابتان برمی‌گردد.',
      next: 'این صفحه خودش دوباره بررسی می‌کند؛ وضعیت را در صفحهٔ سفارش هم می‌توانید ببینید. لطفاً دوباره پرداخت نکنید.',
    };
  return { tone: 'failure', ...notPaid(r), next: NEXT[standing ?? 'unknown'] };
}
