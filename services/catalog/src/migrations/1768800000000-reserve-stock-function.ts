import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RESERVE_STOCK_FUNCTION } from '../stock/reserve-stock.sql';

/**
 * A reservation as one call (see ../stock/reserve-stock.sql.ts): the order's turn, what became of
 * an earlier reservation, and the take, run by PostgreSQL without a round trip to the catalog
 * between them, so a hot inventory's row lock is held until the commit and no longer.
 */
export class ReserveStockFunction1768800000000 implements MigrationInterface {
  name = 'ReserveStockFunction1768800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(RESERVE_STOCK_FUNCTION);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION reserve_stock(text, uuid[], int[], boolean)');
  }
}
