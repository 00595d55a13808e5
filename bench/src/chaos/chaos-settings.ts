/** What one fault-injection run does and how long; every random choice follows `seed`. */
export interface ChaosSettings {
  seed: string;
  /** How long customers buy, admins edit and the faults run. */
  seconds: number;
  customers: number;
  replicas: { catalog: number; gateway: number };
  /** Orders' payment window: short, so unpaid orders end within the run. */
  windowSeconds: number;
  /** How long the bank (and payments) keeps a session payable. */
  bankSessionSeconds: number;
  reconcileEveryMs: number;
  reconcileAfterSeconds: number;
  /** Longest wait for the shop to settle once the faults stop. */
  quietBoundSeconds: number;
  /** Whether to print what happens as it happens. */
  verbose: boolean;
}

const whole = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not ${value}`);
  return n;
};

/** CHAOS_SEED, CHAOS_SECONDS (180), CHAOS_CUSTOMERS (50), CATALOG_REPLICAS and GATEWAY_REPLICAS (2 each). */
export function chaosSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ChaosSettings {
  const windowSeconds = whole(env.CHAOS_WINDOW_SECONDS, 30, 'CHAOS_WINDOW_SECONDS');
  const bankSessionSeconds = whole(env.CHAOS_BANK_SESSION_SECONDS, 40, 'CHAOS_BANK_SESSION_SECONDS');
  const reconcileAfterSeconds = 8;
  return {
    seed: env.CHAOS_SEED || 'ela-chaos',
    seconds: whole(env.CHAOS_SECONDS, 180, 'CHAOS_SECONDS'),
    customers: whole(env.CHAOS_CUSTOMERS, 50, 'CHAOS_CUSTOMERS'),
    replicas: {
      catalog: whole(env.CATALOG_REPLICAS, 2, 'CATALOG_REPLICAS'),
      gateway: whole(env.GATEWAY_REPLICAS, 2, 'GATEWAY_REPLICAS'),
    },
    windowSeconds,
    bankSessionSeconds,
    reconcileEveryMs: 2000,
    reconcileAfterSeconds,
    quietBoundSeconds: windowSeconds + bankSessionSeconds + 6 * reconcileAfterSeconds + 60,
    verbose: env.CHAOS_VERBOSE === '1',
  };
}
