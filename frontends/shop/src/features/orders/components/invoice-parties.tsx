import { SITE_NAME, type Order } from '@ela/contracts';
import { formatMobile, toPersianDigits, type ShopContact } from '@ela/web-kit';
import { invoiceBuyer } from '../invoice-buyer';
import { shipToText } from '../ship-to';
import { shippingMethodName } from '../shipping-methods';

/** The seller: the shop's name, and how to reach it as the deployment sets it (a part not set is left out). */
export function InvoiceSeller({ contact }: { contact: ShopContact | null }) {
  return (
    <section className="invoice__party" aria-labelledby="invoice-seller-title">
      <h2 id="invoice-seller-title">فروشنده</h2>
      <p className="invoice__shop-name">{SITE_NAME}</p>
      {contact?.address && <p>نشانی: {contact.address}</p>}
      {contact?.phone && (
        <p>
          تلفن: <bdi dir="ltr">{toPersianDigits(contact.phone)}</bdi>
        </p>
      )}
      {contact?.email && (
        <p>
          ایمیل: <bdi dir="ltr">{contact.email}</bdi>
        </p>
      )}
    </section>
  );
}

/** The buyer, and where and how the parcel goes. */
export function InvoiceBuyer({ order }: { order: Order }) {
  const buyer = invoiceBuyer(order);
  const address = order.shipTo;
  return (
    <section className="invoice__party" aria-labelledby="invoice-buyer-title">
      <h2 id="invoice-buyer-title">خریدار</h2>
      {buyer.name && <p data-testid="invoice-buyer">{buyer.name}</p>}
      {buyer.phone && (
        <p>
          تلفن: <bdi dir="ltr">{buyer.phone}</bdi>
        </p>
      )}
      {address && (
        <>
          <p>نشانی: {shipToText(address)}</p>
          <p>کد پستی: {toPersianDigits(address.postalCode)}</p>
          <p>
            گیرنده: {address.receiverName}، <bdi dir="ltr">{formatMobile(address.receiverPhone)}</bdi>
          </p>
        </>
      )}
      <p>روش ارسال: {shippingMethodName(order.shippingMethod)}</p>
    </section>
  );
}
