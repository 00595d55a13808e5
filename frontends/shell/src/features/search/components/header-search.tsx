import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '@ela/web-kit';
import { moveActive } from '../active-option';
import { useFallbackCategories } from '../hooks/use-fallback-categories';
import { MIN_TERM_LENGTH, useSuggestions } from '../hooks/use-suggestions';
import { forgetSearches, readRecentSearches, rememberSearch } from '../recent-searches';
import { fallbackOptions, hitOptions, recentOptions, searchPath, type SearchOption } from '../search-options';
import { SuggestionList } from './suggestion-list';
import './header-search.css';

/**
 * The header's search field, always in view (on phones as a row of its own in the sticky header),
 * with suggestions as one types: a combobox where arrows move, Enter opens and Escape closes.
 * An empty field offers the recent searches; a search that finds nothing offers the main categories.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(readRecentSearches);
  const suggestions = useSuggestions(term);
  const typed = term.trim().length >= MIN_TERM_LENGTH;
  const nothingFound = suggestions.status === 'success' && suggestions.hits.length === 0;
  const mains = useFallbackCategories(nothingFound);

  let options: SearchOption[] = [];
  if (!typed) options = recentOptions(recent);
  else if (suggestions.status === 'success')
    options = nothingFound ? fallbackOptions(mains) : hitOptions(suggestions.hits, term);
  const current = active < options.length ? active : -1;
  const showList = listOpen && (typed || options.length > 0);

  const open = (option: SearchOption | null) => {
    const words = option?.kind === 'recent' ? option.title : term;
    if (option?.kind !== 'suggestion') setRecent(rememberSearch(words));
    setListOpen(false);
    setActive(-1);
    input.current?.blur();
    navigate(option ? option.path : searchPath(term.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      setActive(moveActive(current, event.key, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[current];
      if (chosen) open(chosen);
      else if (term.trim()) open(null);
    } else if (event.key === 'Escape') {
      setListOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="header-search">
      <form className="header-search__bar" role="search" onSubmit={(event) => event.preventDefault()}>
        <Icon name="search" />
        <input
          ref={input}
          className="header-search__input"
          type="search"
          enterKeyHint="search"
          placeholder="جستجوی پارچه، رنگ یا کد محصول"
          aria-label="جستجو در فروشگاه"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && current >= 0 ? `${listId}-${current}` : undefined}
          autoComplete="off"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onFocus={() => setListOpen(true)}
          onBlur={() => setListOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <SuggestionList
            id={listId}
            term={term.trim()}
            suggestions={typed ? suggestions : { status: 'idle' }}
            options={options}
            active={current}
            onPick={open}
            onForget={() => {
              forgetSearches();
              setRecent([]);
            }}
          />
        )}
      </form>
    </div>
  );
}
