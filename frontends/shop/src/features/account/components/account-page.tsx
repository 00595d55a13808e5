import { AddressBook } from './address-book';
import { ProfileDetails } from './profile-details';

/** /profile: the customer's details and address book. */
export function AccountPage() {
  return (
    <div className="account__grid">
      <ProfileDetails />
      <AddressBook />
    </div>
  );
}
