import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeadLetter } from '@ela/contracts';

/** An event, or a whole job, the worker could not store; kept as it arrived for an admin to see. */
@Entity('dead_letter_event')
export class DeadLetterEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  fingerprint!: string;

  @Column('uuid', { name: 'event_id', nullable: true })
  eventId!: string | null;

  @Column('text')
  reason!: string;

  @Column('text')
  payload!: string;

  @Column('timestamptz', { name: 'received_at', nullable: true })
  receivedAt!: Date | null;

  @Column('timestamptz', { name: 'dead_at' })
  deadAt!: Date;

  toContract(): DeadLetter {
    return {
      id: this.id,
      eventId: this.eventId,
      reason: this.reason,
      payload: this.payload,
      receivedAt: this.receivedAt?.toISOString() ?? null,
      deadAt: this.deadAt.toISOString(),
    };
  }
}
