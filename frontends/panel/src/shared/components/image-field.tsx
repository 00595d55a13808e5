import { useObjectUrl } from '@ela/web-kit';
import { ImageFileButton } from './image-file-button';
import '../panel.css';

interface ImageFieldProps {
  label: string;
  /** The file chosen to go with the form, or null. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** The image saved now, shown until another is chosen. */
  currentUrl?: string | null;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Marked as the form's other required fields are, so its absence is no surprise at saving. */
  required?: boolean;
}

/** An image sent with a form: a preview, and buttons to choose or drop the file. */
export function ImageField({
  label,
  file,
  onFile,
  currentUrl,
  hint,
  error,
  disabled,
  required,
}: ImageFieldProps) {
  const chosenUrl = useObjectUrl(file);
  const shown = chosenUrl ?? currentUrl ?? null;
  return (
    <div className="panel-field">
      <span className="panel-field__label">
        {label}
        {required && <span className="panel-field__required"> *</span>}
      </span>
      {shown ? (
        <img className="panel-preview" src={shown} alt={`پیش‌نمایش ${label}`} />
      ) : (
        <p className="panel-muted">تصویری انتخاب نشده است.</p>
      )}
      {file && <span className="panel-muted">{file.name}</span>}
      <div className="panel-actions">
        <ImageFileButton label={shown ? 'تعویض تصویر' : 'انتخاب تصویر'} onFile={onFile} disabled={disabled} />
        {file && (
          <button
            type="button"
            className="panel-button panel-button--ghost"
            disabled={disabled}
            onClick={() => onFile(null)}
          >
            برداشتن
          </button>
        )}
      </div>
      {hint && <p className="panel-field__hint">{hint}</p>}
      {error && <p className="panel-field__error">{error}</p>}
    </div>
  );
}
