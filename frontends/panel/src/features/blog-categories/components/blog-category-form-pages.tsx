import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { isEntityId } from '../../../shared/ids';
import { createBlogCategory, getBlogCategory, updateBlogCategory } from '../api/blog-categories.api';
import { EMPTY_BLOG_CATEGORY, blogCategoryValues } from './blog-category-form.model';
import { BlogCategoryForm } from './blog-category-form';

const LIST = { to: '/panel/blog/categories', label: 'دسته‌بندی‌های بلاگ' };

/** /panel/blog/categories/define */
export function BlogCategoryDefinePage() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="افزودن دسته‌بندی بلاگ" back={LIST} />
      <BlogCategoryForm
        initial={EMPTY_BLOG_CATEGORY}
        submitLabel="ثبت دسته‌بندی"
        onSubmit={async (body) => {
          const category = await createBlogCategory(body);
          toast.success(`دسته‌بندی «${category.name}» ثبت شد`);
          navigate(LIST.to);
        }}
      />
    </section>
  );
}

/** /panel/blog/categories/{id} */
export function BlogCategoryEditPage() {
  const { id } = useParams();
  if (!isEntityId(id)) return <MissingState what="دسته‌بندی" backTo={LIST.to} backLabel={LIST.label} />;
  return <BlogCategoryEditor key={id} id={id} />;
}

function BlogCategoryEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const category = useResource(id, (signal) => getBlogCategory(id, signal));
  let body: ReactNode;
  if (category.status === 'error') {
    body = isNotFound(category.error) ? (
      <MissingState what="دسته‌بندی" backTo={LIST.to} backLabel={LIST.label} />
    ) : (
      <ErrorState message="اطلاعات دسته‌بندی دریافت نشد." onRetry={category.reload} />
    );
  } else if (category.status === 'loading' || !category.data) {
    body = <LoadingState />;
  } else {
    body = (
      <BlogCategoryForm
        initial={blogCategoryValues(category.data)}
        submitLabel="ذخیرهٔ تغییرات"
        onSubmit={async (changes) => {
          const saved = await updateBlogCategory(id, changes);
          toast.success(`دسته‌بندی «${saved.name}» ذخیره شد`);
          navigate(LIST.to);
        }}
      />
    );
  }
  return (
    <section>
      <PageHeader title={category.data ? `ویرایش «${category.data.name}»` : 'ویرایش دسته‌بندی'} back={LIST} />
      {body}
    </section>
  );
}
