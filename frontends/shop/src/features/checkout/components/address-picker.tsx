import { useState } from 'react';
import type { Address } from '@ela/contracts';
import { toPersianDigits, useAuthStore } from '@ela/web-kit';
import { newAddressDraft } from '../../../addresses/address-rules';
import { AddressForm } from '../../../addresses/components/address-form';

interface Props {
  addresses: Address[];
  selected: string | null;
  onSelect: (id: string) => void;
  onAdded: (address: Address) => void;
}

/** Where the order goes: one of the customer's addresses, or a new one added here. */
export function AddressPicker({ addresses, selected, onSelect, onAdded }: Props) {
  const user = useAuthStore((session) => session.user);
  const [adding, setAdding] = useState(addresses.length === 0);

  return (
    <section className="checkout-step" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">آدرس تحویل</h2>
      {addresses.length > 0 && (
        <fieldset className="checkout-choices">
          <legend className="visually-hidden">انتخاب آدرس</legend>
          {addresses.map((address) => (
            <label key={address.id} className="checkout-choice">
              <input
                type="radio"
                name="address"
                value={address.id}
                checked={selected === address.id}
                onChange={() => onSelect(address.id)}
              />
              <span>
                <strong>{address.title}</strong> — {address.provinceName}، {address.cityName}،{' '}
                {address.street}
                {address.plaque && `، پلاک ${toPersianDigits(address.plaque)}`}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {adding ? (
        <AddressForm
          initial={newAddressDraft(user)}
          onSaved={(address) => {
            setAdding(false);
            onAdded(address);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
          افزودن آدرس جدید
        </button>
      )}
    </section>
  );
}
