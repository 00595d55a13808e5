import type { ReactNode } from 'react';
import { Icon, formatNumber, formatToman, useFailureInPlace } from '@ela/web-kit';
import { mediaUrl } from '../api/header-search';
import type { Suggestions } from '../hooks/use-suggestions';
import type { SearchOption } from '../search-options';
import './suggestion-list.css';

interface Props {
  id: string;
  term: string;
  suggestions: Suggestions;
  options: SearchOption[];
  active: number;
  onPick: (option: SearchOption) => void;
  onForget: () => void;
}

/** The list under the search box: what it is about, then the rows the keyboard moves through. */
export function SuggestionList({ id, term, suggestions, options, active, onPick, onForget }: Props) {
  const nothingFound = suggestions.status === 'success' && suggestions.hits.length === 0;
  let note: ReactNode = null;
  if (suggestions.status === 'loading') note = <p className="suggestions__note">در حال جستجو…</p>;
  else if (suggestions.status === 'error') note = <SearchFailed error={suggestions.error} />;
  else if (nothingFound) {
    note = <p className="suggestions__note">چیزی با «{term}» پیدا نشد. شاید در این دسته‌ها پیدایش کنید:</p>;
  } else if (suggestions.status === 'idle' && options.length) {
    note = (
      <div className="suggestions__heading">
        <span>جستجوهای اخیر</span>
        <button
          type="button"
          className="link-button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={onForget}
        >
          پاک کردن
        </button>
      </div>
    );
  }
  return (
    <div className="suggestions">
      {note}
      <ul id={id} role="listbox" aria-label="پیشنهادهای جستجو" className="suggestions__list">
        {options.map((option, index) => (
          <li
            key={`${option.kind}-${option.path}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`suggestion suggestion--${option.kind}`}
            // Keeps the focus in the text field, which would otherwise close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
          >
            <Row option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Row({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'category':
      return <Line icon="grid" title={option.title} meta="دسته‌بندی" />;
    case 'recent':
      return <Line icon="clock" title={option.title} />;
    case 'suggestion':
      return <Line icon={option.path === '/shop' ? 'cart' : 'grid'} title={option.title} />;
    case 'all':
      return <>{option.title}</>;
    case 'variant':
      return (
        <>
          <span
            className="suggestion__swatch"
            style={{ background: option.hit.color?.hex ?? 'transparent' }}
            aria-hidden="true"
          />
          <span className="suggestion__title">
            <span className="visually-hidden">{option.productName}، </span>
            {option.title}
          </span>
          <span className="suggestion__meta">{price(option.hit.price)}</span>
        </>
      );
    default:
      return (
        <>
          <Thumb image={option.hit.image} title={option.title} />
          <span className="suggestion__title">{option.title}</span>
          <span className="suggestion__meta">
            {option.kind === 'product'
              ? `${formatNumber(option.variants)} رنگ و طرح`
              : price(option.hit.price)}
          </span>
        </>
      );
  }
}

const price = (rials: number | null) => (rials === null ? '' : formatToman(rials));

function Line({ icon, title, meta }: { icon: 'grid' | 'clock' | 'cart'; title: string; meta?: string }) {
  return (
    <>
      <span className="suggestion__thumb suggestion__thumb--icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <span className="suggestion__title">{title}</span>
      {meta && <span className="suggestion__meta">{meta}</span>}
    </>
  );
}

function Thumb({ image, title }: { image: string | null; title: string }) {
  if (image) return <img className="suggestion__thumb" src={mediaUrl(image)} alt="" width={40} height={40} />;
  return (
    <span className="suggestion__thumb suggestion__thumb--empty" aria-hidden="true">
      {title.trim().charAt(0)}
    </span>
  );
}

/** The search failed: said here, with the reason, instead of in a toast. */
function SearchFailed({ error }: { error: unknown }) {
  const reason = useFailureInPlace(error);
  return <p className="suggestions__note">جستجو انجام نشد{reason ? `: ${reason}` : '.'}</p>;
}
