import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { isEntityId } from '../../../shared/ids';
import { getDesign, saveDesign } from '../api/designs.api';
import { DesignForm } from './design-form';

const DESIGNS = { to: '/panel/products/designs', label: 'طرح‌ها' };

/** /panel/products/designs/define */
export function DesignDefinePage() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="افزودن طرح" back={DESIGNS} />
      <DesignForm
        submitLabel="ثبت طرح"
        onSubmit={async (fields, onProgress) => {
          const design = await saveDesign(null, fields, onProgress);
          toast.success(`طرح «${design.name}» ثبت شد`);
          navigate(DESIGNS.to);
        }}
      />
    </section>
  );
}

/** /panel/products/designs/{id} */
export function DesignEditPage() {
  const { id } = useParams();
  if (!isEntityId(id)) return <MissingState what="طرح" backTo={DESIGNS.to} backLabel="فهرست طرح‌ها" />;
  return <DesignEditor key={id} id={id} />;
}

function DesignEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const design = useResource(id, (signal) => getDesign(id, signal));
  let body: ReactNode;
  if (design.status === 'error') {
    body = isNotFound(design.error) ? (
      <MissingState what="طرح" backTo={DESIGNS.to} backLabel="فهرست طرح‌ها" />
    ) : (
      <ErrorState message="اطلاعات طرح دریافت نشد." onRetry={design.reload} />
    );
  } else if (design.status === 'loading' || !design.data) {
    body = <LoadingState />;
  } else {
    body = (
      <DesignForm
        design={design.data}
        submitLabel="ذخیرهٔ تغییرات"
        onSubmit={async (fields, onProgress) => {
          const saved = await saveDesign(id, fields, onProgress);
          toast.success(`طرح «${saved.name}» ذخیره شد`);
          navigate(DESIGNS.to);
        }}
      />
    );
  }
  return (
    <section>
      <PageHeader title={design.data ? `ویرایش طرح «${design.data.name}»` : 'ویرایش طرح'} back={DESIGNS} />
      {body}
    </section>
  );
}
