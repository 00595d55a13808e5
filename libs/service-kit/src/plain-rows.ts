import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { Statement } from './one-statement';

type Columns<E> = Partial<Record<keyof E & string, unknown>>;
type Order<E> = Partial<Record<keyof E & string, 'ASC' | 'DESC'>>;

/**
 * Reads, inserts and updates an entity's rows by equal columns in plain SQL, written and read back
 * through the entity's own metadata (its columns, names and transformers: nothing is named twice).
 * For the statements of an order's path: `findOneBy`, `insert` and `update` build a query builder,
 * its SQL and an entity transformer on every call, which was a quarter of auth's CPU an order and
 * the largest part of TypeORM's share in orders and payments (`npm run orders -w bench`). Each
 * statement's SQL is built once. No entity listeners or subscribers run (none is used).
 */
export class PlainRows<E extends ObjectLiteral> {
  private readonly columns;
  /** The selected columns by property name, and the statement's head that reads them all. */
  private readonly byProperty;
  private readonly table: string;
  private readonly select: string;
  private readonly statements = new Map<string, string>();

  constructor(private readonly rows: Repository<E>) {
    this.columns = rows.metadata.columns.filter((column) => column.isSelect);
    this.byProperty = new Map(this.columns.map((column) => [column.propertyName, column]));
    this.table = `"${rows.metadata.tableName}"`;
    this.select = `SELECT ${this.columns.map((column) => `"${column.databaseName}"`).join(', ')} FROM ${this.table}`;
  }

  /** The row whose columns equal `where` (by property name), or null; the first if several. */
  async one(where: Columns<E>): Promise<E | null> {
    const { statement, entityOf } = this.reading(where);
    const rows: Record<string, unknown>[] = await this.rows.query(statement.sql, [...statement.params]);
    return entityOf(rows);
  }

  /**
   * `one` as a statement, to run first among others in one (`asOneStatement`), and how to read its
   * entity from the rows it answers.
   */
  reading(where: Columns<E>): { statement: Statement; entityOf(rows: Record<string, unknown>[]): E | null } {
    const keys = Object.keys(where);
    const sql = this.statement(`one:${keys}`, () => `${this.select}${this.filter(keys, 0)} LIMIT 1`);
    return {
      statement: { sql, params: this.values(where, keys) },
      entityOf: ([row]) => (row ? this.entity(row) : null),
    };
  }

  /** Every row whose columns equal `where`, in `order`. */
  async all(where: Columns<E>, order: Order<E> = {}): Promise<E[]> {
    const [keys, sorts] = [Object.keys(where), Object.entries(order) as [string, string][]];
    const sql = this.statement(`all:${keys}:${sorts.flat()}`, () => {
      const by = sorts.map(([key, direction]) => `"${this.column(key).databaseName}" ${direction}`);
      return `${this.select}${this.filter(keys, 0)}${by.length ? ` ORDER BY ${by.join(', ')}` : ''}`;
    });
    const rows: Record<string, unknown>[] = await this.rows.query(sql, this.values(where, keys));
    return rows.map((row) => this.entity(row));
  }

  /** The rows meeting `condition`: SQL on the table's own column names, with `$1`… for `params`. */
  async where(condition: string, params: unknown[]): Promise<E[]> {
    const rows: Record<string, unknown>[] = await this.rows.query(
      `${this.select} WHERE ${condition}`,
      params,
    );
    return rows.map((row) => this.entity(row));
  }

  /** The table's columns for a join, read from `alias`, each named `<alias>.<column>`. */
  columnsAs(alias: string): string {
    return this.columns.map((c) => `${alias}."${c.databaseName}" AS "${alias}.${c.databaseName}"`).join(', ');
  }

  /** The entity a joined row holds under `alias` (see `columnsAs`); null when the join found none. */
  joined(row: Record<string, unknown>, alias: string): E | null {
    const own = Object.fromEntries(
      this.columns.map((c) => [c.databaseName, row[`${alias}.${c.databaseName}`]]),
    );
    const [primary] = this.rows.metadata.primaryColumns;
    return own[primary.databaseName] == null ? null : this.entity(own);
  }

  /**
   * Inserts the entity unless a row of the table meets `condition` (SQL on the
   * table's own column names, with `$1`… for `params`), in one statement rather than a read and an
   * insert; false when such a row was there, and nothing was inserted. The columns it has a value
   * for are written, the others left to their database defaults and read back into it, as
   * TypeORM's insert does.
   */
  insertUnless(entity: E, condition: string, params: unknown[]): Promise<boolean> {
    return this.insertRow(entity, this.rows.manager, condition, params);
  }

  /**
   * The statement that inserts the entity, to run with others in one (`asOneStatement`, first of
   * them, so its RETURNING rows come back), and how to read the defaults it drew into the entity.
   */
  inserting(entity: E): { statement: Statement; readBack(row: Record<string, unknown> | undefined): void } {
    const { sql, values, left } = this.insertStatement(entity, null, []);
    return { statement: { sql, params: values }, readBack: (row) => this.readBack(entity, left, row) };
  }

  private async insertRow(entity: E, tx: EntityManager, unless: string, params: unknown[]): Promise<boolean> {
    const { sql, values, left } = this.insertStatement(entity, unless, params);
    const inserted: Record<string, unknown>[] = await tx.query(sql, [...params, ...values]);
    if (inserted.length === 0) return false;
    this.readBack(entity, left, inserted[0]);
    return true;
  }

  private insertStatement(entity: E, unless: string | null, params: unknown[]) {
    const given = this.columns.filter((c) => c.isInsert && c.getEntityValue(entity) !== undefined);
    const left = this.columns.filter((c) => !given.includes(c));
    const sql = this.statement(`insert:${given.map((c) => c.propertyName)}:${unless}`, () => {
      const names = given.map((c) => `"${c.databaseName}"`).join(', ');
      const values = given.map((_, i) => `$${params.length + i + 1}`).join(', ');
      // A conditional insert answers a row when it inserted, so it can tell the two apart.
      const back = [...left.map((c) => `"${c.databaseName}"`), ...(unless && !left.length ? ['1'] : [])];
      const returning = back.length ? ` RETURNING ${back.join(', ')}` : '';
      return unless === null
        ? `INSERT INTO ${this.table} (${names}) VALUES (${values})${returning}`
        : `INSERT INTO ${this.table} (${names}) SELECT ${values}
           WHERE NOT EXISTS (SELECT 1 FROM ${this.table} WHERE ${unless})${returning}`;
    });
    const { driver } = this.rows.manager.connection;
    const values = given.map((c) => driver.preparePersistentValue(c.getEntityValue(entity), c));
    return { sql, values, left };
  }

  private readBack(entity: E, left: ColumnMetadata[], row: Record<string, unknown> | undefined): void {
    const { driver } = this.rows.manager.connection;
    for (const column of left)
      column.setEntityValue(entity, driver.prepareHydratedValue(row?.[column.databaseName], column));
  }

  /**
   * Sets `set` on the rows whose columns equal `where` (at least one: never the whole table), and
   * the update date column to now unless `set` names it; answers how many rows it changed.
   */
  async update(where: Columns<E>, set: Columns<E>): Promise<number> {
    const [keys, changed] = [Object.keys(where), Object.keys(set)];
    if (!keys.length) throw new Error(`an update of ${this.rows.metadata.name} names no row`);
    const sql = this.statement(`update:${changed}:${keys}`, () => {
      const updated = this.rows.metadata.updateDateColumn;
      const assignments = [
        ...changed.map((key, i) => `"${this.column(key).databaseName}" = $${i + 1}`),
        ...(updated && !changed.includes(updated.propertyName) ? [`"${updated.databaseName}" = now()`] : []),
      ];
      return `UPDATE ${this.table} SET ${assignments.join(', ')}${this.filter(keys, changed.length)}`;
    });
    const [, count]: [unknown, number] = await this.rows.query(sql, [
      ...this.values(set, changed),
      ...this.values(where, keys),
    ]);
    return count;
  }

  private statement(id: string, build: () => string): string {
    let sql = this.statements.get(id);
    if (!sql) this.statements.set(id, (sql = build()));
    return sql;
  }

  /** ` WHERE` each key's column equals its parameter, numbered after `after`; nothing for no keys. */
  private filter(keys: string[], after: number): string {
    if (!keys.length) return '';
    return ` WHERE ${keys.map((key, i) => `"${this.column(key).databaseName}" = $${after + i + 1}`).join(' AND ')}`;
  }

  private values(columns: Columns<E>, keys: string[]): unknown[] {
    const { driver } = this.rows.manager.connection;
    return keys.map((key) =>
      driver.preparePersistentValue(columns[key as keyof E & string], this.column(key)),
    );
  }

  private column(property: string) {
    const column = this.byProperty.get(property);
    if (!column) throw new Error(`${this.rows.metadata.name} has no column ${property}`);
    return column;
  }

  private entity(row: Record<string, unknown>): E {
    const entity = this.rows.metadata.create() as E;
    const { driver } = this.rows.manager.connection;
    for (const column of this.columns)
      column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    return entity;
  }
}
