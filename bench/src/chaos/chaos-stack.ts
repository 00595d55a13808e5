import { GatewaySim, PrivateNatsServer, startTestStack, type Stack } from '@ela/stack';
import { BENCH_PROCESSES } from '../bench-processes';
import type { ChaosSettings } from './chaos-settings';

export type ChaosStack = Stack & { dispose(): Promise<void> };

export interface ChaosShopStack {
  stack: ChaosStack;
  /** The run's own NATS (JetStream, its store in a temporary folder), paused and restarted by the faults. */
  nats: PrivateNatsServer;
  sim: GatewaySim;
  /** The switches the run's bank goes back to after each bank fault. */
  bankBase: Record<string, unknown>;
  dispose(): Promise<void>;
}

/**
 * The apps money goes through, on a NATS of the run's own, with windows short enough that every
 * unpaid order and unanswered payment is settled within the run.
 */
export async function startChaosStack(settings: ChaosSettings): Promise<ChaosShopStack> {
  const nats = await PrivateNatsServer.start();
  try {
    const stack = await startTestStack(
      ['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'],
      {
        auth: { OTP_IP_HOURLY_LIMIT: '100000', LOGIN_IP_HOURLY_LIMIT: '100000' },
        orders: {
          PAYMENT_WINDOW_SECONDS: String(settings.windowSeconds),
          ORDER_EXPIRY_SWEEP_MS: '2000',
        },
        payments: {
          RECONCILE_EVERY_MS: String(settings.reconcileEveryMs),
          RECONCILE_AFTER_SECONDS: String(settings.reconcileAfterSeconds),
          BANK_SESSION_SECONDS: String(settings.bankSessionSeconds),
        },
      },
      { ...BENCH_PROCESSES, natsUrl: nats.url, replicas: settings.replicas },
    );
    const sim = new GatewaySim(stack.urls.gatewaySim);
    const bankBase = { sessionTtlMs: settings.bankSessionSeconds * 1000 };
    await sim.switches(bankBase);
    return {
      stack,
      nats,
      sim,
      bankBase,
      async dispose() {
        nats.proceed();
        await stack.dispose();
        await nats.dispose();
      },
    };
  } catch (error) {
    await nats.dispose();
    throw error;
  }
}
