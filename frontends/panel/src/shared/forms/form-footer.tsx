import { Link } from 'react-router';
import '../panel.css';

interface FormFooterProps {
  busy: boolean;
  submitLabel: string;
  /** Where «انصراف» leads (a page of its own), or what it does (a form inside a page); none, no «انصراف». */
  cancel?: string | (() => void);
}

/** A form's send button, saying so while it saves, and its way out. */
export function FormFooter({ busy, submitLabel, cancel }: FormFooterProps) {
  return (
    <div className="panel-form__footer">
      <button type="submit" className="panel-button" disabled={busy}>
        {busy ? 'در حال ذخیره…' : submitLabel}
      </button>
      {typeof cancel === 'string' && (
        <Link className="panel-button panel-button--ghost" to={cancel}>
          انصراف
        </Link>
      )}
      {typeof cancel === 'function' && (
        <button type="button" className="panel-button panel-button--ghost" onClick={cancel}>
          انصراف
        </button>
      )}
    </div>
  );
}
