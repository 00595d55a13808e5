import { useResource } from '../../../hooks/use-resource';
import { loadBasket } from '../api/get-basket';
import { withQuantity, without } from '../basket-lines';
import type { BasketState } from '../basket-state';
import { useBasketEditor } from '../hooks/use-basket-editor';
import { BasketContents } from './basket-contents';

/** A customer's open basket, priced now by the server; edits are saved there. */
export function CustomerBasket() {
  const view = useResource('basket', loadBasket);
  const { edit, saving } = useBasketEditor(view);
  const state: BasketState =
    view.status === 'success'
      ? { status: 'ready', basket: view.data.basket }
      : view.status === 'error'
        ? { status: 'error', error: view.error, retry: view.retry }
        : { status: 'loading' };
  return (
    <BasketContents
      state={state}
      saving={saving}
      checkout={{ to: '/checkout' }}
      onQuantity={(id, steps) => edit((lines) => withQuantity(lines, id, steps))}
      onRemove={(id) => edit((lines) => without(lines, id))}
    />
  );
}
