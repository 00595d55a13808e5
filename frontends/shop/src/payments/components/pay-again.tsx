import { useId, useState, type ReactNode } from 'react';
import { ERROR_CODES, type PaymentGateway } from '@ela/contracts';
import { apiErrorOf, formatJalaliDateTime, httpErrorMessage, useFailureInPlace } from '@ela/web-kit';
import { useResource } from '../../hooks/use-resource';
import { getGateways } from '../api/get-gateways';
import { startPayment } from '../api/start-payment';
import { goToBank } from '../go-to-bank';
import { GatewayChoices } from './gateway-choices';
import './pay-again.css';

interface Props {
  orderId: string;
  /** The end of the order's window: after it the order is cancelled. */
  expiresAt: string | null;
  /** The gateway chosen first: the order's own, while it is still offered. */
  preferred?: string;
  title: string;
  /** The button's label. */
  action: string;
  children?: ReactNode;
}

interface Refusal {
  message: string;
  /** The order can no longer be paid: nothing left to offer. */
  closed: boolean;
}

const loadGateways = (_key: string, signal: AbortSignal) => getGateways(signal);

/**
 * Pays an unpaid order inside its window: the deadline, the gateways offered now and a button that
 * starts a new attempt and sends the browser to its bank page. Why an attempt could not start (an
 * earlier one still being verified, the window just ended) is said here, not in a toast.
 */
export function PayAgain({ orderId, expiresAt, preferred, title, action, children }: Props) {
  const id = useId();
  const gateways = useResource('offered', loadGateways);
  const unavailable = useFailureInPlace(gateways.status === 'error' ? gateways.error : null);
  const [chosen, setChosen] = useState<PaymentGateway | null>(null);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const offered = gateways.status === 'success' ? gateways.data : [];
  const gateway = chosen ?? (offered.find((g) => g.gateway === preferred) ?? offered[0])?.gateway ?? null;

  const pay = async () => {
    if (!gateway) return;
    setStarting(true);
    setRefusal(null);
    try {
      goToBank((await startPayment(orderId, gateway)).url);
    } catch (error) {
      setStarting(false);
      setRefusal({
        message: httpErrorMessage(error),
        closed: apiErrorOf(error)?.error === ERROR_CODES.paymentsOrderNotPayable,
      });
    }
  };

  return (
    <section className="pay-again" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children && <p>{children}</p>}
      {expiresAt && (
        <p data-testid="pay-deadline">
          مهلت پرداخت تا <time dateTime={expiresAt}>{formatJalaliDateTime(expiresAt)}</time> است؛ پس از آن
          سفارش لغو می‌شود و کالاهایش به انبار برمی‌گردد.
        </p>
      )}
      {gateways.status === 'loading' && <p aria-busy="true">در حال دریافت درگاه‌های پرداخت…</p>}
      {(unavailable || (gateways.status === 'success' && offered.length === 0)) && (
        <p role="alert">پرداخت الان در دسترس نیست؛ لطفاً کمی بعد دوباره سر بزنید.</p>
      )}
      {offered.length > 0 && !refusal?.closed && (
        <>
          <GatewayChoices gateways={offered} selected={gateway} onSelect={setChosen} legend="درگاه پرداخت" />
          <button type="button" className="button pay-again__button" onClick={pay} disabled={starting}>
            {starting && <span className="spinner spinner--small" aria-hidden="true" />}
            {action}
          </button>
        </>
      )}
      {refusal && (
        <p className="pay-again__refusal" role="alert">
          {refusal.message}
        </p>
      )}
    </section>
  );
}
