import { useState, type FormEvent } from 'react';
import type { Toddler } from '@ela/contracts';
import {
  IMAGE_ACCEPT,
  fieldErrorsOf,
  imageFileProblem,
  toPersianDigits,
  toast,
  uploadShare,
  useObjectUrl,
} from '@ela/web-kit';
import { TextField } from '../../../components/text-field';
import { submitToddler } from '../api/submit-toddler';
import { MAX_AGE_MONTHS, ageInMonths } from '../toddler-age';
import './league.css';

const YEARS = Array.from({ length: MAX_AGE_MONTHS / 12 + 1 }, (_, i) => i);
const MONTHS = Array.from({ length: 12 }, (_, i) => i);

type Errors = Partial<Record<'name' | 'ageMonths' | 'file', string>>;

/** The checks a person can fix before sending; the API checks them all again. */
function problems(name: string, ageMonths: number | null, photo: File | null): Errors {
  const errors: Errors = {};
  if (name.trim().length < 2) errors.name = 'نام کودک را بنویسید (دست‌کم دو حرف)';
  if (ageMonths === null) errors.ageMonths = 'لیگ برای کودکان تا شش سال است';
  if (!photo) errors.file = 'یک عکس انتخاب کنید';
  else errors.file = imageFileProblem(photo) ?? undefined;
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors;
}

/** A parent's toddler: name, age and photo, with a preview and the upload's progress. */
export function ToddlerForm({ onSent }: { onSent: (toddler: Toddler) => void }) {
  const [name, setName] = useState('');
  const [years, setYears] = useState(1);
  const [months, setMonths] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useObjectUrl(photo);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ageMonths = ageInMonths(years, months);
    const found = problems(name, ageMonths, photo);
    setErrors(found);
    if (Object.keys(found).length > 0 || ageMonths === null || !photo) return;
    setProgress(0);
    try {
      const sent = await submitToddler({ name: name.trim(), ageMonths, photo }, (e) =>
        setProgress(uploadShare(e)),
      );
      toast.success('عکس فرستاده شد؛ پس از بررسی در گالری نمایش داده می‌شود.');
      setName('');
      setPhoto(null);
      onSent(sent);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <form className="toddler-form" onSubmit={submit} noValidate aria-label="فرستادن عکس کودک">
      <TextField
        id="toddler-name-field"
        label="نام کودک"
        value={name}
        maxLength={40}
        onValue={setName}
        error={errors.name}
        disabled={sending}
      />
      <fieldset
        className="toddler-form__age"
        aria-describedby={errors.ageMonths ? 'toddler-age-note' : undefined}
      >
        <legend>سن کودک</legend>
        <label>
          <span>سال</span>
          <select
            className="input"
            value={years}
            onChange={(e) => setYears(Number(e.target.value))}
            disabled={sending}
          >
            {YEARS.map((y) => (
              <option key={y} value={y}>
                {toPersianDigits(y)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>ماه</span>
          <select
            className="input"
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
            disabled={sending}
          >
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {toPersianDigits(m)}
              </option>
            ))}
          </select>
        </label>
        {errors.ageMonths && (
          <p id="toddler-age-note" className="field__error">
            {errors.ageMonths}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="toddler-photo">عکس کودک</label>
        <input
          id="toddler-photo"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={sending}
          aria-invalid={Boolean(errors.file)}
          aria-describedby="toddler-photo-note"
          onChange={(event) => {
            setPhoto(event.target.files?.[0] ?? null);
            setErrors((previous) => ({ ...previous, file: undefined }));
          }}
        />
        <p id="toddler-photo-note" className={errors.file ? 'field__error' : 'field__hint'}>
          {errors.file ?? 'JPEG، PNG، WebP یا AVIF تا ۱۰ مگابایت؛ مکان و مشخصات دوربین از عکس پاک می‌شود.'}
        </p>
      </div>
      {preview && <img className="toddler-form__preview" src={preview} alt="پیش‌نمایش عکس" />}
      {sending && (
        <div className="toddler-form__progress">
          <progress max={100} value={Math.round(progress * 100)} aria-label="در حال فرستادن عکس" />
          <span>{new Intl.NumberFormat('fa-IR', { style: 'percent' }).format(progress)}</span>
        </div>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'در حال فرستادن…' : 'فرستادن برای بررسی'}
      </button>
    </form>
  );
}
