import '../panel.css';

interface DeleteButtonProps {
  /** What it deletes, for its accessible name: «حذف مخمل». */
  name: string;
  onClick: () => void;
  /** Red, where deleting is the row's main danger (a discount code, a shipping weight). */
  danger?: boolean;
  disabled?: boolean;
}

/** A small «حذف» button of a row or an item. */
export function DeleteButton({ name, onClick, danger, disabled }: DeleteButtonProps) {
  return (
    <button
      type="button"
      className={`panel-button ${danger ? 'panel-button--danger' : 'panel-button--ghost'} panel-button--small`}
      aria-label={`حذف ${name}`}
      disabled={disabled}
      onClick={onClick}
    >
      حذف
    </button>
  );
}
