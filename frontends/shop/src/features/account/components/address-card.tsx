import { useState } from 'react';
import type { Address } from '@ela/contracts';
import { formatMobile, toPersianDigits } from '@ela/web-kit';
import { deleteAddress } from '../api/delete-address';

interface Props {
  address: Address;
  onEdit: () => void;
  onDeleted: () => void;
}

/** One address of the book, with edit and a delete that asks first. */
export function AddressCard({ address, onEdit, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const place = [address.plaque && `پلاک ${address.plaque}`, address.unit && `واحد ${address.unit}`]
    .filter(Boolean)
    .join('، ');

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteAddress(address.id);
      onDeleted();
    } catch {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <article className="address-card" data-testid="address-card">
      <h3 className="address-card__title">{address.title}</h3>
      <p className="address-card__line">
        {address.provinceName}، {address.cityName}، {address.street}
        {place && `، ${toPersianDigits(place)}`}
      </p>
      <p className="address-card__meta">
        <span>گیرنده: {address.receiverName}</span>
        <bdi dir="ltr">{formatMobile(address.receiverPhone)}</bdi>
        <span>کد پستی: {toPersianDigits(address.postalCode)}</span>
      </p>
      {confirming ? (
        <div className="address-card__actions" role="group" aria-label="تأیید حذف">
          <span>این آدرس حذف شود؟</span>
          <button type="button" className="button button--danger" onClick={remove} disabled={deleting}>
            {deleting && <span className="spinner spinner--small" aria-hidden="true" />}
            بله، حذف شود
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(false)}
            disabled={deleting}
          >
            انصراف
          </button>
        </div>
      ) : (
        <div className="address-card__actions">
          <button type="button" className="button button--ghost" onClick={onEdit}>
            ویرایش
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            حذف
          </button>
        </div>
      )}
    </article>
  );
}
