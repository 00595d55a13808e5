import { useState, type FormEvent } from 'react';
import type { DiscountBreakdown } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { calculateDiscount } from '../api/calculate-discount';

interface Props {
  applied: DiscountBreakdown | null;
  onApplied: (breakdown: DiscountBreakdown | null) => void;
}

/** A discount code, checked by the server against this basket; its refusal is shown under the field. */
export function DiscountField({ applied, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setChecking(true);
    const result = await calculateDiscount(code.trim());
    setChecking(false);
    setProblem(result.ok ? null : result.message);
    onApplied(result.ok ? result.breakdown : null);
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-discount-title">
      <h2 id="checkout-discount-title">کد تخفیف</h2>
      {applied ? (
        <p role="status">
          کد <bdi dir="ltr">{applied.code}</bdi> اعمال شد: {formatToman(applied.discount)} تخفیف.{' '}
          <button type="button" className="button button--ghost" onClick={() => onApplied(null)}>
            حذف کد
          </button>
        </p>
      ) : (
        <form className="checkout-discount" onSubmit={apply} noValidate>
          <label htmlFor="discount-code">کد تخفیف (اختیاری)</label>
          <input
            id="discount-code"
            dir="ltr"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'discount-problem' : undefined}
          />
          <button type="submit" className="button button--ghost" disabled={checking || !code.trim()}>
            اعمال کد
          </button>
          {problem && (
            <p id="discount-problem" className="checkout-discount__problem" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
