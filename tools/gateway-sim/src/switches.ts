import { z } from 'zod';

/** The simulated bank's operations, as the switches name them. */
export const OPERATIONS = ['request', 'verify', 'inquiry', 'unverified', 'reverse'] as const;
export type Operation = (typeof OPERATIONS)[number];

const perOperation = z.partialRecord(z.enum(OPERATIONS), z.number().int().min(0).max(120_000));

/**
 * What tests make the bank do. Counters (`fail500`) are spent one call at a time; the rest hold
 * until changed or reset.
 */
export const switchesSchema = z
  .object({
    /** Added to what the customer pays, so the bank's amount is not the shop's. */
    tamperAmount: z.number().int().min(-1_000_000_000).max(1_000_000_000),
    /** How many more times the bank posts each return (Parsian posts it to the shop's server). */
    replayReturns: z.number().int().min(0).max(1000),
    /** Milliseconds an answer waits, after the bank has already done what was asked. */
    slowMs: perOperation,
    /** The next N calls of an operation answer 500 without doing anything. */
    fail500: perOperation,
    /** How long a session stays payable; after it the page refuses and verification fails. */
    sessionTtlMs: z.number().int().min(0).max(86_400_000),
    /** Parsian's answer to a confirm repeated for a confirmed payment: success again, or -1533. */
    confirmAgain: z.enum(['success', 'already']),
    /** How long after verification a payment can still be reversed. */
    reversalWindowMs: z.number().int().min(0).max(86_400_000),
    /** The bank refuses to reverse verified payments (Zarinpal -60): the shop must refund by hand. */
    reverseRefused: z.boolean(),
  })
  .strict();
export type Switches = z.infer<typeof switchesSchema>;

export const DEFAULT_SWITCHES: Switches = {
  tamperAmount: 0,
  replayReturns: 0,
  slowMs: {},
  fail500: {},
  sessionTtlMs: 15 * 60_000,
  confirmAgain: 'success',
  reversalWindowMs: 30 * 60_000,
  reverseRefused: false,
};

/** A change to some switches; counters and delays are merged per operation. */
export const switchesPatch = switchesSchema.partial();
export type SwitchesPatch = z.infer<typeof switchesPatch>;

export function mergeSwitches(current: Switches, patch: SwitchesPatch): Switches {
  return {
    ...current,
    ...patch,
    slowMs: { ...current.slowMs, ...patch.slowMs },
    fail500: { ...current.fail500, ...patch.fail500 },
  };
}
