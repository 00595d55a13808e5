import { useState } from 'react';
import { useNavigate } from 'react-router';
import { articleHtmlForStorage, http, toast, useAuthStore } from '@ela/web-kit';
import { getBlogCategories } from '../../../shared/api/blog-categories';
import { useResource } from '../../../shared/api/use-resource';
import { problems } from '../../../shared/forms/rules';
import { ImageField } from '../../../shared/components/image-field';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState } from '../../../shared/components/state-views';
import { UploadProgress } from '../../../shared/components/upload-progress';
import { useUpload } from '../../../shared/images/use-upload';
import { createArticle } from '../api/blog.api';
import { emptyArticle } from './article-form.model';
import { ArticleForm } from './article-form';

const BLOG = { to: '/panel/blog', label: 'بلاگ' };

/**
 * /panel/blog/define: a new article with its poster, saved as a draft or published at once; then
 * on to its page, where images go into its text (an image belongs to an article that exists).
 */
export function ArticleDefinePage() {
  const navigate = useNavigate();
  const user = useAuthStore((session) => session.user);
  // The byline starts as the admin's name; a number is no byline.
  const author = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'تیم اِلا';
  const categories = useResource('blog-categories', getBlogCategories);
  const [poster, setPoster] = useState<File | null>(null);
  const upload = useUpload();

  if (categories.status === 'error')
    return <ErrorState message="دسته‌بندی‌های بلاگ دریافت نشدند." onRetry={categories.reload} />;
  if (!categories.data) return <LoadingState />;
  return (
    <section>
      <PageHeader title="نوشتن مقاله" back={BLOG} />
      <ArticleForm
        initial={emptyArticle(author)}
        categories={categories.data}
        extraProblems={() => problems({ poster: poster ? null : 'یک پوستر برای مقاله انتخاب کنید' })}
        poster={(error) => (
          <>
            <ImageField
              label="پوستر"
              file={poster}
              onFile={setPoster}
              error={error}
              hint="تصویر پهن بالای مقاله؛ برای پیش‌نویس هم لازم است"
              required
            />
            {upload.progress !== null && <UploadProgress share={upload.progress} />}
          </>
        )}
        intents={[
          { intent: 'draft', label: 'ذخیرهٔ پیش‌نویس', ghost: true },
          { intent: 'publish', label: 'انتشار' },
        ]}
        onSubmit={async (values, intent) => {
          const article = await upload.track((onProgress) =>
            createArticle(
              {
                ...values,
                content: articleHtmlForStorage(values.content, http.defaults.baseURL ?? ''),
                status: intent === 'publish' ? 'published' : 'draft',
                poster: poster!,
              },
              onProgress,
            ),
          );
          toast.success(
            article.status === 'published'
              ? `«${article.title}» منتشر شد`
              : `پیش‌نویس «${article.title}» ذخیره شد`,
          );
          navigate(`/panel/blog/${article.id}`);
        }}
      />
    </section>
  );
}
