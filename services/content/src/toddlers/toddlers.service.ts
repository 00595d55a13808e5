import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CONTENT_EVENTS,
  TODDLER_LIMITS,
  type CreateToddlerBody,
  type ListToddlersQuery,
  type Page,
  type ReviewToddlersQuery,
  type Toddler,
  type ToddlerForReview,
  type UpdateToddlerBody,
} from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { ToddlerErrors } from './toddler-errors';
import { MediaReleases } from '../media/media-releases';
import { ToddlerEntity, type Viewer } from './toddler.entity';
import { ToddlersRepository } from './toddlers.repository';

const contracts = (page: Page<ToddlerEntity>): Page<Toddler> => ({
  ...page,
  items: page.items.map((t) => t.toContract()),
});

/**
 * The league: parents submit their own toddler, admins review. An entry nobody may see is
 * answered as missing, so a stranger cannot even learn that it exists.
 */
@Injectable()
export class ToddlersService {
  constructor(
    private readonly toddlers: ToddlersRepository,
    private readonly outbox: Outbox,
    private readonly media: MediaReleases,
  ) {}

  async gallery(query: ListToddlersQuery): Promise<Page<Toddler>> {
    return contracts(await this.toddlers.approved(query));
  }

  async byName(name: string, query: ListToddlersQuery): Promise<Page<Toddler>> {
    return contracts(await this.toddlers.approvedNamed(name, query));
  }

  async mine(parentId: string, query: ListToddlersQuery): Promise<Page<Toddler>> {
    return contracts(await this.toddlers.ofParent(parentId, query));
  }

  async queue(query: ReviewToddlersQuery): Promise<Page<ToddlerForReview>> {
    const page = await this.toddlers.queue(query);
    return { ...page, items: page.items.map((t) => t.toReview()) };
  }

  async findOne(id: string, viewer: Viewer): Promise<Toddler> {
    const toddler = await this.toddlers.find(id);
    if (!toddler?.visibleTo(viewer)) throw ToddlerErrors.notFound();
    return toddler.toContract();
  }

  async submit(parentId: string, body: CreateToddlerBody): Promise<Toddler> {
    const saved = await this.toddlers.transaction(async (tx) => {
      const waiting = await this.toddlers.pendingOfParentLocked(tx, parentId);
      if (waiting >= TODDLER_LIMITS.pendingPerParent) throw ToddlerErrors.tooManyPending();
      const toddler = await this.toddlers.save(tx, ToddlerEntity.submit(parentId, body));
      await this.changed(tx, toddler.id);
      return toddler;
    });
    return saved.toContract();
  }

  async review(id: string, body: UpdateToddlerBody, adminId: string): Promise<ToddlerForReview> {
    const saved = await this.toddlers.transaction(async (tx) => {
      const toddler = await this.toddlers.locked(tx, id);
      if (!toddler) throw ToddlerErrors.notFound();
      const kept = toddler.photoKept;
      toddler.review(body, adminId, new Date());
      const written = await this.toddlers.save(tx, toddler);
      if (kept && !toddler.photoKept) await this.media.release(tx, [toddler.photoKey]);
      await this.changed(tx, id);
      return written;
    });
    return saved.toReview();
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.toddlers.transaction(async (tx) => {
      const toddler = await this.toddlers.locked(tx, id);
      if (!toddler) throw ToddlerErrors.notFound();
      await this.toddlers.delete(tx, id);
      // A rejected entry's photo went when it was rejected.
      if (toddler.photoKept) await this.media.release(tx, [toddler.photoKey]);
      await this.changed(tx, id);
    });
    return { deleted: true };
  }

  private changed(tx: EntityManager, id: string) {
    return this.outbox.add(tx, CONTENT_EVENTS.toddlerChanged, { id });
  }
}
