import type { Pool } from 'undici';

/** POSTs `body` as JSON with the customer's token; answers the status, the body read and dropped. */
export async function postAs(api: Pool, token: string, path: string, body: unknown): Promise<number> {
  const res = await api.request({
    method: 'POST',
    path,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.body.dump();
  return res.statusCode;
}

/** Every customer runs `turn` again as soon as the last one ended, until `seconds` are up. */
export async function eachCustomerUntil<C>(
  customers: readonly C[],
  seconds: number,
  turn: (customer: C) => Promise<void>,
): Promise<void> {
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    customers.map(async (c) => {
      while (Date.now() < until) await turn(c);
    }),
  );
}
