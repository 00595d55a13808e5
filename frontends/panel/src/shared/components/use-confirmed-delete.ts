import type { ReactNode } from 'react';
import { toast } from '@ela/web-kit';
import { succeeded } from '../api/attempt';
import { useConfirm } from './confirm-dialog';

interface DeleteQuestion {
  title: string;
  message: ReactNode;
  /** The red button's label; «حذف» unless said. */
  confirmLabel?: string;
  /** Said once the delete went through. */
  done?: string;
}

/**
 * A delete that asks first: `confirmDelete(question, () => deleteX(id))`. Once the server has
 * deleted, says `done` and calls `then` (loads the listing again). Render `dialog` in the page.
 */
export function useConfirmedDelete(then: () => void) {
  const { confirm, dialog } = useConfirm();
  async function confirmDelete(
    { title, message, confirmLabel = 'حذف', done }: DeleteQuestion,
    request: () => Promise<unknown>,
  ) {
    const yes = await confirm({ title, message, confirmLabel, danger: true });
    if (!yes || !(await succeeded(request()))) return;
    if (done) toast.success(done);
    then();
  }
  return { confirmDelete, dialog };
}
