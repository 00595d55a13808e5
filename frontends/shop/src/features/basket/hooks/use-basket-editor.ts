import { useRef, useState } from 'react';
import type { BasketLineInput } from '@ela/contracts';
import { basketSnapshotOf, trackBasketRemove } from '@ela/web-kit';
import type { Resource } from '../../../hooks/use-resource';
import type { BasketView } from '../api/get-basket';
import { replaceBasket } from '../api/replace-basket';
import { linesToSend } from '../basket-lines';

type Edit = (lines: BasketLineInput[]) => BasketLineInput[];

/**
 * Edits of the basket, sent one after another: each send carries the lines as the customer wants
 * them now, so two quick edits never undo each other. A refused edit reloads the basket as it is.
 */
export function useBasketEditor(view: Resource<BasketView>) {
  const wanted = useRef<BasketLineInput[] | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [saving, setSaving] = useState(0);

  const edit = (change: Edit) => {
    if (view.status !== 'success') return;
    const before = wanted.current ?? linesToSend(view.data.basket.lines);
    wanted.current = change(before);
    const after = wanted.current;
    const removed = before.filter((line) => !after.some((l) => l.inventoryId === line.inventoryId));
    setSaving((n) => n + 1);
    queue.current = queue.current.then(async () => {
      const lines = wanted.current;
      try {
        if (lines) {
          const basket = await replaceBasket(lines);
          view.update((data) => ({ ...data, basket }));
          for (const line of removed) trackBasketRemove(line, basketSnapshotOf(basket.lines));
        }
      } catch {
        wanted.current = null;
        view.retry();
      } finally {
        setSaving((n) => n - 1);
      }
    });
  };
  return { edit, saving: saving > 0 };
}
