import { TOAST_POSITION, useToastStore } from './toast.store';
import './toast-viewport.css';

/** Renders the toast store at the top right of the page; mount it once per app. */
export function ToastViewport() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className={`toast-viewport toast-viewport--${TOAST_POSITION}`} aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="toast__message">{item.message}</span>
          <button type="button" className="toast__close" aria-label="بستن" onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
