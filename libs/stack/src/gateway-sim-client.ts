import type { PaymentResult } from '@ela/contracts';
import type { ApiClient, ApiResponse } from './api-client';

/** How the simulated bank sends the customer back: a redirect, or a form posted from the browser. */
export type SimReturn =
  { method: 'GET'; url: string } | { method: 'POST'; url: string; form: Record<string, string> };

export type SimAction = 'pay' | 'cancel' | 'fail';

/** A session as the simulated bank keeps it. */
export interface SimSession {
  reference: string;
  state: 'created' | 'paid' | 'cancelled' | 'failed' | 'verified' | 'reversed';
  amount: number;
  paidAmount: number | null;
  expired: boolean;
  counts: { returns: number; verify: number; inquiry: number; reverse: number };
}

/** One line of the simulated bank's books (`GET /__sim/ledger`); instants ISO 8601. */
export interface SimLedgerLine {
  gateway: 'zarinpal' | 'parsian' | 'mock';
  reference: string;
  orderId: string | null;
  amount: number;
  paidAmount: number | null;
  state: SimSession['state'];
  createdAt: string;
  verifiedAt: string | null;
  reversed: boolean;
  reversedAt: string | null;
}

/**
 * Drives the payment-gateway simulator (`tools/gateway-sim`) the way tests need: its switches,
 * a session's state, and the bank page's buttons without a browser.
 */
export class GatewaySim {
  constructor(readonly url: string) {}

  private async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`gateway-sim ${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** See `tools/gateway-sim/src/switches.ts` for what each one does. */
  switches(patch: Record<string, unknown>): Promise<unknown> {
    return this.send('PATCH', '/__sim/switches', patch);
  }

  reset(): Promise<unknown> {
    return this.send('DELETE', '/__sim/switches');
  }

  session(reference: string): Promise<SimSession> {
    return this.send('GET', `/__sim/sessions/${encodeURIComponent(reference)}`);
  }

  /** Presses a button of the bank page; answers where the customer is sent back. */
  act(reference: string, action: SimAction): Promise<SimReturn> {
    return this.send('POST', `/__sim/sessions/${encodeURIComponent(reference)}/${action}`);
  }

  expire(reference: string): Promise<SimSession> {
    return this.send('POST', `/__sim/sessions/${encodeURIComponent(reference)}/expire`);
  }

  /** The return a cancel would send for a session nobody left yet (a forger's form); the session is untouched. */
  forgedCancel(reference: string): Promise<SimReturn> {
    return this.send('POST', `/__sim/sessions/${encodeURIComponent(reference)}/forged-cancel`);
  }

  /** Every session the bank opened, what it captured and what it sent back. */
  ledger(): Promise<SimLedgerLine[]> {
    return this.send('GET', '/__sim/ledger');
  }
}

/**
 * Comes back from the bank as the browser and the shop's return page would: Parsian's form is
 * posted to the gateway (which answers 303 to the return page), then the return page's verify
 * call is made. Answers the verify call's response.
 */
export async function comeBack(api: ApiClient, ret: SimReturn): Promise<ApiResponse<PaymentResult>> {
  if (ret.method === 'POST') {
    const posted = await fetch(ret.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ret.form).toString(),
      redirect: 'manual',
    });
    const location = posted.headers.get('location');
    if (posted.status !== 303 || !location) throw new Error(`callback answered ${posted.status}`);
    const token = new URL(location).searchParams.get('token') ?? '';
    return api.call<PaymentResult>('POST', '/payment/parsian/verify', { token });
  }
  const query = new URL(ret.url).searchParams;
  if (query.has('Authority'))
    return api.call<PaymentResult>('POST', '/order/verify-zarinpal', {
      authority: query.get('Authority'),
      status: query.get('Status'),
    });
  return api.call<PaymentResult>('POST', '/payment/mock/verify', {
    reference: query.get('reference'),
    status: query.get('status'),
  });
}
