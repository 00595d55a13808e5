import { SUBJECTS } from '../subjects';
import { route, type RouteDef } from '../route';
import { auditLogQuery } from '../audit/audit-entry';
import { idParams } from '../common.schemas';
import {
  listPaymentsQuery,
  mockTestVerifyBody,
  parsianCallbackBody,
  parsianVerifyBody,
  startPaymentBody,
  zarinpalVerifyBody,
} from '../payments/payment';

const service = 'payments';
const { payments, parsian } = SUBJECTS.payments;
// A return is worth nothing without the gateway's reference, which only the customer's browser
// holds; the bank is asked before anything is credited. A return must also work when the
// customer's session ran out at the bank, so returns need no login; the order, amount, bank
// reference and card are shown only when the caller is the order's customer.
const publicReturn = { access: 'optional-user', service } as const;

/** Payments: started for the caller's own orders, verified when the customer comes back. */
export const paymentRoutes = [
  route({
    method: 'GET',
    path: '/payment/gateways',
    subject: SUBJECTS.payments.gateways.list,
    access: 'public',
    service,
    summary: 'The gateways customers can pay with now (MockTest never in production)',
    maxAge: 60,
  }),
  route({
    method: 'POST',
    path: '/payment/start',
    subject: payments.start,
    access: 'user',
    service,
    summary: "Start paying one of the caller's unpaid orders at its gateway; answers the bank page",
    body: startPaymentBody,
    status: 201,
  }),
  route({
    method: 'POST',
    path: '/payment/parsian/openTransaction',
    subject: parsian.open,
    access: 'user',
    service,
    summary: "Open a Parsian payment for one of the caller's unpaid Parsian orders; answers the bank page",
    body: startPaymentBody,
    status: 201,
  }),
  route({
    access: 'public',
    service,
    method: 'POST',
    path: '/payment/parsian/callback',
    subject: parsian.callback,
    summary: "Parsian's payment page posts the customer back here; answers 303 to the shop's return page",
    body: parsianCallbackBody,
    form: true,
    redirect: true,
    status: 303,
  }),
  route({
    ...publicReturn,
    method: 'POST',
    path: '/payment/parsian/verify',
    subject: parsian.verify,
    summary:
      'Settle a Parsian payment the bank has posted back, and answer its result (replays answer the same)',
    body: parsianVerifyBody,
  }),
  route({
    ...publicReturn,
    method: 'POST',
    path: '/order/verify-zarinpal',
    subject: SUBJECTS.payments.zarinpal.verify,
    summary:
      'Settle a Zarinpal payment the customer came back from, and answer its result (replays answer the same)',
    body: zarinpalVerifyBody,
  }),
  route({
    ...publicReturn,
    method: 'POST',
    path: '/payment/mock/verify',
    subject: SUBJECTS.payments.mockTest.verify,
    summary: 'Settle a MockTest payment (development and tests only), and answer its result',
    body: mockTestVerifyBody,
  }),
  route({
    method: 'GET',
    path: '/payment/all-by-admin',
    subject: payments.list,
    access: 'admin',
    service,
    summary: 'Every payment attempt, by status, gateway and order (admins)',
    query: listPaymentsQuery,
  }),
  route({
    method: 'POST',
    path: '/payment/reconcile/{id}',
    subject: payments.reconcile,
    title: 'پیگیری پرداخت از درگاه',
    access: 'admin',
    service,
    summary: 'Ask the gateway about one unsettled payment now and settle it (admins)',
    params: idParams,
  }),
  route({
    method: 'POST',
    path: '/payment/refunded/{id}',
    subject: payments.refunded,
    title: 'ثبت بازپرداخت دستی',
    access: 'admin',
    service,
    summary: 'Record that money the bank could not send back was refunded by hand (admins)',
    params: idParams,
  }),
  route({
    method: 'GET',
    path: '/payments/audit-log',
    subject: SUBJECTS.payments.audit.list,
    access: 'admin',
    service,
    summary: 'What administrators did in the payments service, newest first',
    query: auditLogQuery,
  }),
] as const satisfies readonly RouteDef[];
