import { PARSIAN_CODES } from '@ela/contracts';
import type { Session, SimBank } from './bank';

/** The simulator's terminal number, as Parsian posts it back. */
export const TERMINAL_NO = '98765432';

/** How the bank sends the customer back: a redirect (Zarinpal, MockTest) or a posted form (Parsian). */
export type BankReturn =
  { method: 'GET'; url: string } | { method: 'POST'; url: string; form: Record<string, string> };

const withQuery = (url: string, query: Record<string, string>) => {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
};

/** Parsian's status for a session the customer has left. */
function parsianStatus(bank: SimBank, s: Session): number {
  if (s.state === 'paid') return PARSIAN_CODES.ok;
  if (s.state === 'cancelled') return PARSIAN_CODES.cancelledByCustomer;
  if (bank.expired(s)) return PARSIAN_CODES.tokenExpired;
  return -1;
}

/** Where and how the bank page sends the customer once they have paid, cancelled or failed. */
export function returnOf(bank: SimBank, s: Session): BankReturn {
  const paid = s.state === 'paid';
  if (s.gateway === 'zarinpal')
    return {
      method: 'GET',
      url: withQuery(s.callbackUrl, { Authority: s.reference, Status: paid ? 'OK' : 'NOK' }),
    };
  if (s.gateway === 'mock')
    return {
      method: 'GET',
      url: withQuery(s.callbackUrl, { reference: s.reference, status: paid ? 'OK' : 'NOK' }),
    };
  const amount = paid ? (s.paidAmount ?? s.amount) : s.amount;
  return {
    method: 'POST',
    url: s.callbackUrl,
    form: {
      Token: s.reference,
      status: String(parsianStatus(bank, s)),
      OrderId: s.orderId ?? '',
      TerminalNo: TERMINAL_NO,
      RRN: paid ? (s.refId ?? '0') : '0',
      HashCardNumber: paid ? (s.cardHash ?? '') : '',
      // Parsian writes the amount with thousands separators.
      Amount: amount.toLocaleString('en-US'),
    },
  };
}

/**
 * The return a cancel would send, for a session the customer has not left: what a forger posts
 * to the shop (Parsian's form with status -138) before the customer pays. The session is untouched.
 */
export function forgedCancelOf(bank: SimBank, s: Session): BankReturn {
  return returnOf(bank, { ...s, state: 'cancelled', paidAmount: null });
}

/** A bank that posts a return more than once (the `replayReturns` switch) does it from here. */
export async function replayReturn(ret: BankReturn, times: number): Promise<void> {
  if (ret.method !== 'POST') return;
  for (let i = 0; i < times; i++) {
    await fetch(ret.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ret.form).toString(),
      redirect: 'manual',
    }).catch(() => undefined);
  }
}
