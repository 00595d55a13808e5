import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Discount } from '@ela/contracts';
import { toast } from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { isEntityId } from '../../../shared/ids';
import { createDiscount, getDiscount, updateDiscount } from '../api/discounts.api';
import { DiscountForm } from './discount-form';
import { newDiscountValues, changedTerms, discountBody, discountValues } from './discount-form.model';

const DISCOUNTS = { to: '/panel/discount', label: 'تخفیف‌ها' };

/** /panel/discount/define */
export function DiscountDefinePage() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="تعریف کد تخفیف" back={DISCOUNTS} />
      <DiscountForm
        initial={newDiscountValues()}
        submitLabel="ثبت کد تخفیف"
        onSubmit={async (body) => {
          const saved = await createDiscount(body);
          toast.success(`کد «${saved.code}» ثبت شد`);
          navigate(DISCOUNTS.to);
        }}
      />
    </section>
  );
}

/** /panel/discount/{id} */
export function DiscountEditPage() {
  const { id } = useParams();
  if (!isEntityId(id))
    return <MissingState what="کد تخفیف" backTo={DISCOUNTS.to} backLabel="فهرست تخفیف‌ها" />;
  return <DiscountEditor key={id} id={id} />;
}

function DiscountEditor({ id }: { id: string }) {
  const discount = useResource(id, (signal) => getDiscount(id, signal));
  let body: ReactNode;
  if (discount.status === 'error') {
    body = isNotFound(discount.error) ? (
      <MissingState what="کد تخفیف" backTo={DISCOUNTS.to} backLabel="فهرست تخفیف‌ها" />
    ) : (
      <ErrorState message="اطلاعات کد تخفیف دریافت نشد." onRetry={discount.reload} />
    );
  } else if (discount.status === 'loading' || !discount.data) {
    body = <LoadingState />;
  } else {
    body = <EditForm discount={discount.data} />;
  }
  return (
    <section>
      <PageHeader
        title={discount.data ? `ویرایش کد «${discount.data.code}»` : 'ویرایش کد تخفیف'}
        back={DISCOUNTS}
      />
      {body}
    </section>
  );
}

function EditForm({ discount }: { discount: Discount }) {
  const navigate = useNavigate();
  const initial = discountValues(discount);
  const before = discountBody(initial);
  return (
    <DiscountForm
      initial={initial}
      submitLabel="ذخیرهٔ تغییرات"
      onSubmit={async (after) => {
        const changes = changedTerms(before, after);
        if (Object.keys(changes).length > 0) {
          const saved = await updateDiscount(discount.id, changes);
          toast.success(`کد «${saved.code}» ذخیره شد`);
        }
        navigate(DISCOUNTS.to);
      }}
    />
  );
}
