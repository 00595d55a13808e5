import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AUTH_EVENTS } from '@ela/contracts';

/**
 * `auth.customer.changed.v1` written by the database itself whenever a customer's profile fields or
 * addresses change, or the customer goes: no write path, present or future, can forget it. Each
 * carries a number from one sequence, also kept on the customer's row (`copy_version`), so an
 * answer read with that row is known to be at least as new as every event below its number.
 */
export class CustomerChangedEvents1769100000000 implements MigrationInterface {
  name = 'CustomerChangedEvents1769100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE SEQUENCE customer_version');
    await db.query('ALTER TABLE app_user ADD COLUMN copy_version bigint NOT NULL DEFAULT 0');
    await db.query(`
      CREATE FUNCTION customer_changed_event(customer uuid, version bigint) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO outbox_event (id, subject, payload, occurred_at)
        SELECT e.id, '${AUTH_EVENTS.customerChanged.subject}', jsonb_build_object(
            'id', e.id, 'subject', '${AUTH_EVENTS.customerChanged.subject}',
            'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'data', jsonb_build_object('id', customer, 'version', version::text)), now()
        FROM (SELECT gen_random_uuid() AS id) e
      $$`);
    // A changed address bumps its customer's row, which writes the event (below).
    await db.query(`
      CREATE FUNCTION address_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE app_user SET copy_version = nextval('customer_version')
          WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER address_changed AFTER INSERT OR UPDATE OR DELETE ON address
      FOR EACH ROW EXECUTE FUNCTION address_changed()`);
    await db.query(`
      CREATE FUNCTION customer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM customer_changed_event(OLD.id, nextval('customer_version'));
          RETURN OLD;
        END IF;
        IF NEW.copy_version = OLD.copy_version THEN
          NEW.copy_version := nextval('customer_version');
        END IF;
        PERFORM customer_changed_event(NEW.id, NEW.copy_version);
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER customer_changed BEFORE UPDATE ON app_user FOR EACH ROW
      WHEN (OLD.copy_version IS DISTINCT FROM NEW.copy_version
        OR (OLD.phone, OLD.first_name, OLD.last_name, OLD.email, OLD.birth_date, OLD.national_code)
          IS DISTINCT FROM (NEW.phone, NEW.first_name, NEW.last_name, NEW.email, NEW.birth_date, NEW.national_code))
      EXECUTE FUNCTION customer_changed()`);
    await db.query(`
      CREATE TRIGGER customer_gone AFTER DELETE ON app_user FOR EACH ROW EXECUTE FUNCTION customer_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER customer_gone ON app_user');
    await db.query('DROP TRIGGER customer_changed ON app_user');
    await db.query('DROP TRIGGER address_changed ON address');
    await db.query('DROP FUNCTION customer_changed, address_changed, customer_changed_event');
    await db.query('ALTER TABLE app_user DROP COLUMN copy_version');
    await db.query('DROP SEQUENCE customer_version');
  }
}
