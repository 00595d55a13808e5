import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface Labelled {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  value: string;
  /** Told the text as typed; clean it there (trimmed, whole digits). */
  onValue: (text: string) => void;
}

type Own = 'value' | 'onChange' | 'required';

/** A labelled line of text in a form, with its hint and problem (see Field). */
export function TextField({
  label,
  error,
  hint,
  required,
  onValue,
  className = 'panel-input',
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <input
          {...control}
          className={className}
          {...input}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A labelled text of several lines in a form, with its hint and problem (see Field). */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  onValue,
  ...area
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own | 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <textarea
          {...control}
          className="panel-input"
          {...area}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}
