import { loginPath } from '@ela/web-kit';
import { useGuestBasket } from '../hooks/use-guest-basket';
import { BasketContents } from './basket-contents';

/** What a visitor is told beside «ادامه», which leads through the login to checkout. */
export const GUEST_CHECKOUT_NOTE =
  'برای تکمیل خرید وارد حساب کاربری خود شوید؛ کالاهای این سبد پس از ورود در سبد شما می‌مانند.';

/**
 * A visitor's basket, kept in this browser until login merges it into their server basket. The
 * way on is the login page, which comes back to checkout (still for customers only).
 */
export function GuestBasket() {
  const { state, setQuantity, remove } = useGuestBasket();
  return (
    <BasketContents
      state={state}
      saving={false}
      checkout={{ to: loginPath('user', '/checkout'), note: GUEST_CHECKOUT_NOTE }}
      onQuantity={setQuantity}
      onRemove={remove}
    />
  );
}
