import { useState, type ReactNode } from 'react';
import type { Address } from '@ela/contracts';
import { toast, useAuthStore } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { getAddresses } from '../../../addresses/api/get-addresses';
import { draftOf, newAddressDraft } from '../../../addresses/address-rules';
import { AddressCard } from './address-card';
import { AddressForm } from '../../../addresses/components/address-form';

/** The address book: list, add, edit and delete, with its loading, empty and error states. */
export function AddressBook() {
  const addresses = useResource('addresses', getAddresses);
  const user = useAuthStore((session) => session.user);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  const saved = (address: Address) => {
    addresses.update((list) =>
      list.some((item) => item.id === address.id)
        ? list.map((item) => (item.id === address.id ? address : item))
        : [...list, address],
    );
    toast.success(editing === 'new' ? 'آدرس افزوده شد.' : 'آدرس ذخیره شد.');
    setEditing(null);
  };

  let content: ReactNode;
  if (editing !== null) {
    content = (
      <AddressForm
        initial={editing === 'new' ? newAddressDraft(user) : draftOf(editing)}
        id={editing === 'new' ? undefined : editing.id}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
    );
  } else if (addresses.status === 'error') {
    content = (
      <div className="account-card__notice" role="alert">
        <p>فهرست آدرس‌ها دریافت نشد.</p>
        <button type="button" className="button" onClick={addresses.retry}>
          تلاش دوباره
        </button>
      </div>
    );
  } else if (addresses.status !== 'success') {
    content = (
      <p className="account-card__loading" aria-busy="true">
        در حال دریافت آدرس‌ها…
      </p>
    );
  } else if (addresses.data.length === 0) {
    content = (
      <div className="account-card__notice">
        <p>هنوز آدرسی ثبت نکرده‌اید. برای ارسال سفارش‌ها یک آدرس بیفزایید.</p>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          افزودن آدرس
        </button>
      </div>
    );
  } else {
    content = (
      <div className="address-list">
        {addresses.data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            onEdit={() => setEditing(address)}
            onDeleted={() => {
              addresses.update((list) => list.filter((item) => item.id !== address.id));
              toast.success('آدرس حذف شد.');
            }}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="account-card" aria-labelledby="addresses-title">
      <header className="account-card__header">
        <h2 id="addresses-title">آدرس‌ها</h2>
        {addresses.status === 'success' && editing === null && addresses.data.length > 0 && (
          <button type="button" className="button button--ghost" onClick={() => setEditing('new')}>
            افزودن آدرس
          </button>
        )}
      </header>
      {content}
    </section>
  );
}
