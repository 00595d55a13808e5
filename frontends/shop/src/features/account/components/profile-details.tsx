import { useResource } from '../../../hooks/use-resource';
import { loadCurrentUser } from '../api/get-current-user';
import { ProfileForm } from './profile-form';

/** The profile card: the person fresh from the server, then the form to change it. */
export function ProfileDetails() {
  const user = useResource('me', loadCurrentUser);
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h2 id="profile-title">اطلاعات حساب</h2>
      {user.status === 'success' && (
        <ProfileForm user={user.data} onSaved={(saved) => user.update(() => saved)} />
      )}
      {user.status === 'error' && (
        <div className="account-card__notice" role="alert">
          <p>اطلاعات حساب دریافت نشد.</p>
          <button type="button" className="button" onClick={user.retry}>
            تلاش دوباره
          </button>
        </div>
      )}
      {(user.status === 'loading' || user.status === 'idle') && (
        <p className="account-card__loading" aria-busy="true">
          در حال دریافت اطلاعات…
        </p>
      )}
    </section>
  );
}
