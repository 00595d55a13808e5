import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  foldPersian,
  imageRef,
  type CreateToddlerBody,
  type Toddler,
  type ToddlerForReview,
  type ToddlerStatus,
  type UpdateToddlerBody,
} from '@ela/contracts';
import { ToddlerErrors } from './toddler-errors';

/** Who is looking at an entry: its parent, an admin, or anyone else (null: nobody logged in). */
export type Viewer = { id: string; role: 'user' | 'admin' } | null;

/** One toddler in the league. Hidden until approved; only its parent and admins see it before. */
@Entity('toddler')
export class ToddlerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'parent_id' })
  parentId!: string;

  @Column('text')
  name!: string;

  @Column('text', { name: 'name_key' })
  nameKey!: string;

  @Column('integer', { name: 'age_months' })
  ageMonths!: number;

  @Column('text', { name: 'photo_key' })
  photoKey!: string;

  @Column('text')
  status!: ToddlerStatus;

  @Column('text', { name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;

  @Column('timestamptz', { name: 'reviewed_at', nullable: true })
  reviewedAt!: Date | null;

  @Column('uuid', { name: 'reviewed_by', nullable: true })
  reviewedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** A parent's entry, waiting for an admin. */
  static submit(parentId: string, body: CreateToddlerBody): ToddlerEntity {
    const toddler = new ToddlerEntity();
    toddler.parentId = parentId;
    toddler.rename(body.name);
    toddler.ageMonths = body.ageMonths;
    toddler.photoKey = body.upload.key;
    toddler.status = 'pending';
    toddler.rejectionReason = null;
    toddler.reviewedAt = null;
    toddler.reviewedBy = null;
    return toddler;
  }

  rename(name: string): void {
    this.name = name;
    this.nameKey = foldPersian(name);
  }

  /**
   * An admin's decision and edits. Rejecting needs a reason (the parent reads it) and is final;
   * a reason alone rewrites a rejection's reason, and name and age can still be corrected.
   */
  review(change: UpdateToddlerBody, adminId: string, now: Date): void {
    const status = change.status ?? this.status;
    if (change.rejectionReason !== undefined && status !== 'rejected')
      throw ToddlerErrors.reasonOnlyRejected();
    // Rejecting lets the photo go for good (see `photoKept`): there is nothing left to approve.
    if (this.status === 'rejected' && status !== 'rejected') throw ToddlerErrors.rejectedFinal();
    if (change.name !== undefined) this.rename(change.name);
    if (change.ageMonths !== undefined) this.ageMonths = change.ageMonths;
    if (change.status !== undefined || change.rejectionReason !== undefined) {
      this.status = status;
      this.rejectionReason = status === 'rejected' ? (change.rejectionReason ?? this.rejectionReason) : null;
      this.reviewedAt = status === 'pending' ? null : now;
      this.reviewedBy = status === 'pending' ? null : adminId;
    }
  }

  /**
   * Whether the entry still needs its photo. A rejected one keeps only the reason for its parent:
   * the photo of a child nobody will show is deleted rather than kept.
   */
  get photoKept(): boolean {
    return this.status !== 'rejected';
  }

  /** Approved entries are the league's; any other is its parent's and the admins' business only. */
  visibleTo(viewer: Viewer): boolean {
    return this.status === 'approved' || viewer?.role === 'admin' || viewer?.id === this.parentId;
  }

  toContract(): Toddler {
    return {
      id: this.id,
      name: this.name,
      ageMonths: this.ageMonths,
      photo: imageRef(this.photoKey),
      status: this.status,
      rejectionReason: this.rejectionReason,
      createdAt: this.createdAt.toISOString(),
      reviewedAt: this.reviewedAt?.toISOString() ?? null,
    };
  }

  toReview(): ToddlerForReview {
    return { ...this.toContract(), parentId: this.parentId };
  }
}
