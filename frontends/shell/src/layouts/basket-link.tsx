import { Link } from 'react-router';
import { formatNumber, useBasketCount, Icon } from '@ela/web-kit';

/** The header's way to the basket, with how many lines it holds (a visitor's pending ones too). */
export function BasketLink() {
  const count = useBasketCount();
  const label = count ? `سبد خرید، ${formatNumber(count)} قلم` : 'سبد خرید';
  return (
    <Link to="/basket" className="button button--ghost site-header__basket" aria-label={label}>
      <Icon name="cart" />
      {count ? (
        <span className="site-header__badge" aria-hidden="true" data-testid="basket-count">
          {formatNumber(count)}
        </span>
      ) : null}
    </Link>
  );
}
