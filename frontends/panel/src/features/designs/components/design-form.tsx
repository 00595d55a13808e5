import { useState } from 'react';
import { mediaUrl } from '../../../shared/api/media-url';
import { FormFooter } from '../../../shared/forms/form-footer';
import { lengthProblem, problems } from '../../../shared/forms/rules';
import { TextField } from '../../../shared/forms/text-field';
import { useForm } from '../../../shared/forms/use-form';
import { ImageField } from '../../../shared/components/image-field';
import { UploadProgress } from '../../../shared/components/upload-progress';
import { useUpload, type ProgressListener } from '../../../shared/images/use-upload';
import type { Design } from '@ela/contracts';

interface DesignFormProps {
  design?: Design;
  submitLabel: string;
  onSubmit: (fields: { name: string; file: File | null }, onProgress: ProgressListener) => Promise<unknown>;
}

const validate = (values: { name: string }) => problems({ name: lengthProblem(values.name, 1, 80) });

/** A design's name and, optionally, its picture (sent with the form, with a progress bar). */
export function DesignForm({ design, submitLabel, onSubmit }: DesignFormProps) {
  const { field, errors, busy, submit } = useForm({ name: design?.name ?? '' }, validate);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUpload();
  const send = submit((v) =>
    upload.track((onProgress) => onSubmit({ name: v.name.trim(), file }, onProgress)),
  );

  return (
    <form className="panel-card panel-form" noValidate onSubmit={send}>
      <div className="panel-form__grid">
        <TextField label="نام طرح" required hint="مثلاً چهارخانه" maxLength={80} {...field('name')} />
        <ImageField
          label="تصویر طرح"
          file={file}
          onFile={setFile}
          currentUrl={design?.image ? mediaUrl(design.image.urls.card) : null}
          hint="اختیاری؛ JPEG، PNG، WebP یا AVIF تا ۱۰ مگابایت"
          error={errors.file ?? errors.upload}
          disabled={busy}
        />
      </div>
      {upload.progress !== null && file && <UploadProgress share={upload.progress} />}
      <FormFooter busy={busy} submitLabel={submitLabel} cancel="/panel/products/designs" />
    </form>
  );
}
