import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { BlogArticle, BlogCategory } from '@ela/contracts';
import {
  articleHtmlForDisplay,
  articleHtmlForStorage,
  formatJalaliDateTime,
  http,
  toast,
} from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { getBlogCategories } from '../../../shared/api/blog-categories';
import { mediaUrl } from '../../../shared/api/media-url';
import { useResource } from '../../../shared/api/use-resource';
import { ImageFileButton } from '../../../shared/components/image-file-button';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { UploadProgress } from '../../../shared/components/upload-progress';
import { isEntityId } from '../../../shared/ids';
import { useUpload } from '../../../shared/images/use-upload';
import { getManagedArticle, updateArticle, uploadContentImage, uploadPoster } from '../api/blog.api';
import { articleValues } from './article-form.model';
import { ArticleForm, type ArticleIntent } from './article-form';
import './blog.css';

const BLOG = { to: '/panel/blog', label: 'بلاگ' };
const apiBase = () => http.defaults.baseURL ?? '';

/** /panel/blog/{id}: an article's text with images uploaded into it, its poster, status and story mark. */
export function ArticleEditPage() {
  const { id } = useParams();
  if (!isEntityId(id)) return <MissingState what="مقاله" backTo={BLOG.to} backLabel="فهرست مقاله‌ها" />;
  return <ArticleEditor key={id} id={id} />;
}

function ArticleEditor({ id }: { id: string }) {
  const article = useResource(id, (signal) => getManagedArticle(id, signal));
  const categories = useResource('blog-categories', getBlogCategories);
  let body: ReactNode;
  if (article.status === 'error') {
    body = isNotFound(article.error) ? (
      <MissingState what="مقاله" backTo={BLOG.to} backLabel="فهرست مقاله‌ها" />
    ) : (
      <ErrorState message="مقاله دریافت نشد." onRetry={article.reload} />
    );
  } else if (categories.status === 'error') {
    body = <ErrorState message="دسته‌بندی‌های بلاگ دریافت نشدند." onRetry={categories.reload} />;
  } else if (!article.data || !categories.data) {
    body = <LoadingState />;
  } else {
    body = (
      <EditForm
        article={article.data}
        categories={categories.data}
        onSaved={(saved) => article.update(() => saved)}
      />
    );
  }
  const data = article.data;
  return (
    <section>
      <PageHeader title={data ? `ویرایش «${data.title}»` : 'ویرایش مقاله'} back={BLOG}>
        {data && (
          <span className="panel-muted">
            {data.status === 'published' ? 'منتشرشده' : 'پیش‌نویس'} · آخرین تغییر{' '}
            {formatJalaliDateTime(data.updatedAt)}
            {data.status === 'published' && (
              <>
                {' · '}
                <a
                  className="panel-link"
                  href={`/blog/${encodeURIComponent(data.title)}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  دیدن در فروشگاه
                </a>
              </>
            )}
          </span>
        )}
      </PageHeader>
      {body}
    </section>
  );
}

function EditForm({
  article,
  categories,
  onSaved,
}: {
  article: BlogArticle;
  categories: BlogCategory[];
  onSaved: (article: BlogArticle) => void;
}) {
  // The form starts again from what the service stored after each save, so what is shown is what was kept.
  const [version, setVersion] = useState(0);
  const [story, setStory] = useState(article.story);
  const published = article.status === 'published';
  const intents: { intent: ArticleIntent; label: string; ghost?: boolean }[] = published
    ? [
        { intent: 'save', label: 'ذخیرهٔ تغییرات' },
        { intent: 'draft', label: 'بازگرداندن به پیش‌نویس', ghost: true },
      ]
    : [
        { intent: 'save', label: 'ذخیرهٔ پیش‌نویس', ghost: true },
        { intent: 'publish', label: 'انتشار' },
      ];
  return (
    <ArticleForm
      key={version}
      initial={articleValues(article, articleHtmlForDisplay(article.content, apiBase()))}
      categories={categories}
      poster={() => <PosterField article={article} onSaved={onSaved} />}
      intents={intents}
      onUploadImage={async (file, onProgress) => {
        const image = await uploadContentImage(article.id, file, onProgress);
        return mediaUrl(image.urls.large);
      }}
      onSubmit={async (values, intent) => {
        const saved = await updateArticle(article.id, {
          ...values,
          content: articleHtmlForStorage(values.content, apiBase()),
          story,
          ...(intent === 'save' ? {} : { status: intent === 'publish' ? 'published' : 'draft' }),
        });
        toast.success(
          intent === 'publish'
            ? `«${saved.title}» منتشر شد`
            : intent === 'draft'
              ? `«${saved.title}» به پیش‌نویس برگشت`
              : `«${saved.title}» ذخیره شد`,
        );
        onSaved(saved);
        setVersion((n) => n + 1);
      }}
    >
      <label className="panel-choice">
        <input type="checkbox" checked={story} onChange={(event) => setStory(event.target.checked)} />
        این مقاله «داستان اِلا» است (در صفحهٔ داستان اِلا نمایش داده می‌شود، نه در فهرست مقاله‌ها)
      </label>
    </ArticleForm>
  );
}

/** The poster, replaced at once when another image is chosen. */
function PosterField({
  article,
  onSaved,
}: {
  article: BlogArticle;
  onSaved: (article: BlogArticle) => void;
}) {
  const upload = useUpload();
  const replace = async (file: File) => {
    const saved = await upload.run((onProgress) => uploadPoster(article.id, file, onProgress));
    if (!saved) return;
    toast.success('پوستر عوض شد');
    onSaved(saved);
  };
  return (
    <div className="panel-field">
      <span className="panel-field__label">پوستر</span>
      <img className="article-form__poster" src={mediaUrl(article.poster.urls.card)} alt="پوستر فعلی" />
      <ImageFileButton
        label="تعویض پوستر"
        onFile={(file) => void replace(file)}
        disabled={upload.uploading}
      />
      {upload.progress !== null && <UploadProgress share={upload.progress} />}
    </div>
  );
}
