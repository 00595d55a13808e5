import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeleteButton } from './delete-button';
import '../panel.css';

interface RowActionsProps {
  /** Where the row is edited. */
  edit: string;
  /** What the row is called, for the delete button's name: «حذف مخمل». */
  name: string;
  onDelete: () => void;
  /** More links, between «ویرایش» and «حذف». */
  children?: ReactNode;
}

/** A listing row's «ویرایش» link and «حذف» button. */
export function RowActions({ edit, name, onDelete, children }: RowActionsProps) {
  return (
    <div className="panel-actions">
      <Link className="panel-button panel-button--ghost panel-button--small" to={edit}>
        ویرایش
      </Link>
      {children}
      <DeleteButton name={name} onClick={onDelete} />
    </div>
  );
}
