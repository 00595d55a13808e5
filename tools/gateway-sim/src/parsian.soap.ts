import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { listen } from 'soap';
import { PARSIAN_CODES as CODES, PARSIAN_PAY_PATH, PARSIAN_SERVICES } from '@ela/contracts';
import { SimServerError, type SimBank } from './bank';
import { bankPage } from './bank-page';

const contracts = dirname(require.resolve('@ela/contracts/package.json'));
const wsdl = (service: keyof typeof PARSIAN_SERVICES) =>
  readFileSync(join(contracts, PARSIAN_SERVICES[service].wsdl), 'utf8');

interface RequestData {
  LoginAccount?: string;
  Token?: number | string;
  Amount?: number | string;
  OrderId?: number | string;
  CallBackUrl?: string;
  AdditionalData?: string;
}
type Args = { requestData?: RequestData };

/**
 * PEC's "reversal is not possible in the current state": the `reverseRefused` switch's answer for
 * confirmed money, apart from -1552, which the simulator gives for a session never paid.
 */
const REVERSAL_NOT_POSSIBLE = -1550;

/** What node-soap turns into a SOAP fault with HTTP 500. */
const serverFault = (error: unknown) => ({
  Fault: { faultcode: 'soap:Server', faultstring: String(error), statusCode: 500 },
});

/** Runs an operation through the bank's switches; a simulated outage becomes a SOAP fault. */
async function run<T>(bank: SimBank, operation: 'request' | 'verify' | 'reverse', work: () => T): Promise<T> {
  try {
    return await bank.answer(operation, work);
  } catch (error) {
    if (error instanceof SimServerError) throw serverFault(error.message);
    throw error;
  }
}

/**
 * Parsian PEC's three SOAP services, served from the same WSDL files the payments service calls
 * them with, and its payment page.
 */
export function parsianSoap(app: FastifyInstance, server: Server, bank: SimBank, loginAccount: string): void {
  const account = (data: RequestData | undefined) => data?.LoginAccount === loginAccount;

  listen(server, {
    path: PARSIAN_SERVICES.sale.path,
    xml: wsdl('sale'),
    services: {
      SaleService: {
        SaleServiceSoap: {
          SalePaymentRequest: ({ requestData: d }: Args) =>
            run(bank, 'request', () => {
              const result = (Status: number, Token = '0', Message = '') => ({
                SalePaymentRequestResult: { Token, Message, Status },
              });
              if (!account(d)) return result(CODES.badLoginAccount, '0', 'کد پذیرنده معتبر نیست');
              const amount = Number(d?.Amount);
              const orderId = String(d?.OrderId ?? '');
              if (!Number.isSafeInteger(amount) || amount < 1000 || !d?.CallBackUrl || !/^\d+$/.test(orderId))
                return result(-1, '0', 'اطلاعات درخواست معتبر نیست');
              if (bank.orderIdTaken(orderId))
                return result(CODES.duplicateOrderId, '0', 'شناسه سفارش تکراری است');
              const session = bank.open('parsian', {
                amount,
                orderId,
                callbackUrl: d.CallBackUrl,
                description: d.AdditionalData ?? '',
              });
              return result(CODES.ok, session.reference);
            }),
        },
      },
    },
  });

  listen(server, {
    path: PARSIAN_SERVICES.confirm.path,
    xml: wsdl('confirm'),
    services: {
      ConfirmService: {
        ConfirmServiceSoap: {
          ConfirmPayment: ({ requestData: d }: Args) =>
            run(bank, 'verify', () => {
              const token = String(d?.Token ?? '');
              const result = (Status: number, RRN = '0', CardNumberMasked = '') => ({
                ConfirmPaymentResult: { Status, RRN, CardNumberMasked, Token: token },
              });
              if (!account(d)) return result(CODES.badLoginAccount);
              const outcome = bank.verify(token, 'parsian');
              if (outcome.kind === 'unknown') return result(CODES.paymentNotFound);
              if (outcome.kind === 'expired') return result(CODES.tokenExpired);
              if (outcome.kind !== 'verified') return result(CODES.cannotConfirmUnpaid);
              const s = outcome.session;
              // Parsian answers a repeated confirm with success again, unless switched to -1533.
              if (!outcome.first && bank.switches.confirmAgain === 'already')
                return result(CODES.confirmedBefore);
              return result(CODES.ok, s.refId ?? '0', s.cardPan ?? '');
            }),
        },
      },
    },
  });

  listen(server, {
    path: PARSIAN_SERVICES.reversal.path,
    xml: wsdl('reversal'),
    services: {
      ReversalService: {
        ReversalServiceSoap: {
          ReversalRequest: ({ requestData: d }: Args) =>
            run(bank, 'reverse', () => {
              const token = String(d?.Token ?? '');
              const result = (Status: number, Message = '') => ({
                ReversalRequestResult: { Status, Message, Token: token },
              });
              if (!account(d)) return result(CODES.badLoginAccount);
              const outcome = bank.reverse(token, 'parsian');
              if (outcome === 'reversed') return result(CODES.ok, 'برگشت تراکنش انجام شد');
              if (outcome === 'unknown') return result(CODES.paymentNotFound);
              if (outcome === 'reversed-before') return result(CODES.reversedBefore);
              if (outcome === 'window-over') return result(CODES.reversalWindowOver);
              if (outcome === 'refused') return result(REVERSAL_NOT_POSSIBLE);
              return result(CODES.notReversible);
            }),
        },
      },
    },
  });

  app.get<{ Querystring: { Token?: string } }>(PARSIAN_PAY_PATH, async (req, reply) =>
    bankPage(reply, bank, bank.find(String(req.query.Token ?? ''), 'parsian'), 'بانک پارسیان'),
  );
}
