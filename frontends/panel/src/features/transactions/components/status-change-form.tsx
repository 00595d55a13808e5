import { useState, type FormEvent } from 'react';
import { nextStatuses, type Order, type OrderStatus } from '@ela/contracts';
import { apiErrorOf, fieldErrorsOf, toast } from '@ela/web-kit';
import { Field } from '../../../shared/forms/field';
import { FormFooter } from '../../../shared/forms/form-footer';
import { problems, type FieldErrors } from '../../../shared/forms/rules';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { changeOrderStatus } from '../api/orders.api';
import { STATUS_LABELS } from './order-status';

interface StatusChangeFormProps {
  order: Order;
  onChanged: (order: Order) => void;
}

/**
 * Moves an order to one of the statuses the transition table allows from where it is, with a note
 * for the timeline and, when a Post order ships, its tracking code. The server's refusal (a 409
 * in Persian) is shown above the button.
 */
export function StatusChangeForm({ order, onChanged }: StatusChangeFormProps) {
  // The table the server applies; it still decides, and its 409 is shown if it refuses.
  const next = nextStatuses(order.status, 'admin');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [trackingCode, setTrackingCode] = useState(order.trackingCode ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsCode = status === 'shipped' && order.shippingMethod === 'Post';

  if (next.length === 0) {
    return <p className="panel-muted">وضعیت «{STATUS_LABELS[order.status]}» نهایی است و تغییر نمی‌کند.</p>;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = trackingCode.trim();
    const found = problems({
      status: status ? null : 'وضعیت تازه را انتخاب کنید',
      trackingCode: needsCode && code.length < 4 ? 'کد رهگیری پست (دست‌کم ۴ نویسه) را بنویسید' : null,
      note: note.trim().length > 500 ? 'یادداشت حداکثر ۵۰۰ حرف است' : null,
    });
    setErrors(found);
    setRefusal(null);
    if (!status || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await changeOrderStatus(order.id, {
        status,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(needsCode ? { trackingCode: code } : {}),
      });
      toast.success(`وضعیت سفارش «${STATUS_LABELS[saved.status]}» شد`);
      setStatus('');
      setNote('');
      onChanged(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setRefusal(apiErrorOf(error)?.message ?? 'وضعیت تغییر نکرد.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="panel-form order-status-form"
      noValidate
      onSubmit={submit}
      aria-label="تغییر وضعیت سفارش"
    >
      <Field label="وضعیت تازه" error={errors.status} required>
        {(control) => (
          <select
            {...control}
            className="panel-input"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setErrors({});
            }}
          >
            <option value="">انتخاب کنید</option>
            {next.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {needsCode && (
        <TextField
          label="کد رهگیری پست"
          error={errors.trackingCode}
          required
          hint="مشتری آن را در پیگیری سفارش می‌بیند"
          className="panel-input panel-input--ltr"
          maxLength={40}
          value={trackingCode}
          onValue={setTrackingCode}
        />
      )}
      <TextAreaField
        label="یادداشت"
        error={errors.note}
        hint="در تاریخچهٔ سفارش برای مشتری هم نمایش داده می‌شود"
        rows={2}
        maxLength={500}
        value={note}
        onValue={setNote}
      />
      {refusal && (
        <p className="panel-field__error" role="alert">
          {refusal}
        </p>
      )}
      <FormFooter busy={busy} submitLabel="ثبت وضعیت" />
    </form>
  );
}
