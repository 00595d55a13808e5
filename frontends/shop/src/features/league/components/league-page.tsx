import { Link } from 'react-router';
import { formatNumber } from '@ela/web-kit';
import './league.css';

const STEPS = [
  'وارد حساب کاربری خود شوید.',
  'عکسی شاد و روشن از کودکتان، با نام و سن او، بفرستید.',
  'همکاران ما عکس را بررسی می‌کنند؛ پس از تأیید در گالری لیگ نمایش داده می‌شود.',
];

/** /league: what the toddler league is and how to join it. */
export function LeaguePage() {
  return (
    <div className="league-page">
      <section className="league-hero">
        <h1 className="page-title">لیگ کودکان اِلا</h1>
        <p className="page-lead">
          جایی برای لبخند کوچولوها با لباس‌هایی که مامان‌ها و باباها با پارچه‌های اِلا دوخته‌اند. عکس کودکتان
          را بفرستید تا در گالری لیگ کنار بقیهٔ بچه‌ها دیده شود.
        </p>
        <div className="league-actions">
          <Link to="/league/toddlers/upload" className="button">
            فرستادن عکس
          </Link>
          <Link to="/league/toddlers" className="button button--ghost">
            دیدن گالری
          </Link>
        </div>
      </section>
      <section aria-labelledby="league-how" className="league-section">
        <h2 id="league-how" className="card-section__title">
          چطور شرکت کنیم؟
        </h2>
        <ol className="league-steps">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="league-rules" className="league-section">
        <h2 id="league-rules" className="card-section__title">
          چند نکته
        </h2>
        <ul className="league-rules">
          <li>لیگ برای کودکان تا {formatNumber(6)} سال است.</li>
          <li>فقط عکس کودک خودتان را بفرستید؛ عکس‌ها پیش از نمایش بررسی می‌شوند.</li>
          <li>اطلاعات مکان و دوربین از عکس پاک می‌شود و فقط نام کوچک و سن کودک نمایش داده می‌شود.</li>
        </ul>
      </section>
    </div>
  );
}
