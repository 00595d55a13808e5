import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeadLetter, DeadLettersQuery, Page } from '@ela/contracts';
import { listPage, type ListOrder } from '@ela/service-kit';
import { DeadLetterEntity } from './dead-letter.entity';

const NEWEST: ListOrder = { 'd.deadAt': 'DESC', 'd.id': 'ASC' };

/** One event, or one whole job, that cannot be stored as it is. */
export interface NewDeadLetter {
  /** Same reason and same content make the same letter, so a job run twice files it once. */
  fingerprint: string;
  eventId: string | null;
  reason: string;
  payload: string;
  receivedAt: string | null;
}

/** The dead letters: filed by the worker, read by admins. */
@Injectable()
export class DeadLettersRepository {
  constructor(private readonly db: DataSource) {}

  async add(tx: EntityManager, letters: readonly NewDeadLetter[]): Promise<void> {
    if (letters.length === 0) return;
    await tx.query(
      `INSERT INTO dead_letter_event (fingerprint, event_id, reason, payload, received_at)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[])
       ON CONFLICT (fingerprint) DO NOTHING`,
      [
        letters.map((l) => l.fingerprint),
        letters.map((l) => l.eventId),
        letters.map((l) => l.reason),
        letters.map((l) => l.payload),
        letters.map((l) => l.receivedAt),
      ],
    );
  }

  page(query: DeadLettersQuery): Promise<Page<DeadLetter>> {
    const qb = this.db.getRepository(DeadLetterEntity).createQueryBuilder('d');
    return listPage(qb, query, { orders: { newest: NEWEST } }, (letter) => letter.toContract());
  }
}
