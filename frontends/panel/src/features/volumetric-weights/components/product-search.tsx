import { useState } from 'react';
import { useResource } from '../../../shared/api/use-resource';
import type { ControlProps } from '../../../shared/forms/field';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { findProducts } from '../api/volumetric-weights.api';

interface ProductSearchProps {
  control: ControlProps;
  value: { id: string; name: string } | null;
  onChange: (value: { id: string; name: string } | null) => void;
}

/** One product, found by its name. */
export function ProductSearch({ control, value, onChange }: ProductSearchProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const found = useResource(`vw-pick:${q}`, (signal) => (q ? findProducts(q, signal) : Promise.resolve([])));
  if (value) {
    return (
      <div className="panel-toolbar">
        <strong>{value.name || value.id}</strong>
        <button
          type="button"
          className="panel-button panel-button--ghost panel-button--small"
          onClick={() => onChange(null)}
        >
          تغییر محصول
        </button>
      </div>
    );
  }
  return (
    <div>
      <input
        {...control}
        type="search"
        className="panel-input"
        placeholder="نام محصول"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {q && found.data && (
        <ul className="vw-suggestions" aria-label="محصولات پیداشده">
          {found.data.length === 0 && <li className="panel-muted">محصولی پیدا نشد.</li>}
          {found.data.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="panel-link"
                onClick={() => onChange({ id: p.id, name: p.name })}
              >
                {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
