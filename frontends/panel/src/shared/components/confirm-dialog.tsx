import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import '../panel.css';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/**
 * Asks before something is done: `if (await confirm({...})) remove()`. Render `dialog` somewhere in
 * the page. Escape, the backdrop and «انصراف» answer no; focus starts on «انصراف», the safe choice.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const answer = useCallback(
    (confirmed: boolean) => {
      pending?.resolve(confirmed);
      setPending(null);
    },
    [pending],
  );
  const dialog = pending ? <ConfirmDialog options={pending} onAnswer={answer} /> : null;
  return { confirm, dialog };
}

function ConfirmDialog({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (yes: boolean) => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onAnswer(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onAnswer]);

  return (
    <div className="panel-dialog__backdrop" onClick={() => onAnswer(false)}>
      <div
        className="panel-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="panel-dialog-title"
        aria-describedby="panel-dialog-message"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="panel-dialog-title">{options.title}</h2>
        <div id="panel-dialog-message">{options.message}</div>
        <div className="panel-dialog__actions">
          <button
            type="button"
            className={`panel-button${options.danger ? ' panel-button--danger' : ''}`}
            onClick={() => onAnswer(true)}
          >
            {options.confirmLabel}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="panel-button panel-button--ghost"
            onClick={() => onAnswer(false)}
          >
            انصراف
          </button>
        </div>
      </div>
    </div>
  );
}
