import { useState, type FormEvent } from 'react';
import type { Address } from '@ela/contracts';
import { fieldErrorsOf, normalizeNumericInput } from '@ela/web-kit';
import '../../components/form-layout.css';
import { TextField } from '../../components/text-field';
import { saveAddress } from '../api/save-address';
import { validateAddress, type AddressDraft, type AddressErrors } from '../address-rules';
import { RegionSelects } from './region-selects';

interface Props {
  initial: AddressDraft;
  /** The address being edited; absent for a new one. */
  id?: string;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** Adds or edits an address; checked here first, and the server's field errors land under each input. */
export function AddressForm({ initial, id, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof AddressDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (name: keyof AddressDraft) => ({
    id: `address-${name}`,
    value: draft[name],
    onValue: (value: string) => set(name, value),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, body } = validateAddress(draft);
    setErrors(found);
    if (!body) return;
    setSaving(true);
    try {
      onSaved(await saveAddress(body, id));
    } catch (failure) {
      setErrors(fieldErrorsOf(failure) as AddressErrors);
      setSaving(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label={id ? 'ویرایش آدرس' : 'آدرس تازه'}>
      <TextField {...field('title')} label="نام آدرس" placeholder="مثلاً خانه یا محل کار" maxLength={60} />
      <div className="account-form__row">
        <TextField {...field('receiverName')} label="نام گیرنده" autoComplete="name" maxLength={100} />
        <TextField
          {...field('receiverPhone')}
          label="موبایل گیرنده"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="09xxxxxxxxx"
          onValue={(value) => set('receiverPhone', normalizeNumericInput(value).slice(0, 11))}
        />
      </div>
      <RegionSelects
        provinceId={draft.provinceId}
        cityId={draft.cityId}
        onProvince={(provinceId) => {
          set('provinceId', provinceId);
          set('cityId', '');
        }}
        onCity={(cityId) => set('cityId', cityId)}
        errors={errors}
      />
      <TextField
        {...field('street')}
        label="نشانی"
        placeholder="خیابان، کوچه، …"
        autoComplete="street-address"
      />
      <div className="account-form__row account-form__row--three">
        <TextField {...field('plaque')} label="پلاک" maxLength={20} />
        <TextField {...field('unit')} label="واحد" maxLength={20} />
        <TextField
          {...field('postalCode')}
          label="کد پستی"
          inputMode="numeric"
          dir="ltr"
          autoComplete="postal-code"
          hint="۱۰ رقم، بدون خط تیره"
          onValue={(value) => set('postalCode', normalizeNumericInput(value).slice(0, 10))}
        />
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving && <span className="spinner spinner--small" aria-hidden="true" />}
          {id ? 'ذخیرهٔ آدرس' : 'افزودن آدرس'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
          انصراف
        </button>
      </div>
    </form>
  );
}
