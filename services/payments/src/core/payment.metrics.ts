import { Counter } from 'prom-client';
import { registry } from '@ela/service-kit';
import { PAYMENT_GATEWAYS, type PaymentFailure } from '@ela/contracts';

/**
 * Money a person may have to look at, each also logged with the payment's id; the alert rules
 * (k8s/components/monitoring) fire on them. The first four are failures of a payment the customer
 * may have paid: the bank or the return disagreed with our amount or payment, or the order could
 * no longer take the money.
 */
const ANOMALIES = [
  'AMOUNT_MISMATCH',
  'RETURN_MISMATCH',
  'ALREADY_PAID',
  'ORDER_CLOSED',
  /** Orders refused a payment that had succeeded (the order was cancelled meanwhile). */
  'SUCCESS_REFUSED',
  /** The bank refused a reversal: the money must be returned by hand. */
  'REVERSAL_REFUSED',
] as const satisfies readonly (PaymentFailure | 'SUCCESS_REFUSED' | 'REVERSAL_REFUSED')[];
export type PaymentAnomaly = (typeof ANOMALIES)[number];

export const paymentAnomalies = new Counter({
  name: 'ela_payment_anomalies_total',
  help: 'Payments the shop refused after the customer may have paid, and reversals a bank refused',
  labelNames: ['gateway', 'kind'] as const,
  registers: [registry],
});
// Every series starts at 0: Prometheus sees no increase in a series whose first value is already
// 1, and these events are rare enough that the first one is the one that matters.
for (const gateway of PAYMENT_GATEWAYS)
  for (const kind of ANOMALIES) paymentAnomalies.inc({ gateway, kind }, 0);

/** A bank that stops answering (or refuses to open sessions) leaves customers unable to pay. */
export const gatewayErrors = new Counter({
  name: 'ela_payment_gateway_errors_total',
  help: 'Calls to a bank that got no usable answer, and sessions a bank refused to open',
  labelNames: ['gateway', 'operation'] as const,
  registers: [registry],
});
