import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers and their addresses as auth last answered them (`customer` and `addresses` null once
 * auth announced a change), each with the number of auth's newest change it knows of.
 */
export class CustomerCopy1769100000000 implements MigrationInterface {
  name = 'CustomerCopy1769100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customer_copy (
        customer_id uuid PRIMARY KEY,
        version bigint NOT NULL,
        customer jsonb,
        addresses jsonb
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE customer_copy');
  }
}
