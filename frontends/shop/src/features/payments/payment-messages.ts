import { formatToman, toPersianDigits } from '@ela/web-kit';
import type { PaymentResult } from '@ela/contracts';

/** What a return page tells the customer: what happened, what happened to the money, what to do. */
export interface PaymentMessage {
  tone: 'success' | 'pending' | 'failure';
  title: string;
  money: string;
  next: string;
  /** The order is off: its goods can go back into the basket for a new order. */
  orderAgain: boolean;
}

const AGAIN =
  'سفارش لغو شد و کالاهایش به انبار برگشت. برای خرید دوباره، کالاها را به سبد برگردانید و دوباره سفارش دهید.';
const SUPPORT =
  'اگر تا ۷۲ ساعت مبلغ به حسابتان برنگشت، با پشتیبانی فروشگاه تماس بگیرید و شمارهٔ پرداخت را بگویید.';

/** The amount, to the order's customer; someone else holding the link is not told it. */
const tomanOf = (r: PaymentResult) => (r.amount === null ? 'مبلغ' : formatToman(r.amount));

/** Where money the shop could not keep stands, from the payment's reversal. */
function moneyBack(r: PaymentResult): string {
  if (r.reversal === 'done') return `مبلغ ${tomanOf(r)} به حساب شما برگشت داده شد.`;
  if (r.reversal === 'requested') return `بازگرداندن مبلغ ${tomanOf(r)} به حساب شما از بانک خواسته شده است.`;
  if (r.reversal === 'failed')
    return `بانک مبلغ را خودکار برنگرداند؛ فروشگاه آن را پیگیری می‌کند و ${tomanOf(r)} را به حساب شما برمی‌گرداند.`;
  return 'اگر مبلغی از حساب شما کم شده باشد، بانک آن را حداکثر تا ۷۲ ساعت به حسابتان برمی‌گرداند.';
}

export function paymentMessage(r: PaymentResult): PaymentMessage {
  const failure = (title: string, money: string, next = AGAIN, orderAgain = true): PaymentMessage => ({
    tone: 'failure',
    title,
    money,
    next,
    orderAgain,
  });
  switch (r.outcome) {
    case 'paid':
      return {
        tone: 'success',
        title: 'پرداخت با موفقیت انجام شد',
        money: `مبلغ ${tomanOf(r)} برای این سفارش پرداخت شد${r.refId ? ` (کد پیگیری بانک ${toPersianDigits(r.refId)})` : ''}.`,
        next: 'سفارش شما پرداخت‌شده است و به‌زودی آماده و ارسال می‌شود؛ مراحلش را در صفحهٔ سفارش ببینید.',
        orderAgain: false,
      };
    case 'pending':
      return {
        tone: 'pending',
        title: 'در حال بررسی پرداخت با بانک',
        money:
          'پاسخ بانک هنوز کامل به ما نرسیده است. اگر مبلغی از حساب شما کم شده، نگران نباشید: چند دقیقه‌ای خودکار بررسی می‌شود و یا سفارش پرداخت‌شده ثبت می‌شود یا مبلغ به حسابتان برمی‌گردد.',
        next: 'این صفحه خودش دوباره بررسی می‌کند؛ وضعیت را در صفحهٔ سفارش هم می‌توانید ببینید. لطفاً دوباره پرداخت نکنید.',
        orderAgain: false,
      };
    case 'reversed':
      return failure(
        'این سفارش پیش از پرداخت لغو شده بود',
        `بانک مبلغ را برداشت، اما سفارش دیگر قابل پرداخت نبود و پرداخت پذیرفته نشد. ${moneyBack(r)}`,
        `${AGAIN} ${SUPPORT}`,
      );
    case 'cancelled':
      return failure('پرداخت لغو شد', 'پرداخت را در صفحهٔ بانک لغو کردید و مبلغی از حساب شما برداشته نشد.');
    default:
      break;
  }
  switch (r.failure) {
    case 'EXPIRED':
      return failure('مهلت پرداخت در بانک تمام شد', `پرداخت انجام نشد. ${moneyBack(r)}`);
    case 'AMOUNT_MISMATCH':
    case 'RETURN_MISMATCH':
      return failure(
        'پرداخت تأیید نشد',
        `مبلغ یا مشخصاتی که بانک برگرداند با این سفارش یکی نبود، پس پرداخت پذیرفته نشد. ${moneyBack(r)}`,
        `${AGAIN} ${SUPPORT}`,
      );
    case 'ALREADY_PAID':
      return failure(
        'این سفارش پیش‌تر پرداخت شده بود',
        `این پرداخت دوم پذیرفته نشد. ${moneyBack(r)}`,
        'سفارش شما با پرداخت قبلی ثبت شده است؛ آن را در صفحهٔ سفارش ببینید.',
        false,
      );
    case 'ORDER_CLOSED':
      return failure('مهلت پرداخت این سفارش تمام شده بود', `پرداخت پذیرفته نشد. ${moneyBack(r)}`);
    default:
      return failure('پرداخت انجام نشد', `بانک پرداخت را نپذیرفت. ${moneyBack(r)}`);
  }
}
