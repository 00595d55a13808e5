import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../../layouts/icon';
import { searchPath } from '../api/header-search';
import { moveActive } from '../active-option';
import { useSuggestions } from '../hooks/use-suggestions';
import { SuggestionList, optionsOf } from './suggestion-list';
import './header-search.css';

/**
 * The header's search box with suggestions as one types (a combobox: arrows move, Enter opens,
 * Escape closes). On phones a search icon opens it as a bar over the whole header.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [barOpen, setBarOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(term);
  const options = optionsOf(suggestions, term);
  const current = active < options.length ? active : -1;
  const showList = listOpen && suggestions.status !== 'idle';

  useEffect(() => {
    if (barOpen) input.current?.focus();
  }, [barOpen]);

  const open = (path: string) => {
    setListOpen(false);
    setBarOpen(false);
    setActive(-1);
    input.current?.blur();
    navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      setActive(moveActive(current, event.key, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[current];
      if (chosen) open(chosen.path);
      else if (term.trim()) open(searchPath(term.trim()));
    } else if (event.key === 'Escape') {
      if (showList) setListOpen(false);
      else setBarOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={`header-search${barOpen ? ' header-search--open' : ''}`}>
      <button
        type="button"
        className="header-search__toggle"
        aria-label="جستجو"
        aria-expanded={barOpen}
        onClick={() => setBarOpen(true)}
      >
        <Icon name="search" />
      </button>
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
        <button
          type="button"
          className="header-search__close"
          aria-label="بستن جستجو"
          onClick={() => setBarOpen(false)}
        >
          <Icon name="close" />
        </button>
        {showList && (
          <SuggestionList
            id={listId}
            suggestions={suggestions}
            options={options}
            active={current}
            onPick={(path) => open(path)}
          />
        )}
      </form>
    </div>
  );
}
