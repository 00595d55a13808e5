import { IDEMPOTENCY } from '@ela/contracts';

/**
 * A fresh key for one action: 32 hex digits from the browser's random source
 * (`crypto.getRandomValues` works on plain http too, where `randomUUID` does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request headers that carry an action's key. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY.header]: key } : {};
}

/** The key of one action on a page, kept while the action is retried. */
export interface ActionKey {
  /**
   * The key to send `request` with: the last one again while the request is the same (a retry
   * after no answer came), a fresh one for a different request (a new action).
   */
  for(request: unknown): string;
  /** The action was answered for good: whatever comes next is a new action. */
  done(): void;
}

export function actionKey(): ActionKey {
  let last: { request: string; key: string } | null = null;
  return {
    for(request) {
      const text = JSON.stringify(request);
      if (last?.request !== text) last = { request: text, key: newIdempotencyKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
