import type { FastifyInstance } from 'fastify';
import type { BankAction, SimBank } from './bank';
import { settleAtBank } from './bank-page';
import { forgedCancelOf } from './bank-return';
import { switchesPatch } from './switches';

/**
 * What tests use to drive the simulator: its switches, a session's state, the bank page's
 * buttons without a browser (answering the return the customer would be sent back with), a
 * forged cancel's return, and the whole ledger.
 */
export function controlRoutes(app: FastifyInstance, bank: SimBank): void {
  app.get('/__sim/switches', async () => bank.switches);

  app.patch('/__sim/switches', async (req, reply) => {
    const patch = switchesPatch.safeParse(req.body);
    if (!patch.success) return reply.code(400).send({ error: patch.error.message });
    return bank.setSwitches(patch.data);
  });

  app.delete('/__sim/switches', async () => bank.resetSwitches());

  app.get('/__sim/ledger', async () => bank.ledger());

  app.get<{ Params: { reference: string } }>('/__sim/sessions/:reference', async (req, reply) => {
    const session = bank.find(req.params.reference);
    if (!session) return reply.code(404).send({ error: 'no such session' });
    return { ...session, expired: bank.expired(session) };
  });

  app.post<{ Params: { reference: string; action: string } }>(
    '/__sim/sessions/:reference/:action',
    async (req, reply) => {
      const session = bank.find(req.params.reference);
      if (!session) return reply.code(404).send({ error: 'no such session' });
      const { action } = req.params;
      if (action === 'expire') {
        bank.expire(session);
        return { ...session, expired: true };
      }
      if (action === 'forged-cancel') return forgedCancelOf(bank, session);
      if (!['pay', 'cancel', 'fail'].includes(action))
        return reply.code(404).send({ error: 'no such action' });
      const ret = await settleAtBank(bank, session, action as BankAction);
      if (!ret) return reply.code(409).send({ error: `session is ${session.state}` });
      return ret;
    },
  );
}
