import { Link } from 'react-router';
import { Icon, toPersianDigits } from '@ela/web-kit';
import { useSiteContact } from '../app/site-contact';

/**
 * Under every storefront page: how to reach the shop (from the deployment's configuration), how
 * parcels travel and what can be sent back.
 */
export function SiteFooter() {
  const contact = useSiteContact((state) => state.contact);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            <Icon name="phone" size={20} /> تماس با ما
          </h2>
          <ul className="site-footer__list">
            {contact?.phone && (
              <li>
                تلفن:{' '}
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {toPersianDigits(contact.phone)}
                </a>
              </li>
            )}
            {contact?.email && (
              <li>
                ایمیل: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {contact?.address && <li>نشانی: {contact.address}</li>}
            <li>
              <Link to="/profile/track-orders">پیگیری سفارش</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-shipping">
          <h2 id="footer-shipping" className="site-footer__title">
            <Icon name="truck" size={20} /> ارسال
          </h2>
          <p>
            با پست به سراسر ایران، و با پیک در شهرهایی که پیک به آن‌ها می‌رود. هزینه و راه‌های ارسال به نشانی
            شما پیش از پرداخت نشان داده می‌شود و کد رهگیری پست در صفحهٔ سفارش می‌آید.
          </p>
        </section>
        <section aria-labelledby="footer-returns">
          <h2 id="footer-returns" className="site-footer__title">
            <Icon name="restore" size={20} /> بازگرداندن کالا
          </h2>
          <p>
            تا هفت روز پس از تحویل، پارچهٔ برش‌نخورده و لوازم بازنشده را پس می‌گیریم. پارچه‌ای که با ایراد به
            دستتان رسیده، بی‌هزینه عوض می‌شود.
          </p>
        </section>
      </div>
      <p className="container site-footer__name">فروشگاه اِلا — پارچه و لوازم خیاطی</p>
    </footer>
  );
}
