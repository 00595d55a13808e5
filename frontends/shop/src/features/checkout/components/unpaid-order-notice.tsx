import { Link } from 'react-router';
import type { Order } from '@ela/contracts';
import { formatToman, toPersianDigits } from '@ela/web-kit';
import { PayAgain } from '../../../payments/components/pay-again';

/** The order this tab placed and sent to the bank, not paid yet: pay it again from here. */
export function UnpaidOrderNotice({ order }: { order: Order }) {
  return (
    <PayAgain
      orderId={order.id}
      expiresAt={order.expiresAt}
      preferred={order.gateway}
      title="سفارش شما هنوز پرداخت نشده است"
      action="پرداخت دوباره"
    >
      سفارش {toPersianDigits(order.number)} به مبلغ {formatToman(order.breakdown.total)} ثبت شده و کالاهایش
      برایتان کنار گذاشته شده است، اما پرداختش انجام نشده. اگر از صفحهٔ بانک برگشتید، همین‌جا دوباره پرداخت
      کنید یا <Link to={`/profile/orders/${order.id}`}>سفارش را ببینید</Link>.
    </PayAgain>
  );
}
