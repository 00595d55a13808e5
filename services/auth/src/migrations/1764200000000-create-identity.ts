import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1764200000000 implements MigrationInterface {
  name = 'CreateIdentity1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        phone text NOT NULL UNIQUE,
        first_name text,
        last_name text,
        email text,
        birth_date date,
        national_code text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE admin_account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        phone text NOT NULL UNIQUE,
        name text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One row per refresh token ever issued; a family is one login and all its rotations.
    await db.query(`
      CREATE TABLE refresh_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        family_id uuid NOT NULL,
        subject_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('user', 'admin')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX refresh_token_family_idx ON refresh_token (family_id)');
    await db.query(`
      CREATE TABLE address (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        title text NOT NULL,
        receiver_name text NOT NULL,
        receiver_phone text NOT NULL,
        province_id integer NOT NULL,
        city_id integer NOT NULL,
        street text NOT NULL,
        plaque text,
        unit text,
        postal_code char(10) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX address_user_idx ON address (user_id, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE address, refresh_token, admin_account, app_user');
  }
}
