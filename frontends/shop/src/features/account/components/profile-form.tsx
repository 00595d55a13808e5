import { useState, type FormEvent } from 'react';
import type { User } from '@ela/contracts';
import { fieldErrorsOf, normalizeNumericInput, toast } from '@ela/web-kit';
import { TextField } from '../../../components/text-field';
import '../../../components/form-layout.css';
import { updateProfile } from '../api/update-profile';
import { profileChanges, profileDraftOf, type ProfileDraft, type ProfileErrors } from '../profile-rules';
import { BirthDateSelect } from './birth-date-select';

interface Props {
  user: User;
  onSaved: (user: User) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Name, email, birth date (Jalali) and national code; sends only what changed. */
export function ProfileForm({ user, onSaved }: Props) {
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ProfileDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field.startsWith('birth') && { birthDate: undefined }),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = profileChanges(user, draft, today());
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    if (Object.keys(checked.changes).length === 0) return toast.info('تغییری برای ذخیره نیست.');
    setSaving(true);
    try {
      const saved = await updateProfile(checked.changes);
      toast.success('اطلاعات حساب ذخیره شد.');
      setDraft(profileDraftOf(saved));
      onSaved(saved);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="اطلاعات حساب">
      <div className="account-form__row">
        <TextField
          id="profile-first-name"
          label="نام"
          autoComplete="given-name"
          value={draft.firstName}
          onValue={(value) => set('firstName', value)}
          error={errors.firstName}
        />
        <TextField
          id="profile-last-name"
          label="نام خانوادگی"
          autoComplete="family-name"
          value={draft.lastName}
          onValue={(value) => set('lastName', value)}
          error={errors.lastName}
        />
      </div>
      <TextField
        id="profile-email"
        label="ایمیل"
        type="email"
        dir="ltr"
        autoComplete="email"
        value={draft.email}
        onValue={(value) => set('email', value)}
        error={errors.email}
      />
      <BirthDateSelect
        year={draft.birthYear}
        month={draft.birthMonth}
        day={draft.birthDay}
        onChange={set}
        error={errors.birthDate}
      />
      <TextField
        id="profile-national-code"
        label="کد ملی"
        inputMode="numeric"
        dir="ltr"
        maxLength={10}
        value={draft.nationalCode}
        onValue={(value) => set('nationalCode', normalizeNumericInput(value).slice(0, 10))}
        error={errors.nationalCode}
        hint="ده رقم، برای صدور فاکتور"
      />
      <button type="submit" className="button account-form__submit" disabled={saving}>
        {saving && <span className="spinner spinner--small" aria-hidden="true" />}
        ذخیرهٔ تغییرات
      </button>
    </form>
  );
}
