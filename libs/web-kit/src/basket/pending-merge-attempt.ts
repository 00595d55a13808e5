import type { BasketLineInput } from '@ela/contracts';
import { newIdempotencyKey } from '../http/idempotency-key';

/** localStorage key of the merge of a visitor's lines under way: its key and how often it went out. */
export const PENDING_MERGE_KEY = 'pendingBasketMerge_v1';
/** Sends of one merge that got no final answer before the shop stops trying. */
export const MERGE_SENDS = 5;

/** One merge of the pending lines, the same action however many page loads it takes. */
export interface MergeAttempt {
  lines: BasketLineInput[];
  /** Its `Idempotency-Key`: a send after a lost answer is answered, not merged again. */
  key: string;
  sent: number;
}

function read(): MergeAttempt | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PENDING_MERGE_KEY) ?? 'null') as MergeAttempt | null;
    return kept && typeof kept.key === 'string' && Array.isArray(kept.lines) && Number.isInteger(kept.sent)
      ? kept
      : null;
  } catch {
    return null;
  }
}

/**
 * The merge of these lines, counted as sent once more (before it goes: a page closed on the way
 * still counts): the one under way when it was for the same lines, else a new one with a new key.
 */
export function sendMergeOf(lines: BasketLineInput[]): MergeAttempt {
  const kept = read();
  const same = kept && JSON.stringify(kept.lines) === JSON.stringify(lines);
  const attempt = same ? { ...kept, sent: kept.sent + 1 } : { lines, key: newIdempotencyKey(), sent: 1 };
  try {
    localStorage.setItem(PENDING_MERGE_KEY, JSON.stringify(attempt));
  } catch {
    // Storage full or blocked: this page's send still carries the key.
  }
  return attempt;
}

/** The merge got its final answer (or was given up): the next one is a new action. */
export function forgetMerge(): void {
  try {
    localStorage.removeItem(PENDING_MERGE_KEY);
  } catch {
    // Nothing kept to forget.
  }
}
