import { z } from 'zod';
import { idSchema, wholeNumber } from '../common.schemas';
import { uploadedImage, type ImageRef } from '../catalog/image';
import { multilineText, safeText } from '../text';

/** An entry is hidden until an admin approves it; a rejected one tells its parent why. */
export const TODDLER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ToddlerStatus = (typeof TODDLER_STATUSES)[number];

export const TODDLER_LIMITS = {
  /** The league is for children up to six years old. */
  maxAgeMonths: 72,
  /** Entries one parent may have waiting for review at once. */
  pendingPerParent: 3,
} as const;

/** A toddler of the league. The public only ever sees approved entries. */
export interface Toddler {
  id: string;
  name: string;
  ageMonths: number;
  photo: ImageRef;
  status: ToddlerStatus;
  /** Why an admin turned it down, for its parent; null unless rejected. */
  rejectionReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** An entry as the moderation queue shows it: whose it is, too. */
export interface ToddlerForReview extends Toddler {
  parentId: string;
}

const name = safeText().min(2).max(40).describe("The toddler's first name, as shown in the gallery");
const ageMonths = wholeNumber()
  .pipe(z.number().min(0).max(TODDLER_LIMITS.maxAgeMonths))
  .describe('Age in whole months (any digits)');

/** Body of POST /toddler (multipart: these fields, and the photo in `file`). */
export const createToddlerBody = z
  .object({
    name,
    ageMonths,
    upload: uploadedImage.describe('The photo, set by the gateway from the `file` part'),
  })
  .strict();
export type CreateToddlerBody = z.infer<typeof createToddlerBody>;

/** Body of PATCH /toddler/{id}: a decision, an edit, or both. */
export const updateToddlerBody = z
  .object({
    status: z.enum(TODDLER_STATUSES).optional(),
    rejectionReason: multilineText().min(3).max(300).optional().describe('Needed to reject'),
    name: name.optional(),
    ageMonths: ageMonths.optional(),
  })
  .strict()
  .refine((b) => b.status !== 'rejected' || b.rejectionReason !== undefined, {
    path: ['rejectionReason'],
    message: 'برای رد کردن، دلیل را برای والد بنویسید',
  });
export type UpdateToddlerBody = z.infer<typeof updateToddlerBody>;

const page = wholeNumber().pipe(z.number().min(1)).default(1);
const limit = wholeNumber().pipe(z.number().min(1).max(48)).default(24);

/** Query of the public gallery (GET /toddler/all, GET /toddler/byName/{name}): newest approved first. */
export const listToddlersQuery = z
  .object({ page, limit, sort: z.enum(['newest']).default('newest') })
  .strict();
export type ListToddlersQuery = z.infer<typeof listToddlersQuery>;

export const toddlerNameParams = z.object({ name: safeText().min(1).max(40) }).strict();

/** Query of the moderation queue: waiting entries oldest first by default. */
export const reviewToddlersQuery = z
  .object({
    page,
    limit,
    sort: z.enum(['oldest', 'newest']).default('oldest'),
    status: z.enum(TODDLER_STATUSES).default('pending'),
  })
  .strict();
export type ReviewToddlersQuery = z.infer<typeof reviewToddlersQuery>;

export const toddlerIdParams = z.object({ id: idSchema }).strict();
