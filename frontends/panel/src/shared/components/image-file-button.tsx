import { useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '@ela/web-kit';
import '../panel.css';

interface ImageFileButtonProps {
  label: string;
  /** Told a file that may be uploaded; a file of the wrong type or size is refused here. */
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** A button that opens the file chooser for one image, and says why a chosen file will not do. */
export function ImageFileButton({ label, onFile, disabled }: ImageFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="panel-file">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="panel-visually-hidden"
        tabIndex={-1}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const why = imageFileProblem(file);
          setProblem(why);
          if (!why) onFile(file);
        }}
      />
      <button
        type="button"
        className="panel-button panel-button--ghost"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      {problem && (
        <p className="panel-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
