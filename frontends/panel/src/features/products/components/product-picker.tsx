import { useState } from 'react';
import { useResource } from '../../../shared/api/use-resource';
import { Field } from '../../../shared/forms/field';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { getProducts } from '../api/products.api';
import { MAX_RELATED, type RelatedRef } from './product-form.model';
import './product-form.css';

interface ProductPickerProps {
  label: string;
  value: RelatedRef[];
  onChange: (value: RelatedRef[]) => void;
  /** Products that cannot be picked: the product being edited. */
  excludeId?: string;
  error?: string;
}

const SUGGESTIONS = 8;

/** Picks products by searching their names; the picked ones show as removable chips. */
export function ProductPicker({ label, value, onChange, excludeId, error }: ProductPickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const found = useResource(`pick:${q}`, (signal) =>
    q ? getProducts({ q, page: 1, limit: SUGGESTIONS, sort: 'name' }, signal) : Promise.resolve(null),
  );
  const picked = new Set(value.map((p) => p.id));
  const suggestions =
    q && found.data ? found.data.items.filter((p) => p.id !== excludeId && !picked.has(p.id)) : [];
  const full = value.length >= MAX_RELATED;

  return (
    <Field
      label={label}
      error={error}
      hint={`با جستجوی نام، حداکثر ${MAX_RELATED.toLocaleString('fa-IR')} محصول`}
    >
      {(control) => (
        <div className="panel-product-picker">
          {value.length > 0 && (
            <ul className="panel-product-picker__chips" aria-label={`${label} انتخاب‌شده`}>
              {value.map((p) => (
                <li key={p.id} className="panel-product-picker__chip">
                  {p.name}
                  <button
                    type="button"
                    aria-label={`برداشتن ${p.name}`}
                    onClick={() => onChange(value.filter((r) => r.id !== p.id))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            type="search"
            className="panel-input"
            placeholder={full ? 'به حداکثر رسیده است' : 'نام محصول را بنویسید…'}
            disabled={full}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {q && (
            <ul className="panel-product-picker__results" aria-label={`نتایج جستجوی ${label}`}>
              {found.status === 'loading' && <li className="panel-muted">در حال جستجو…</li>}
              {found.status === 'success' && suggestions.length === 0 && (
                <li className="panel-muted">چیزی پیدا نشد</li>
              )}
              {suggestions.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange([...value, { id: p.id, name: p.name }]);
                      setText('');
                    }}
                  >
                    + {p.name} <span className="panel-muted">{p.categoryName}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
