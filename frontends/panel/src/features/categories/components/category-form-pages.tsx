import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { getCategoryTree } from '../../../shared/categories/category-tree';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { isEntityId } from '../../../shared/ids';
import { createCategory, getCategory, updateCategory } from '../api/categories.api';
import { categoryValues } from './category-form.model';
import { CategoryForm } from './category-form';
import { PosterUpload } from './poster-upload';
import './categories.css';

const CATEGORIES = { to: '/panel/categories', label: 'دسته‌بندی‌ها' };

/** /panel/categories/define (?parentId= to start under a category). */
export function CategoryDefinePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tree = useResource('tree', getCategoryTree);
  const parentId = search.get('parentId') ?? '';
  let body: ReactNode;
  if (tree.status === 'error') body = <ErrorState message="دسته‌بندی‌ها دریافت نشد." onRetry={tree.reload} />;
  else if (!tree.data) body = <LoadingState />;
  else
    body = (
      <CategoryForm
        initial={categoryValues(undefined, isEntityId(parentId) ? parentId : '')}
        tree={tree.data}
        withPoster
        submitLabel="ثبت دسته‌بندی"
        onSubmit={async (fields, poster, onProgress) => {
          const category = await createCategory(fields, poster, onProgress);
          toast.success(`«${category.name}» ثبت شد`);
          navigate(CATEGORIES.to);
        }}
      />
    );
  return (
    <section>
      <PageHeader title="افزودن دسته‌بندی" back={CATEGORIES} />
      {body}
    </section>
  );
}

/** /panel/categories/{id}: its fields, and its desktop and mobile posters. */
export function CategoryEditPage() {
  const { id } = useParams();
  if (!isEntityId(id))
    return <MissingState what="دسته‌بندی" backTo={CATEGORIES.to} backLabel="همهٔ دسته‌بندی‌ها" />;
  return <CategoryEditor key={id} id={id} />;
}

async function loadCategory(id: string, signal: AbortSignal) {
  const [category, tree] = await Promise.all([getCategory(id, signal), getCategoryTree(signal)]);
  return { category, tree };
}

function CategoryEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const loaded = useResource(id, (signal) => loadCategory(id, signal));
  const category = loaded.data?.category;
  let body: ReactNode;
  if (loaded.status === 'error') {
    body = isNotFound(loaded.error) ? (
      <MissingState what="دسته‌بندی" backTo={CATEGORIES.to} backLabel="همهٔ دسته‌بندی‌ها" />
    ) : (
      <ErrorState message="اطلاعات دسته‌بندی دریافت نشد." onRetry={loaded.reload} />
    );
  } else if (loaded.status === 'loading' || !loaded.data || !category) {
    body = <LoadingState />;
  } else {
    body = (
      <>
        <CategoryForm
          initial={categoryValues(category)}
          tree={loaded.data.tree}
          categoryId={id}
          submitLabel="ذخیرهٔ تغییرات"
          onSubmit={async (fields) => {
            const saved = await updateCategory(id, fields);
            toast.success(`«${saved.name}» ذخیره شد`);
            navigate(CATEGORIES.to);
          }}
        />
        <section className="panel-card" aria-labelledby="posters-title">
          <h2 id="posters-title">پوسترها</h2>
          <div className="panel-posters">
            <PosterUpload category={category} variant="desktop" />
            <PosterUpload category={category} variant="mobile" />
          </div>
        </section>
      </>
    );
  }
  return (
    <section>
      <PageHeader title={category ? `ویرایش «${category.name}»` : 'ویرایش دسته‌بندی'} back={CATEGORIES} />
      {body}
    </section>
  );
}
