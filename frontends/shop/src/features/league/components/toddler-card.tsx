import type { Toddler } from '@ela/contracts';
import { formatAgeMonths } from '@ela/web-kit';
import { CatalogImage } from '../../../catalog/components/catalog-image';
import './league.css';

/** One toddler of the gallery: the photo, the name and the age. */
export function ToddlerCard({ toddler }: { toddler: Toddler }) {
  return (
    <figure className="toddler-card" data-testid="toddler-card">
      <CatalogImage
        image={toddler.photo}
        size="card"
        alt={`عکس ${toddler.name}`}
        placeholder={toddler.name}
      />
      <figcaption className="toddler-card__caption">
        <strong>{toddler.name}</strong>
        <span>{formatAgeMonths(toddler.ageMonths)}</span>
      </figcaption>
    </figure>
  );
}
