import { AddressBook } from './address-book';
import { ProfileDetails } from './profile-details';

/** /profile: the customer's details and address book. */
export function AccountPage() {
  return (
    <>
      <h1 className="account__title">حساب من</h1>
      <div className="account__grid">
        <ProfileDetails />
        <AddressBook />
      </div>
    </>
  );
}
