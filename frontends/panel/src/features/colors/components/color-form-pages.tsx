import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { isEntityId } from '../../../shared/ids';
import { createColor, getColor, updateColor } from '../api/colors.api';
import { EMPTY_COLOR, colorValues } from './color-form.model';
import { ColorForm } from './color-form';
import './colors.css';

const COLORS = { to: '/panel/products/colors', label: 'رنگ‌ها' };

/** /panel/products/colors/define */
export function ColorDefinePage() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="افزودن رنگ" back={COLORS} />
      <ColorForm
        initial={EMPTY_COLOR}
        submitLabel="ثبت رنگ"
        onSubmit={async (body) => {
          const color = await createColor(body);
          toast.success(`رنگ «${color.name}» ثبت شد`);
          navigate(COLORS.to);
        }}
      />
    </section>
  );
}

/** /panel/products/colors/{id} */
export function ColorEditPage() {
  const { id } = useParams();
  if (!isEntityId(id)) return <MissingState what="رنگ" backTo={COLORS.to} backLabel="فهرست رنگ‌ها" />;
  return <ColorEditor key={id} id={id} />;
}

function ColorEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const color = useResource(id, (signal) => getColor(id, signal));
  let body: ReactNode;
  if (color.status === 'error') {
    body = isNotFound(color.error) ? (
      <MissingState what="رنگ" backTo={COLORS.to} backLabel="فهرست رنگ‌ها" />
    ) : (
      <ErrorState message="اطلاعات رنگ دریافت نشد." onRetry={color.reload} />
    );
  } else if (color.status === 'loading' || !color.data) {
    body = <LoadingState />;
  } else {
    body = (
      <ColorForm
        initial={colorValues(color.data)}
        submitLabel="ذخیرهٔ تغییرات"
        onSubmit={async (changes) => {
          const saved = await updateColor(id, changes);
          toast.success(`رنگ «${saved.name}» ذخیره شد`);
          navigate(COLORS.to);
        }}
      />
    );
  }
  return (
    <section>
      <PageHeader title={color.data ? `ویرایش رنگ «${color.data.name}»` : 'ویرایش رنگ'} back={COLORS} />
      {body}
    </section>
  );
}
