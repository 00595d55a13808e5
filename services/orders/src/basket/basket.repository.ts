import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BasketEntity } from './basket.entity';

@Injectable()
export class BasketRepository {
  constructor(@InjectRepository(BasketEntity) private readonly rows: Repository<BasketEntity>) {}

  findOpen(customerId: string): Promise<BasketEntity | null> {
    return this.rows.findOneBy({ customerId, status: 'open' });
  }

  /**
   * The customer's open basket, made if there is none, locked until the transaction ends: two
   * merges at once take turns, so neither loses the other's lines. The insert skips quietly
   * when a concurrent one made the basket first (the partial unique index).
   */
  async lockOpen(tx: EntityManager, customerId: string): Promise<BasketEntity> {
    await tx.query(
      `INSERT INTO basket (customer_id) VALUES ($1)
       ON CONFLICT (customer_id) WHERE status = 'open' DO NOTHING`,
      [customerId],
    );
    return tx
      .getRepository(BasketEntity)
      .createQueryBuilder('b')
      .setLock('pessimistic_write')
      .where('b.customer_id = :customerId AND b.status = :open', { customerId, open: 'open' })
      .getOneOrFail();
  }

  save(tx: EntityManager, basket: BasketEntity): Promise<BasketEntity> {
    return tx.getRepository(BasketEntity).save(basket);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
