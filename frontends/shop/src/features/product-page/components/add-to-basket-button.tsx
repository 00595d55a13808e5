import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '@ela/web-kit';
import { addToBasket, type AddedTo } from '../api/add-to-basket';

interface Props {
  inventoryId: string;
  steps: number;
  /** What was added, for the confirmation: «۱٫۵ متر». */
  label: string;
}

/** Adds the chosen inventory and quantity; says where it went (failures were toasted by the HTTP client). */
export function AddToBasketButton({ inventoryId, steps, label }: Props) {
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ to: AddedTo; label: string } | null>(null);
  const isAdmin = useAuthStore((session) => session.isAdmin);
  const add = async () => {
    setBusy(true);
    try {
      setAdded({ to: await addToBasket(inventoryId, steps), label });
    } catch {
      setAdded(null);
    } finally {
      setBusy(false);
    }
  };
  if (isAdmin) return null;
  return (
    <>
      <button type="button" className="button buy-bar__add" onClick={() => void add()} disabled={busy}>
        {busy ? 'در حال افزودن…' : 'افزودن به سبد خرید'}
      </button>
      <p className="buy-bar__added" role="status">
        {added && `${added.label} به سبد خرید اضافه شد.`}{' '}
        {added?.to === 'basket' && <Link to="/basket">دیدن سبد خرید</Link>}
        {added?.to === 'pending' && <Link to="/basket">ورود و دیدن سبد خرید</Link>}
      </p>
    </>
  );
}
