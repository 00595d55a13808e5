/**
 * What the two Iranian gateways publish about their protocols, written down once for the
 * adapters in `services/payments` and the local simulator in `tools/gateway-sim`. Amounts are
 * Rials on both (Zarinpal's default currency is IRR).
 */

/** Zarinpal REST v4 paths, under its API host. */
export const ZARINPAL_PATHS = {
  request: '/pg/v4/payment/request.json',
  verify: '/pg/v4/payment/verify.json',
  unverified: '/pg/v4/payment/unVerified.json',
  inquiry: '/pg/v4/payment/inquiry.json',
  reverse: '/pg/v4/payment/reverse.json',
  /** The customer's payment page: this path and the authority. */
  startPay: '/pg/StartPay/',
} as const;

/** `data.code` and `errors.code` values of Zarinpal's answers that the shop acts on. */
export const ZARINPAL_CODES = {
  ok: 100,
  verifiedBefore: 101,
  validation: -9,
  badMerchant: -10,
  amountMismatch: -50,
  notPaid: -51,
  unexpected: -52,
  notThisMerchant: -53,
  badAuthority: -54,
  notReversible: -60,
  reverseNotSuccessful: -61,
  reverseWindowOver: -63,
} as const;

/** Zarinpal's inquiry statuses. */
export const ZARINPAL_INQUIRY = ['VERIFIED', 'PAID', 'IN_BANK', 'FAILED', 'REVERSED'] as const;
export type ZarinpalInquiryStatus = (typeof ZARINPAL_INQUIRY)[number];

/**
 * Parsian PEC's SOAP services under its host, each with the WSDL kept in this package
 * (`libs/contracts/wsdl/parsian`), from which the adapter calls and the simulator serves.
 */
export const PARSIAN_SERVICES = {
  sale: { path: '/NewIPGServices/Sale/SaleService.asmx', wsdl: 'wsdl/parsian/sale.wsdl' },
  confirm: { path: '/NewIPGServices/Confirm/ConfirmService.asmx', wsdl: 'wsdl/parsian/confirm.wsdl' },
  reversal: { path: '/NewIPGServices/Reverse/ReversalService.asmx', wsdl: 'wsdl/parsian/reversal.wsdl' },
} as const;

/** The customer's payment page under Parsian's host; the token goes in `?Token=`. */
export const PARSIAN_PAY_PATH = '/NewIPG/';

/** Parsian's status codes the shop acts on; every failure is negative. */
export const PARSIAN_CODES = {
  ok: 0,
  cancelledByCustomer: -138,
  badLoginAccount: -126,
  duplicateOrderId: -112,
  tokenExpired: -1507,
  paymentNotFound: -1528,
  cannotConfirmUnpaid: -1531,
  confirmedBefore: -1533,
  reversalWindowOver: -1549,
  reversedBefore: -1551,
  notReversible: -1552,
} as const;

/**
 * MockTest: the simulator's own small JSON API, for development and tests only. `verify` answers
 * `result`: verified, verified-before, not-paid, expired, amount-mismatch or unknown; `inquiry`
 * the session's `state`; `reverse` the reversal's `result`.
 */
export const MOCK_TEST_PATHS = {
  start: '/mock/start',
  verify: '/mock/verify',
  inquiry: '/mock/inquiry',
  reverse: '/mock/reverse',
  pay: '/mock/pay/',
} as const;
