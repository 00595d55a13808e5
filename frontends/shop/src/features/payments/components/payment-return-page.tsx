import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { readBankReturn, type ReturnGateway } from '../bank-return';
import { useVerification } from '../hooks/use-verification';
import { PaymentResultView } from './payment-result';
import './payments.css';

/**
 * /payment/zarinpal/verify, /payment/parsian/verify and /payment/mock/verify: where a gateway
 * sends the customer back. The page asks the shop to settle the payment with the bank and says
 * what happened; a reload or a replayed link gets the same answer and never pays twice.
 */
export function PaymentReturnPage({ gateway }: { gateway: ReturnGateway }) {
  const [query] = useSearchParams();
  const link = readBankReturn(gateway, query);
  const verification = useVerification(link);

  if (verification.state === 'checking')
    return (
      <section className="payment-result" aria-busy="true">
        <h1>نتیجهٔ پرداخت</h1>
        <p>در حال بررسی پرداخت با بانک… لطفاً این صفحه را نبندید.</p>
      </section>
    );
  if (verification.state === 'unknown')
    return (
      <NoResult>
        <EmptyState
          title="پرداختی با این نشانی پیدا نشد"
          action={{ to: '/profile/orders', label: 'سفارش‌های من' }}
        >
          این نشانی بازگشت از بانک کامل نیست یا به پرداختی در این فروشگاه نمی‌رسد. اگر مبلغی از حسابتان کم
          شده، وضعیت سفارش را در صفحهٔ سفارش‌ها ببینید؛ پرداختی که به فروشگاه نرسد را بانک حداکثر تا ۷۲ ساعت
          برمی‌گرداند.
        </EmptyState>
      </NoResult>
    );
  if (verification.state === 'unreachable')
    return (
      <NoResult>
        <EmptyState
          title="نتیجهٔ پرداخت الان دریافت نشد"
          action={{ to: '/profile/orders', label: 'سفارش‌های من' }}
        >
          ارتباط با فروشگاه برقرار نشد، اما پرداخت شما گم نمی‌شود: اگر مبلغی کم شده، چند دقیقهٔ دیگر خودکار
          بررسی و در سفارش ثبت می‌شود یا به حسابتان برمی‌گردد. کمی بعد این صفحه را دوباره باز کنید؛ دوباره
          پرداخت نکنید.
        </EmptyState>
      </NoResult>
    );
  return <PaymentResultView result={verification.result} />;
}

/** A return the page cannot settle still has the page's own heading. */
function NoResult({ children }: { children: ReactNode }) {
  return (
    <section className="payment-result">
      <h1>نتیجهٔ پرداخت</h1>
      {children}
    </section>
  );
}

/** The spec's return page of Zarinpal, which calls POST /order/verify-zarinpal. */
export const ZarinpalReturnPage = () => <PaymentReturnPage gateway="zarinpal" />;
/** The spec's return page of Parsian, which calls POST /payment/parsian/verify. */
export const ParsianReturnPage = () => <PaymentReturnPage gateway="parsian" />;
/** MockTest's return page (development and tests only). */
export const MockTestReturnPage = () => <PaymentReturnPage gateway="mock" />;
