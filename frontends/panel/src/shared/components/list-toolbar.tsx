import type { ReactNode } from 'react';
import type { ListingView } from '../list/use-listing';
import { SearchBox } from './search-box';
import '../panel.css';

/** A select of one filter: its address parameter, its name, «all» and the choices with their titles. */
export interface ListFilter {
  name: string;
  label: string;
  /** The first choice, no filter: «همه», «همهٔ وضعیت‌ها». */
  any: string;
  options: readonly string[];
  titles: Readonly<Record<string, string>>;
}

interface ListToolbarProps {
  listing: Pick<ListingView, 'spec' | 'state' | 'change'>;
  /** The search box's label; none, no search. */
  search?: string;
  filters?: ListFilter[];
  /** The sorts' titles, offered in the listing's order. */
  sorts: Readonly<Record<string, string>>;
  /**
   * Names shown before the selects (a row of several filters), the order named «ترتیب»; otherwise
   * the selects say what they hold by their first choice and are named for screen readers only.
   */
  labelled?: boolean;
  /** Controls of their own kind (a category tree), between the search and the filters. */
  children?: ReactNode;
}

/** Search, filters and order of a listing, all kept in the address. */
export function ListToolbar({ listing, search, filters = [], sorts, labelled, children }: ListToolbarProps) {
  const { spec, state, change } = listing;
  return (
    <div className="panel-toolbar">
      {search && <SearchBox label={search} value={state.q} onSearch={(q) => change({ q }, true)} />}
      {children}
      {filters.map((filter) => (
        <ListSelect
          key={filter.name}
          {...filter}
          labelled={labelled}
          value={state.filters[filter.name] ?? ''}
          onChange={(value) => change({ filters: { [filter.name]: value } })}
        />
      ))}
      <ListSelect
        label={labelled ? 'ترتیب' : 'مرتب‌سازی'}
        labelled={labelled}
        options={spec.sorts}
        titles={sorts}
        value={state.sort}
        onChange={(sort) => change({ sort })}
      />
    </div>
  );
}

interface ListSelectProps extends Omit<ListFilter, 'name' | 'any'> {
  any?: string;
  labelled?: boolean;
  value: string;
  onChange: (value: string) => void;
}

function ListSelect({ label, any, options, titles, labelled, value, onChange }: ListSelectProps) {
  const select = (
    <select
      className="panel-input"
      aria-label={labelled ? undefined : label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {any !== undefined && <option value="">{any}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {titles[option]}
        </option>
      ))}
    </select>
  );
  if (!labelled) return select;
  return (
    <label>
      {label} {select}
    </label>
  );
}
