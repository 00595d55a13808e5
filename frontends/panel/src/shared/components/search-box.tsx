import { useEffect, useState } from 'react';
import '../panel.css';

export const SEARCH_DELAY_MS = 350;

interface SearchBoxProps {
  label: string;
  /** The text the listing filters by now. */
  value: string;
  /** Told the text once typing pauses. */
  onSearch: (text: string) => void;
}

/** A search field that asks the server once typing pauses, not at every letter. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed from outside (back button, a link): show its text.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <input
      type="search"
      className="panel-input panel-search"
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
