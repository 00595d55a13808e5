import { useState } from 'react';
import type { VersionedInventory } from '@ela/contracts';
import { formatNumber, toast } from '@ela/web-kit';
import { attempt } from '../../../shared/api/attempt';
import { mediaUrl } from '../../../shared/api/media-url';
import { useConfirm } from '../../../shared/components/confirm-dialog';
import { ImageFileButton } from '../../../shared/components/image-file-button';
import { UploadProgress } from '../../../shared/components/upload-progress';
import { useUpload } from '../../../shared/images/use-upload';
import { removeInventoryImage, updateInventory, uploadInventoryImage } from '../api/inventories.api';
import { moveImage } from './gallery-order';

export const MAX_IMAGES = 20;

interface InventoryGalleryProps {
  inventory: VersionedInventory;
  onChange: (inventory: VersionedInventory) => void;
}

/** An inventory's images in the order the shop shows them: add, move earlier or later, remove. */
export function InventoryGallery({ inventory, onChange }: InventoryGalleryProps) {
  const upload = useUpload();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const keys = inventory.images.map((image) => image.key);
  const locked = busy || upload.uploading;

  async function change(request: Promise<VersionedInventory>): Promise<boolean> {
    setBusy(true);
    const updated = await attempt(request);
    setBusy(false);
    if (updated) onChange(updated);
    return Boolean(updated);
  }

  async function add(file: File) {
    const updated = await upload.run((onProgress) => uploadInventoryImage(inventory.id, file, onProgress));
    if (updated) onChange(updated);
  }

  async function remove(key: string, position: number) {
    const yes = await confirm({
      title: 'حذف تصویر',
      message: `تصویر ${formatNumber(position)} از گالری «${inventory.name}» برداشته شود؟`,
      confirmLabel: 'حذف تصویر',
      danger: true,
    });
    if (yes && (await change(removeInventoryImage(inventory.id, key)))) toast.success('تصویر حذف شد');
  }

  return (
    <div className="panel-gallery" aria-label={`تصاویر ${inventory.name}`} role="group">
      {inventory.images.length === 0 ? (
        <p className="panel-muted">هنوز تصویری ندارد؛ تصویر اول در فروشگاه روی کارت کالا دیده می‌شود.</p>
      ) : (
        <ol className="panel-gallery__list">
          {inventory.images.map((image, index) => (
            <li key={image.key} className="panel-gallery__item" data-testid="gallery-image">
              <img
                src={mediaUrl(image.urls.thumb)}
                alt={`تصویر ${formatNumber(index + 1)}`}
                width={160}
                height={160}
              />
              {index === 0 && <span className="panel-gallery__cover">تصویر اصلی</span>}
              <div className="panel-gallery__tools">
                <button
                  type="button"
                  aria-label="جابه‌جایی به قبل"
                  title="قبل"
                  disabled={locked || index === 0}
                  onClick={() =>
                    void change(updateInventory(inventory.id, { imageOrder: moveImage(keys, image.key, -1) }))
                  }
                >
                  →
                </button>
                <button
                  type="button"
                  aria-label="جابه‌جایی به بعد"
                  title="بعد"
                  disabled={locked || index === keys.length - 1}
                  onClick={() =>
                    void change(updateInventory(inventory.id, { imageOrder: moveImage(keys, image.key, 1) }))
                  }
                >
                  ←
                </button>
                <button
                  type="button"
                  aria-label="حذف تصویر"
                  title="حذف"
                  disabled={locked}
                  onClick={() => void remove(image.key, index + 1)}
                >
                  ×
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {upload.progress !== null ? (
        <UploadProgress share={upload.progress} />
      ) : (
        <ImageFileButton
          label={keys.length >= MAX_IMAGES ? 'گالری پر است' : 'افزودن تصویر'}
          disabled={locked || keys.length >= MAX_IMAGES}
          onFile={(file) => void add(file)}
        />
      )}
      {dialog}
    </div>
  );
}
