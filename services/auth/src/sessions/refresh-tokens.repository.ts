import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { Role } from '@ela/contracts';
import { RefreshTokenEntity } from './refresh-token.entity';

export type RotationOutcome =
  { kind: 'rotated'; token: RefreshTokenEntity } | { kind: 'reused'; familyId: string } | { kind: 'unknown' };

@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectRepository(RefreshTokenEntity) private readonly rows: Repository<RefreshTokenEntity>) {}

  async add(
    row: Pick<RefreshTokenEntity, 'familyId' | 'subjectId' | 'role' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await this.rows.insert(row);
  }

  /**
   * Marks a live token used in one statement, so of two concurrent refreshes with the same
   * token only one succeeds; a token that was already used or revoked is reported as reused.
   */
  async markUsed(tokenHash: string, role: Role): Promise<RotationOutcome> {
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND role = :role', { tokenHash, role })
      .andWhere('used_at IS NULL AND revoked_at IS NULL AND expires_at > now()')
      .returning('*')
      .execute();
    const raw = (result.raw as Record<string, unknown>[])[0];
    if (raw)
      return {
        kind: 'rotated',
        token: this.rows.create({ familyId: String(raw.family_id), subjectId: String(raw.subject_id), role }),
      };
    const existing = await this.rows.findOneBy({ tokenHash, role });
    return existing ? { kind: 'reused', familyId: existing.familyId } : { kind: 'unknown' };
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.rows.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Every live refresh token of one account, e.g. when an admin is deactivated. */
  async revokeSubject(subjectId: string, role: Role): Promise<void> {
    await this.rows.update({ subjectId, role, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
