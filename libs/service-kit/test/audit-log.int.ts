import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { firstValueFrom, defer, of } from 'rxjs';
import { DataSource } from 'typeorm';
import { auditLogQuery, routeOf, SUBJECTS, type AuditEntry } from '@ela/contracts';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { migrateLocked, postgresOptions } from '../src/data-source';
import { createLogger } from '../src/logger';
import { ServiceError } from '../src/service-error';
import { CreateAuditLog1764600000000 } from '../src/audit/audit-log.migration';
import { AuditLogRepository } from '../src/audit/audit-log.repository';
import { AuditHook } from '../src/audit/audit.hook';

// The audit log on a real PostgreSQL: the hook around handlers, and the listing's paging and filters.
const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_audit_${randomBytes(4).toString('hex')}`;
const { colors } = SUBJECTS.catalog;
const ADMIN = randomUUID();
const client = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };
const request = (params: object = {}, actor = ADMIN) => ({
  requestId: randomUUID(),
  caller: { id: actor, role: 'admin' as const },
  client,
  params,
});

let db: DataSource;
let repository: AuditLogRepository;
let hook: AuditHook;
const logLines: Array<Record<string, unknown>> = [];
const query = (input: object = {}) => repository.list(auditLogQuery.parse(input));
const latest = async (): Promise<AuditEntry> => (await query({ limit: 1 })).items[0];

beforeAll(async () => {
  await ensureDatabase(server, name);
  db = await new DataSource(
    postgresOptions(databaseUrl(server, name), [], [CreateAuditLog1764600000000]),
  ).initialize();
  await migrateLocked(db);
  repository = new AuditLogRepository(db);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  hook = new AuditHook(repository, createLogger('audit-test', 'info', sink));
});

afterAll(async () => {
  await db?.destroy();
  await dropDatabase(server, name);
});

describe('the audit hook', () => {
  it('records a create with the id it answered with, and its status', async () => {
    const created = { id: randomUUID(), name: 'سبز' };
    const answer = await firstValueFrom(hook.around(routeOf(colors.create), request(), () => of(created)));
    expect(answer).toBe(created);
    expect(await latest()).toMatchObject({
      actorId: ADMIN,
      actorRole: 'admin',
      method: 'POST',
      path: '/products/colors',
      subject: colors.create,
      entityId: created.id,
      status: 201,
      ip: client.ip,
      userAgent: client.userAgent,
    });
  });

  it('records a refused write with the status it was refused with, and passes the error on', async () => {
    const id = randomUUID();
    const refusal = ServiceError.conflict('در حال استفاده');
    const run = hook.around(routeOf(colors.remove), request({ id }), () =>
      defer(() => Promise.reject(refusal)),
    );
    await expect(firstValueFrom(run)).rejects.toBe(refusal);
    expect(await latest()).toMatchObject({ method: 'DELETE', entityId: id, status: 409 });
  });

  it('leaves reads alone', async () => {
    const before = (await query()).total;
    await firstValueFrom(hook.around(routeOf(colors.list), request(), () => of({ items: [] })));
    expect((await query()).total).toBe(before);
  });

  it('refuses a write it cannot record, before the write runs', async () => {
    await db.query('ALTER TABLE audit_entry RENAME TO audit_entry_away');
    let ran = false;
    try {
      const run = hook.around(routeOf(colors.create), request(), () =>
        defer(async () => ((ran = true), { id: randomUUID() })),
      );
      await expect(firstValueFrom(run)).rejects.toMatchObject({ body: { statusCode: 503 } });
      expect(ran).toBe(false);
    } finally {
      await db.query('ALTER TABLE audit_entry_away RENAME TO audit_entry');
    }
    expect(logLines.at(-1)).toMatchObject({ level: 50, audit: { actorId: ADMIN, path: '/products/colors' } });
  });

  it('answers a committed write even when its outcome cannot be recorded, and says so in the log', async () => {
    const created = { id: randomUUID() };
    // The write itself makes the outcome unwritable, as a failing database would.
    const run = hook.around(routeOf(colors.create), request(), () =>
      defer(async () => {
        await db.query('ALTER TABLE audit_entry ADD CONSTRAINT no_outcome CHECK (status IS NULL) NOT VALID');
        return created;
      }),
    );
    try {
      expect(await firstValueFrom(run)).toBe(created);
    } finally {
      await db.query('ALTER TABLE audit_entry DROP CONSTRAINT no_outcome');
    }
    expect(await latest()).toMatchObject({ path: '/products/colors', status: null, entityId: null });
    expect(logLines.at(-1)).toMatchObject({
      level: 50,
      msg: expect.stringContaining('audit outcome not written'),
      audit: { status: 201, createdId: created.id },
    });
  });
});

describe('the audit listing', () => {
  const other = randomUUID();
  const entity = randomUUID();

  beforeAll(async () => {
    for (let i = 0; i < 3; i++)
      await firstValueFrom(
        hook.around(routeOf(colors.update), request({ id: entity }, other), () => of({ id: entity })),
      );
  });

  it('pages newest first with the total', async () => {
    const all = await query({ limit: 100 });
    const first = await query({ limit: 2 });
    const second = await query({ limit: 2, page: 2 });
    expect(first).toMatchObject({ total: all.total, page: 1, limit: 2 });
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(
      all.items.slice(0, 4).map((e) => e.id),
    );
    const times = all.items.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('narrows to one admin, one entity or a span of time', async () => {
    expect((await query({ actorId: other })).total).toBe(3);
    expect((await query({ entityId: entity })).items.every((e) => e.actorId === other)).toBe(true);
    expect((await query({ entityId: entity })).total).toBe(3);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await query({ from: future })).total).toBe(0);
    expect((await query({ to: future })).total).toBe((await query()).total);
  });
});
