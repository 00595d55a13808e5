import { Link } from 'react-router';
import type { Inventory } from '@ela/contracts';
import { CatalogImage } from '../../../catalog/components/catalog-image';
import { paths } from '../../../catalog/paths';
import { variantGroups, type VariantChoice } from '../variants';
import './variant-picker.css';

/** The product's other colours and designs; each choice opens that inventory's page. */
export function VariantPicker({ current, siblings }: { current: Inventory; siblings: Inventory[] }) {
  const { colors, designs, others } = variantGroups(current, siblings);
  return (
    <>
      {colors.length > 0 && <ChoiceRow title="رنگ" choices={colors} />}
      {designs.length > 0 && <ChoiceRow title="طرح" choices={designs} />}
      {others.length > 0 && <ChoiceRow title="گزینه‌ها" choices={others} />}
    </>
  );
}

function ChoiceRow({ title, choices }: { title: string; choices: VariantChoice[] }) {
  const chosen = choices.find((choice) => choice.selected);
  return (
    <div className="variant-row" role="group" aria-label={title}>
      <p className="variant-row__title">
        {title}: <strong>{chosen?.label ?? '—'}</strong>
      </p>
      <div className="variant-row__choices">
        {choices.map((choice) => (
          <Link
            key={choice.id}
            to={paths.inventory(choice.inventoryName)}
            replace
            preventScrollReset
            className={`variant-choice${choice.soldOut ? ' variant-choice--sold-out' : ''}`}
            aria-current={choice.selected ? 'page' : undefined}
            title={choice.soldOut ? `${choice.label} (ناموجود)` : choice.label}
          >
            {choice.hex && <span className="variant-choice__swatch" style={{ background: choice.hex }} />}
            {choice.image && (
              <CatalogImage image={choice.image} size="thumb" alt="" placeholder={choice.label} />
            )}
            <span className="variant-choice__label">{choice.label}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
