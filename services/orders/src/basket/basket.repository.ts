import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { BasketLineInput } from '@ela/contracts';
import { PlainRows, asOneStatement, type Statement } from '@ela/service-kit';
import { BasketEntity } from './basket.entity';

interface BasketRow {
  id: string;
  customer_id: string;
  status: 'open' | 'ordered';
  lines: BasketLineInput[];
  created_at: Date;
  updated_at: Date;
}

@Injectable()
export class BasketRepository {
  /** Every basket request and every order's placement reads the open basket. */
  private readonly open: PlainRows<BasketEntity>;

  constructor(@InjectRepository(BasketEntity) private readonly rows: Repository<BasketEntity>) {
    this.open = new PlainRows(rows);
  }

  findOpen(customerId: string): Promise<BasketEntity | null> {
    return this.open.one({ customerId, status: 'open' });
  }

  /** `findOpen`, with a change of the caller's (`alongside`) in the same statement. */
  async findOpenWith(customerId: string, alongside: Statement): Promise<BasketEntity | null> {
    const { statement, entityOf } = this.open.reading({ customerId, status: 'open' });
    return entityOf((await asOneStatement(this.rows.manager, [statement, alongside])).rows);
  }

  /**
   * The customer's open basket, made if there is none, locked until the transaction ends: two
   * merges at once take turns, so neither loses the other's lines. The conflicting insert of a
   * basket that exists updates nothing but takes its row lock, in the same round trip.
   */
  async lockOpen(tx: EntityManager, customerId: string): Promise<BasketEntity> {
    const [row]: BasketRow[] = await tx.query(
      `INSERT INTO basket (customer_id) VALUES ($1)
       ON CONFLICT (customer_id) WHERE status = 'open' DO UPDATE SET customer_id = EXCLUDED.customer_id
       RETURNING id, customer_id, status, lines, created_at, updated_at`,
      [customerId],
    );
    return this.rows.create({
      id: row.id,
      customerId: row.customer_id,
      status: row.status,
      lines: row.lines,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
  }

  /** A basket of the customer's not yet stored, with no lines. */
  create(customerId: string): BasketEntity {
    return this.rows.create({ customerId, status: 'open', lines: [] });
  }

  /**
   * Makes `basket`'s lines the customer's open basket's, made if there is none, in one statement
   * (the row lock of the conflicting insert makes a merge in flight finish first); its id and dates
   * come back onto the entity.
   */
  async storeOpen(basket: BasketEntity): Promise<void> {
    const [row]: Pick<BasketRow, 'id' | 'created_at' | 'updated_at'>[] = await this.rows.query(
      `INSERT INTO basket (customer_id, lines) VALUES ($1, $2::jsonb)
       ON CONFLICT (customer_id) WHERE status = 'open' DO UPDATE SET lines = EXCLUDED.lines, updated_at = now()
       RETURNING id, created_at, updated_at`,
      [basket.customerId, JSON.stringify(basket.lines)],
    );
    Object.assign(basket, { id: row.id, createdAt: row.created_at, updatedAt: row.updated_at });
  }

  /** Stores a locked basket's lines, and the time of the change on the entity. */
  async storeLines(tx: EntityManager, basket: BasketEntity): Promise<void> {
    const [[row]] = await tx.query<[{ updated_at: Date }[], number]>(
      'UPDATE basket SET lines = $2::jsonb, updated_at = now() WHERE id = $1 RETURNING updated_at',
      [basket.id, JSON.stringify(basket.lines)],
    );
    basket.updatedAt = row.updated_at;
  }

  /**
   * Closes the open basket an order was placed from, only if its lines are still the ones that
   * were priced: false when the customer changed it meanwhile (in another tab).
   */
  async markOrdered(tx: EntityManager, id: string, lines: readonly BasketLineInput[]): Promise<boolean> {
    const { sql, params } = this.ordering(id, lines);
    const [, count] = await tx.query<[unknown[], number]>(sql, [...params]);
    return count === 1;
  }

  /** `markOrdered` as a statement to run with the order's insert: one row when it closed the basket. */
  ordering(id: string, lines: readonly BasketLineInput[]): Statement {
    return {
      sql: `UPDATE basket SET status = 'ordered', updated_at = now()
            WHERE id = $1 AND status = 'open' AND lines = $2::jsonb RETURNING 1`,
      params: [id, JSON.stringify(lines)],
    };
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
