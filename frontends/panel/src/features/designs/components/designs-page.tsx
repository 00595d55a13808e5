import type { Design } from '@ela/contracts';
import { mediaUrl } from '../../../shared/api/media-url';
import { NamedListPage, pictureHeader } from '../../../shared/components/named-list-page';
import { deleteDesign, getDesigns } from '../api/designs.api';

/** /panel/products/designs: the patterns inventories can have, with their pictures. */
export function DesignsPage() {
  return (
    <NamedListPage<Design>
      noun="طرح"
      plural="طرح‌ها"
      basePath="/panel/products/designs"
      load={getDesigns}
      remove={deleteDesign}
      picture={{
        key: 'image',
        header: pictureHeader('تصویر'),
        cell: (d) =>
          d.image ? (
            <img className="panel-thumb" src={mediaUrl(d.image.urls.thumb)} alt="" loading="lazy" />
          ) : (
            <span className="panel-thumb" aria-hidden="true" />
          ),
      }}
    />
  );
}
