import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BankAction, Session, SimBank } from './bank';
import { replayReturn, returnOf, type BankReturn } from './bank-return';

const TITLES = { zarinpal: 'زرین‌پال', parsian: 'بانک پارسیان', mock: 'پرداخت آزمایشی' } as const;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const rials = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef2f4; margin: 0; padding: 1rem; color: #1d2a30; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.2rem; margin-top: 0; }
  .note { font-size: .85rem; color: #5a6b73; }
  .amount { font-size: 1.4rem; font-weight: bold; }
  form { display: inline; }
  button { font: inherit; border: 0; border-radius: 8px; padding: .7rem 1.2rem; margin: .3rem 0 0 .3rem; cursor: pointer; }
  .pay { background: #1f7a5c; color: #fff; } .cancel { background: #d9dee1; } .fail { background: #f3d3cc; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function sessionPage(bank: SimBank, s: Session): string {
  const title = `درگاه شبیه‌سازی‌شدهٔ ${TITLES[s.gateway]}`;
  if (s.state !== 'created' || bank.expired(s)) {
    const why = bank.expired(s) ? 'مهلت این پرداخت تمام شده است.' : 'این پرداخت پیش‌تر انجام یا لغو شده است.';
    return page(title, `<h1>${title}</h1><p role="alert">${why}</p>`);
  }
  const button = (action: BankAction, label: string) =>
    `<form method="post" action="/bank/${encodeURIComponent(s.reference)}/${action}"><button class="${action}" type="submit">${label}</button></form>`;
  return page(
    title,
    `<h1>${title}</h1>
<p class="note">این صفحه جای درگاه بانکی است و پولی جابه‌جا نمی‌شود.</p>
<p>${escape(s.description)}</p>
<p>مبلغ: <span class="amount" data-testid="bank-amount">${rials(s.amount)} ریال</span></p>
${button('pay', 'پرداخت')}${button('cancel', 'انصراف')}${button('fail', 'پرداخت ناموفق')}`,
  );
}

/** Parsian sends the customer back by posting a form from their browser. */
function postingPage(ret: Extract<BankReturn, { method: 'POST' }>): string {
  const fields = Object.entries(ret.form)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'بازگشت به فروشگاه',
    `<form id="back" method="post" action="${escape(ret.url)}">${fields}<p>در حال بازگشت به فروشگاه…</p><button class="pay" type="submit">بازگشت به فروشگاه</button></form>
<script>document.getElementById('back').submit();</script>`,
  );
}

/** The bank's page for one session, or a 404 page for a reference it never gave out. */
export function bankPage(reply: FastifyReply, bank: SimBank, session: Session | undefined, name: string) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  if (!session)
    return reply.code(404).send(page(name, `<h1>${name}</h1><p role="alert">پرداخت پیدا نشد.</p>`));
  return reply.send(sessionPage(bank, session));
}

/**
 * The bank page's buttons, and the same actions for tests without a browser
 * (`POST /__sim/sessions/{reference}/{action}` in control.routes.ts): the session moves and the
 * customer is sent back, each return posted `replayReturns` more times first.
 */
export async function settleAtBank(
  bank: SimBank,
  s: Session,
  action: BankAction,
): Promise<BankReturn | null> {
  if (!bank.act(s, action) && !bank.expired(s)) return null;
  const ret = returnOf(bank, s);
  s.counts.returns += 1 + bank.switches.replayReturns;
  await replayReturn(ret, bank.switches.replayReturns);
  return ret;
}

export function bankPageRoutes(app: FastifyInstance, bank: SimBank): void {
  app.post<{ Params: { reference: string; action: string } }>(
    '/bank/:reference/:action',
    async (req, reply) => {
      const { reference, action } = req.params;
      const session = bank.find(reference);
      if (!session || !['pay', 'cancel', 'fail'].includes(action))
        return bankPage(reply, bank, undefined, 'بانک');
      const ret = await settleAtBank(bank, session, action as BankAction);
      if (!ret) return bankPage(reply, bank, session, TITLES[session.gateway]);
      if (ret.method === 'GET') return reply.code(303).header('location', ret.url).send();
      return reply.type('text/html; charset=utf-8').send(postingPage(ret));
    },
  );
}
