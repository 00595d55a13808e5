import { useState } from 'react';
import type { ToddlerForReview, UpdateToddlerBody } from '@ela/contracts';
import { formatAgeMonths, formatJalaliDateTime } from '@ela/web-kit';
import { mediaUrl } from '../../../shared/api/media-url';
import { DeleteButton } from '../../../shared/components/delete-button';
import { cleanWholeNumberInput, lengthProblem, parseWholeNumber } from '../../../shared/forms/rules';
import './league.css';

interface Props {
  toddler: ToddlerForReview;
  /** Sends a decision or an edit; resolves true when it went through. */
  onReview: (toddler: ToddlerForReview, body: UpdateToddlerBody) => Promise<boolean>;
  onRemove: (toddler: ToddlerForReview) => void;
}

type Mode = 'idle' | 'reject' | 'edit';

/** One entry of the moderation queue: the photo large enough to judge, and what can be done with it. */
export function ReviewCard({ toddler, onReview, onRemove }: Props) {
  const [mode, setMode] = useState<Mode>('idle');
  const [reason, setReason] = useState(toddler.rejectionReason ?? '');
  const [name, setName] = useState(toddler.name);
  const [age, setAge] = useState(String(toddler.ageMonths));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (body: UpdateToddlerBody) => {
    setBusy(true);
    const ok = await onReview(toddler, body);
    setBusy(false);
    if (ok) setMode('idle');
  };
  const reject = () => {
    const why = lengthProblem(reason, 3, 300);
    setProblem(why);
    if (!why) void send({ status: 'rejected', rejectionReason: reason.trim() });
  };
  const edit = () => {
    const ageMonths = parseWholeNumber(age, 0, 72);
    const why =
      lengthProblem(name, 2, 40) ??
      (ageMonths.ok && ageMonths.value !== null ? null : 'سن را به ماه بنویسید (۰ تا ۷۲)');
    setProblem(why);
    if (!why && ageMonths.ok) void send({ name: name.trim(), ageMonths: ageMonths.value ?? 0 });
  };

  return (
    <article className="review-card" aria-label={toddler.name} data-testid="review-card">
      {toddler.status === 'rejected' ? (
        // Rejecting deletes the photo from the media store: there is nothing left to show.
        <p className="review-card__photo review-card__photo--gone">عکس پس از رد شدن پاک شد</p>
      ) : (
        <a href={mediaUrl(toddler.photo.urls.large)} target="_blank" rel="noreferrer">
          <img
            className="review-card__photo"
            src={mediaUrl(toddler.photo.urls.card)}
            alt={`عکس ${toddler.name}`}
          />
        </a>
      )}
      <div className="review-card__body">
        <strong>{toddler.name}</strong>
        <span>{formatAgeMonths(toddler.ageMonths)}</span>
        <span className="panel-muted">فرستاده در {formatJalaliDateTime(toddler.createdAt)}</span>
        {toddler.rejectionReason && (
          <span className="review-card__reason">دلیل رد: {toddler.rejectionReason}</span>
        )}
      </div>
      {mode === 'reject' && (
        <div className="review-card__form">
          <label className="panel-field__label" htmlFor={`reason-${toddler.id}`}>
            دلیل رد (برای والد نمایش داده می‌شود)
          </label>
          <textarea
            id={`reason-${toddler.id}`}
            className="panel-input"
            rows={2}
            maxLength={300}
            value={reason}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
      {mode === 'edit' && (
        <div className="review-card__form">
          <label className="panel-field__label" htmlFor={`name-${toddler.id}`}>
            نام
          </label>
          <input
            id={`name-${toddler.id}`}
            className="panel-input"
            maxLength={40}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <label className="panel-field__label" htmlFor={`age-${toddler.id}`}>
            سن (ماه)
          </label>
          <input
            id={`age-${toddler.id}`}
            className="panel-input"
            inputMode="numeric"
            value={age}
            onChange={(event) => setAge(cleanWholeNumberInput(event.target.value))}
          />
        </div>
      )}
      {problem && (
        <p className="panel-field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="panel-actions review-card__actions">
        {mode === 'idle' ? (
          <>
            {toddler.status === 'pending' && (
              <button
                type="button"
                className="panel-button panel-button--small"
                disabled={busy}
                aria-label={`تأیید ${toddler.name}`}
                onClick={() => void send({ status: 'approved' })}
              >
                تأیید
              </button>
            )}
            {toddler.status !== 'rejected' && (
              <button
                type="button"
                className="panel-button panel-button--ghost panel-button--small"
                onClick={() => setMode('reject')}
              >
                رد
              </button>
            )}
            <button
              type="button"
              className="panel-button panel-button--ghost panel-button--small"
              onClick={() => setMode('edit')}
            >
              ویرایش
            </button>
            <DeleteButton name={toddler.name} onClick={() => onRemove(toddler)} />
          </>
        ) : (
          <>
            <button
              type="button"
              className={`panel-button panel-button--small${mode === 'reject' ? ' panel-button--danger' : ''}`}
              disabled={busy}
              onClick={mode === 'reject' ? reject : edit}
            >
              {mode === 'reject' ? 'ثبت رد' : 'ذخیره'}
            </button>
            <button
              type="button"
              className="panel-button panel-button--ghost panel-button--small"
              onClick={() => {
                setMode('idle');
                setProblem(null);
              }}
            >
              انصراف
            </button>
          </>
        )}
      </div>
    </article>
  );
}
