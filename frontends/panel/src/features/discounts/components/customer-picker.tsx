import { useState } from 'react';
import { displayName, formatMobile } from '@ela/web-kit';
import { attempt } from '../../../shared/api/attempt';
import { DeleteButton } from '../../../shared/components/delete-button';
import { searchCustomers } from '../api/discounts.api';
import type { ChosenCustomer } from './discount-form.model';

interface CustomerPickerProps {
  chosen: ChosenCustomer[];
  onChange: (chosen: ChosenCustomer[]) => void;
  error?: string;
}

/** The customers a gift is for: found by phone or name, added one by one, removable. */
export function CustomerPicker({ chosen, onChange, error }: CustomerPickerProps) {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<ChosenCustomer[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function search() {
    if (term.trim().length < 2) return;
    setBusy(true);
    const users = await attempt(searchCustomers(term.trim()));
    setBusy(false);
    setFound(
      (users ?? []).map((u) => ({ id: u._id, label: `${displayName(u)} (${formatMobile(u.phone)})` })),
    );
  }

  const chosenIds = new Set(chosen.map((c) => c.id));
  return (
    <fieldset
      className="panel-field discount-customers"
      aria-describedby={error ? 'discount-customers-error' : undefined}
    >
      <legend className="panel-field__label">مشتری‌های انتخاب‌شده</legend>
      <div className="panel-toolbar">
        <input
          type="search"
          className="panel-input"
          aria-label="جست‌وجوی مشتری با شماره یا نام"
          placeholder="شماره موبایل یا نام"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <button type="button" className="panel-button panel-button--ghost" disabled={busy} onClick={search}>
          {busy ? 'در حال جست‌وجو…' : 'جست‌وجو'}
        </button>
      </div>
      {found && (
        <ul className="discount-customers__found" aria-label="مشتری‌های پیداشده">
          {found.length === 0 && <li className="panel-muted">مشتری‌ای پیدا نشد.</li>}
          {found.map((c) => (
            <li key={c.id}>
              {c.label}{' '}
              <button
                type="button"
                className="panel-button panel-button--small"
                disabled={chosenIds.has(c.id)}
                onClick={() => onChange([...chosen, c])}
              >
                {chosenIds.has(c.id) ? 'انتخاب شده' : 'افزودن'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="discount-customers__chosen" aria-label="مشتری‌هایی که تخفیف به آن‌ها داده می‌شود">
        {chosen.map((c) => (
          <li key={c.id}>
            {c.label}{' '}
            <DeleteButton
              name={c.label}
              onClick={() => onChange(chosen.filter((other) => other.id !== c.id))}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p id="discount-customers-error" className="panel-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
