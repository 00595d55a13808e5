import { Link } from 'react-router';
import { useResource } from '../../../hooks/use-resource';
import { getMyToddlers } from '../api/get-toddlers';
import { MyToddlers } from './my-toddlers';
import { ToddlerForm } from './toddler-form';
import './league.css';

/** /league/toddlers/upload (logged-in parents only): send a toddler's photo and see what was sent. */
export function ToddlerUploadPage() {
  const mine = useResource('mine', getMyToddlers);
  return (
    <div className="league-page league-upload">
      <h1 className="page-title">فرستادن عکس به لیگ کودکان</h1>
      <p className="page-lead">
        عکس پس از بررسی همکاران ما در <Link to="/league/toddlers">گالری</Link> نمایش داده می‌شود.
      </p>
      <ToddlerForm onSent={mine.retry} />
      <MyToddlers entries={mine} />
    </div>
  );
}
