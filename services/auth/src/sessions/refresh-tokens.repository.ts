import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import type { Role } from '@ela/contracts';
import { RefreshTokenEntity } from './refresh-token.entity';

/** The token that replaces a spent one: its hash and when it expires. */
export interface Successor {
  tokenHash: string;
  expiresAt: Date;
}

/** A successor as stored: whose login it belongs to, and when it was issued. */
export interface IssuedSuccessor {
  familyId: string;
  subjectId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export type RotationOutcome =
  /** The token was live: it is spent now and its successor stored. */
  | ({ kind: 'rotated' } & IssuedSuccessor)
  /** Spent moments ago (within the grace) and its successor is still live: answer that again. */
  | ({ kind: 'repeated' } & IssuedSuccessor)
  | { kind: 'reused'; familyId: string }
  | { kind: 'unknown' };

@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectRepository(RefreshTokenEntity) private readonly rows: Repository<RefreshTokenEntity>) {}

  async add(
    row: Pick<RefreshTokenEntity, 'familyId' | 'subjectId' | 'role' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await this.rows.insert(row);
  }

  /**
   * Spends a live token and stores its successor in one transaction. The conditional UPDATE locks
   * the row, so of two concurrent refreshes with the same token (on any replica) one spends it and
   * the other waits for that commit, then finds the token spent and its successor stored: within
   * `graceSeconds` it is told to answer that successor again, later the token counts as reused.
   */
  rotate(
    tokenHash: string,
    role: Role,
    successor: Successor,
    graceSeconds: number,
  ): Promise<RotationOutcome> {
    return this.rows.manager.transaction(async (db) => {
      const spent = (await db.query(
        `UPDATE refresh_token SET used_at = now()
          WHERE token_hash = $1 AND role = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
          RETURNING family_id, subject_id`,
        [tokenHash, role],
      )) as [{ family_id: string; subject_id: string }[], number];
      const row = spent[0][0];
      if (row) {
        const [{ created_at }] = (await db.query(
          `INSERT INTO refresh_token (family_id, subject_id, role, token_hash, expires_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING created_at`,
          [row.family_id, row.subject_id, role, successor.tokenHash, successor.expiresAt],
        )) as { created_at: Date }[];
        return {
          kind: 'rotated',
          familyId: row.family_id,
          subjectId: row.subject_id,
          issuedAt: created_at,
          expiresAt: successor.expiresAt,
        };
      }
      return this.afterSpent(db, tokenHash, role, successor.tokenHash, graceSeconds);
    });
  }

  /** A token that could not be spent: unknown, reused, or spent within the grace with a live successor. */
  private async afterSpent(
    db: EntityManager,
    tokenHash: string,
    role: Role,
    successorHash: string,
    graceSeconds: number,
  ): Promise<RotationOutcome> {
    const found = (await db.query(
      `SELECT t.family_id, s.subject_id, s.created_at, s.expires_at
         FROM refresh_token t
         LEFT JOIN refresh_token s
           ON s.token_hash = $3 AND s.family_id = t.family_id
          AND t.revoked_at IS NULL AND t.used_at > now() - make_interval(secs => $4)
          AND s.used_at IS NULL AND s.revoked_at IS NULL AND s.expires_at > now()
        WHERE t.token_hash = $1 AND t.role = $2`,
      [tokenHash, role, successorHash, graceSeconds],
    )) as {
      family_id: string;
      subject_id: string | null;
      created_at: Date | null;
      expires_at: Date | null;
    }[];
    const token = found[0];
    if (!token) return { kind: 'unknown' };
    if (!token.subject_id) return { kind: 'reused', familyId: token.family_id };
    return {
      kind: 'repeated',
      familyId: token.family_id,
      subjectId: token.subject_id,
      issuedAt: token.created_at!,
      expiresAt: token.expires_at!,
    };
  }

  /** Ends one login, e.g. on logout; nothing happens for a token nobody issued. */
  async revokeFamilyOf(tokenHash: string, role: Role): Promise<void> {
    const token = await this.rows.findOneBy({ tokenHash, role });
    if (token) await this.revokeFamily(token.familyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.rows.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Every live refresh token of one account, e.g. when an admin is deactivated. */
  async revokeSubject(subjectId: string, role: Role): Promise<void> {
    await this.rows.update({ subjectId, role, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
