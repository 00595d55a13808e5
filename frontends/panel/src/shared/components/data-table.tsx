import type { ReactNode } from 'react';
import type { ResourceView } from '../api/use-resource';
import { EmptyState, ErrorState, LoadingState } from './state-views';
import '../panel.css';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** e.g. 'panel-table__actions' or a width class. */
  className?: string;
}

interface DataTableProps<T extends { id: string }> {
  caption: string;
  columns: Column<T>[];
  /** The rows' resource: its loading, failure and emptiness are shown here too. */
  resource: ResourceView<{ items: T[] }>;
  empty: ReactNode;
  errorMessage: string;
}

/** A listing's table, a row per item by its id. While another page loads, the previous rows stay, dimmed. */
export function DataTable<T extends { id: string }>({
  caption,
  columns,
  resource,
  empty,
  errorMessage,
}: DataTableProps<T>) {
  const { status, data } = resource;
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={resource.reload} />;
  if (!data) return <LoadingState />;
  if (data.items.length === 0 && status === 'success') return <EmptyState>{empty}</EmptyState>;
  return (
    // Scrolls sideways on phones; focusable so that keyboards can scroll it too.
    <div className="panel-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="panel-table" aria-busy={status === 'loading'}>
        <caption className="panel-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
