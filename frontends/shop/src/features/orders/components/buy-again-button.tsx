import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderLine } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { buyAgain } from '../api/buy-again';
import { buyAgainMessage } from '../buy-again-message';

interface Props {
  lines: readonly OrderLine[];
  /** Which order, for a list where every row has the button. */
  label?: string;
  className?: string;
}

/**
 * «خرید دوباره»: the order's lines into the basket, then the basket, with a message that says what
 * went in and what is no longer to be had. When nothing could go in, the customer stays here.
 */
export function BuyAgainButton({ lines, label, className = 'button button--ghost' }: Props) {
  const navigate = useNavigate();
  const show = useToastStore((state) => state.show);
  const [busy, setBusy] = useState(false);

  const buy = async () => {
    setBusy(true);
    try {
      const plan = await buyAgain(lines);
      const message = buyAgainMessage(plan);
      if (plan.putBack.length) await navigate('/basket');
      else setBusy(false);
      show(message.kind, message.text);
    } catch {
      setBusy(false); // The HTTP client has shown why.
    }
  };

  return (
    <button type="button" className={className} onClick={buy} disabled={busy} aria-label={label}>
      خرید دوباره
    </button>
  );
}
