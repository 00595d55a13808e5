import type { Color } from '@ela/contracts';
import { NamedListPage, pictureHeader } from '../../../shared/components/named-list-page';
import { deleteColor, getColors } from '../api/colors.api';
import './colors.css';

/** /panel/products/colors: the colours inventories can have. */
export function ColorsPage() {
  return (
    <NamedListPage<Color>
      noun="رنگ"
      plural="رنگ‌ها"
      basePath="/panel/products/colors"
      load={getColors}
      remove={deleteColor}
      picture={{
        key: 'swatch',
        header: pictureHeader('نمونه'),
        cell: (c) => <span className="panel-swatch" style={{ background: c.hex }} aria-hidden="true" />,
      }}
      details={[{ key: 'hex', header: 'کد', cell: (c) => <code dir="ltr">{c.hex}</code> }]}
    />
  );
}
