import type { DataSource, EntityManager } from 'typeorm';
import { IDEMPOTENCY, REUSED_IDEMPOTENCY_KEY } from '@ela/contracts';
import { ServiceError } from '../service-error';
import { requestFingerprint } from './request-fingerprint';

/** One action a client may send more than once under the same `Idempotency-Key`. */
export interface IdempotentAction {
  /** Who asks (a customer's id): a key is matched among this caller's keys only. */
  caller: string;
  /** What kind of action, such as 'order.place': the same key on two routes stays two actions. */
  scope: string;
  /** The client's key (`RouteRequest.idempotencyKey`); without one the work simply runs. */
  key: string | null | undefined;
  /** What was asked, as parsed (the body): the same key with another request is a 422. */
  request: unknown;
  /** The status the answer goes out with, kept beside it; 200 unless stated. */
  status?: number;
}

interface KeptAnswer {
  request_hash: string;
  answer: unknown;
}

/**
 * Answers a repeated action with the first answer. The key is claimed inside the caller's own
 * transaction, before its work, and the work's answer is kept in that same transaction: a commit
 * keeps both, a rollback (a refusal, a crash) neither, so a lost answer is found again by its
 * repeat and a failed attempt leaves the key free to try again. Needs
 * `CreateIdempotentRequests1768200000000` in the service's migrations.
 */
export class Idempotency {
  constructor(private readonly db: DataSource) {}

  /**
   * Runs `work` in `tx` once per (caller, scope, key) and answers what it answered; a repeat
   * answers that again without running it. Call it first in the transaction (a repeat in flight
   * waits on the key before the work takes any other lock), in READ COMMITTED, the default.
   */
  async once<T>(tx: EntityManager, action: IdempotentAction, work: () => Promise<T>): Promise<T> {
    if (!action.key) return work();
    const ids = [action.caller, action.scope, action.key];
    const hash = requestFingerprint(action.request);
    // A repeat while the first is in flight waits here on the primary key until that one commits
    // (and then reads its answer) or rolls back (and then claims the key itself). A row past its
    // time is claimed afresh, so a key means the same for exactly `keepHours`, swept or not.
    const claimed: unknown[] = await tx.query(
      `INSERT INTO idempotent_request (caller, scope, key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (caller, scope, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status = NULL, answer = NULL, created_at = now()
         WHERE idempotent_request.created_at < now() - make_interval(hours => $5)
       RETURNING key`,
      [...ids, hash, IDEMPOTENCY.keepHours],
    );
    if (claimed.length === 0) return this.keptIn<T>(tx, ids, hash);
    const answer = await work();
    await tx.query(
      'UPDATE idempotent_request SET status = $4, answer = $5 WHERE caller = $1 AND scope = $2 AND key = $3',
      [...ids, action.status ?? 200, JSON.stringify(answer ?? null)],
    );
    return answer;
  }

  /**
   * The answer a committed first request under this key gave, or null (no key, none yet, or past
   * its time), read without a transaction: for work that must not even start again on a repeat
   * (the first emptied what the repeat would read). A key reused for another request is a 422.
   */
  async kept<T>(action: IdempotentAction): Promise<T | null> {
    if (!action.key) return null;
    const [row]: (KeptAnswer & { status: number | null })[] = await this.db.query(
      `SELECT request_hash, answer, status FROM idempotent_request
       WHERE caller = $1 AND scope = $2 AND key = $3 AND created_at >= now() - make_interval(hours => $4)`,
      [action.caller, action.scope, action.key, IDEMPOTENCY.keepHours],
    );
    if (!row || row.status === null) return null;
    if (row.request_hash !== requestFingerprint(action.request))
      throw new ServiceError(REUSED_IDEMPOTENCY_KEY);
    return row.answer as T;
  }

  /** Deletes the keys past their time; answers how many. */
  async sweep(): Promise<number> {
    const [, count] = await this.db.query<[unknown[], number]>(
      'DELETE FROM idempotent_request WHERE created_at < now() - make_interval(hours => $1)',
      [IDEMPOTENCY.keepHours],
    );
    return count;
  }

  private async keptIn<T>(tx: EntityManager, ids: string[], hash: string): Promise<T> {
    const [row]: KeptAnswer[] = await tx.query(
      'SELECT request_hash, answer FROM idempotent_request WHERE caller = $1 AND scope = $2 AND key = $3',
      ids,
    );
    // Only under a stricter isolation, which would not see the row that the claim ran into.
    if (!row) throw new Error('an idempotency key is taken but its row cannot be read');
    if (row.request_hash !== hash) throw new ServiceError(REUSED_IDEMPOTENCY_KEY);
    return row.answer as T;
  }
}
