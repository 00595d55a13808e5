import { useAuthStore } from '@ela/web-kit';
import { CustomerBasket } from './customer-basket';
import { GuestBasket } from './guest-basket';
import './basket.css';

/**
 * /basket, open to everyone (decisions: Guests see their basket): a customer's server basket, or
 * the lines a visitor keeps in this browser, on the same page. A login or logout in another tab
 * switches between them.
 */
export function BasketPage() {
  const customer = useAuthStore((session) => Boolean(session.accessToken) && !session.isAdmin);
  return (
    <div className="basket-page">
      <h1>سبد خرید</h1>
      {customer ? <CustomerBasket /> : <GuestBasket />}
    </div>
  );
}
