import type { SearchHit } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { mediaUrl, searchPath } from '../api/header-search';
import type { Suggestions } from '../hooks/use-suggestions';
import './suggestion-list.css';

/** A row of the list: a suggestion, or the way to every result. */
export type SearchOption = { kind: 'hit'; hit: SearchHit; path: string } | { kind: 'all'; path: string };

/** The rows the keyboard moves through: the suggestions, then "all results" for the term. */
export function optionsOf(suggestions: Suggestions, term: string): SearchOption[] {
  if (suggestions.status !== 'success') return [];
  const hits = suggestions.hits.map((hit): SearchOption => ({ kind: 'hit', hit, path: hit.path }));
  return [...hits, { kind: 'all', path: searchPath(term.trim()) }];
}

interface Props {
  id: string;
  suggestions: Suggestions;
  options: SearchOption[];
  active: number;
  onPick: (path: string) => void;
}

/** The suggestions under the search box: picture, title and price of each. */
export function SuggestionList({ id, suggestions, options, active, onPick }: Props) {
  const empty = suggestions.status === 'success' && suggestions.hits.length === 0;
  return (
    <div className="suggestions">
      {suggestions.status === 'loading' && <p className="suggestions__note">در حال جستجو…</p>}
      {suggestions.status === 'error' && <p className="suggestions__note">جستجو انجام نشد.</p>}
      {empty && <p className="suggestions__note">پیشنهادی پیدا نشد.</p>}
      <ul id={id} role="listbox" aria-label="پیشنهادهای جستجو" className="suggestions__list">
        {options.map((option, index) => (
          <li
            key={option.kind === 'hit' ? `${option.hit.kind}-${option.hit.id}` : 'all'}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`suggestion${option.kind === 'all' ? ' suggestion--all' : ''}`}
            // Keeps the focus in the text field, which would otherwise close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.path)}
          >
            {option.kind === 'hit' ? <HitRow hit={option.hit} /> : 'دیدن همهٔ نتیجه‌ها'}
          </li>
        ))}
      </ul>
    </div>
  );
}

function HitRow({ hit }: { hit: SearchHit }) {
  return (
    <>
      {hit.image ? (
        <img className="suggestion__thumb" src={mediaUrl(hit.image)} alt="" width={40} height={40} />
      ) : (
        <span className="suggestion__thumb suggestion__thumb--empty" aria-hidden="true">
          {hit.title.trim().charAt(0)}
        </span>
      )}
      <span className="suggestion__title">{hit.title}</span>
      <span className="suggestion__meta">
        {hit.price !== null ? formatToman(hit.price) : hit.kind === 'category' ? 'دسته‌بندی' : ''}
      </span>
    </>
  );
}
