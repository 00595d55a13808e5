import { useState } from 'react';
import type { Category, PosterVariant } from '@ela/contracts';
import { toast } from '@ela/web-kit';
import { mediaUrl } from '../../../shared/api/media-url';
import { ImageFileButton } from '../../../shared/components/image-file-button';
import { UploadProgress } from '../../../shared/components/upload-progress';
import { useUpload } from '../../../shared/images/use-upload';
import { uploadPoster } from '../api/categories.api';

const LABELS: Record<PosterVariant, string> = { desktop: 'پوستر دسکتاپ', mobile: 'پوستر موبایل' };

interface PosterUploadProps {
  category: Category;
  variant: PosterVariant;
}

/** One of a category's two posters: what is saved now, and an upload that replaces it. */
export function PosterUpload({ category, variant }: PosterUploadProps) {
  const [poster, setPoster] = useState(category.posters[variant]);
  const upload = useUpload();
  const label = LABELS[variant];

  async function send(file: File) {
    const saved = await upload.run((onProgress) => uploadPoster(category.id, variant, file, onProgress));
    if (!saved) return;
    setPoster(saved.posters[variant]);
    toast.success(`${label} ذخیره شد`);
  }

  return (
    <figure className={`panel-poster panel-poster--${variant}`}>
      <figcaption className="panel-field__label">{label}</figcaption>
      {poster ? (
        <img className="panel-preview" src={mediaUrl(poster.urls.large)} alt={`${label} ${category.name}`} />
      ) : (
        <div className="panel-poster__empty">هنوز پوستری ندارد</div>
      )}
      {upload.progress !== null ? (
        <UploadProgress share={upload.progress} label={`در حال بارگذاری ${label}`} />
      ) : (
        <ImageFileButton
          label={poster ? `تعویض ${label}` : `بارگذاری ${label}`}
          onFile={(file) => void send(file)}
        />
      )}
    </figure>
  );
}
