import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ARTICLE_LIMITS, type BlogCategory } from '@ela/contracts';
import { SelectField } from '../../../shared/forms/select-field';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useForm } from '../../../shared/forms/use-form';
import type { ProgressListener } from '../../../shared/images/use-upload';
import { validateArticle, type ArticleFormValues } from './article-form.model';
import { ArticleEditor } from './article-editor';

/** What a submit asks for: keep the status, publish, or take back to draft. */
export type ArticleIntent = 'save' | 'publish' | 'draft';

interface ArticleFormProps {
  initial: ArticleFormValues;
  categories: BlogCategory[];
  /** The poster, with its problem if any: chosen with a new article, replaced at once on an existing one. */
  poster: (error: string | undefined) => ReactNode;
  /** Buttons, each submitting with its intent. */
  intents: { intent: ArticleIntent; label: string; ghost?: boolean }[];
  onSubmit: (values: ArticleFormValues, intent: ArticleIntent) => Promise<unknown>;
  onUploadImage?: (file: File, onProgress: ProgressListener) => Promise<string>;
  /** Extra checks before sending (a new article needs its poster chosen). */
  extraProblems?: () => Record<string, string>;
  children?: ReactNode;
}

/** An article's title, category, byline, summary, poster and text. */
export function ArticleForm({
  initial,
  categories,
  poster,
  intents,
  onSubmit,
  onUploadImage,
  extraProblems,
  children,
}: ArticleFormProps) {
  const { set, field, errors, busy, submit } = useForm(initial, (v) => ({
    ...validateArticle(v),
    ...extraProblems?.(),
  }));
  const [intent, setIntent] = useState<ArticleIntent>('save');
  return (
    <form className="panel-card panel-form" noValidate onSubmit={submit((v) => onSubmit(v, intent))}>
      <div className="panel-form__grid">
        <TextField
          label="عنوان"
          required
          hint="نشانی مقاله در فروشگاه همین عنوان است"
          maxLength={ARTICLE_LIMITS.title}
          {...field('title')}
        />
        <SelectField
          label="دسته‌بندی"
          required
          none="انتخاب کنید"
          options={categories}
          {...field('categoryId')}
        />
        <TextField
          label="نویسنده"
          required
          hint="نامی که زیر عنوان نمایش داده می‌شود"
          maxLength={ARTICLE_LIMITS.author}
          {...field('author')}
        />
        <TextAreaField
          label="خلاصه"
          hint="چند خط زیر عنوان در فهرست مقاله‌ها"
          rows={3}
          maxLength={ARTICLE_LIMITS.summary}
          {...field('summary')}
        />
      </div>
      {poster(errors.poster ?? errors.upload ?? errors.file)}
      <div className="panel-field">
        <span className="panel-field__label" id="article-content-label">
          متن مقاله
        </span>
        <ArticleEditor
          initial={initial.content}
          onChange={(html) => set('content', html)}
          onUploadImage={onUploadImage}
          invalid={Boolean(errors.content)}
          describedBy={errors.content ? 'article-content-error' : undefined}
        />
        {errors.content && (
          <p id="article-content-error" className="panel-field__error">
            {errors.content}
          </p>
        )}
      </div>
      {children}
      <div className="panel-form__footer">
        {intents.map((choice) => (
          <button
            key={choice.intent}
            type="submit"
            className={`panel-button${choice.ghost ? ' panel-button--ghost' : ''}`}
            disabled={busy}
            onClick={() => setIntent(choice.intent)}
          >
            {busy && intent === choice.intent ? 'در حال ذخیره…' : choice.label}
          </button>
        ))}
        <Link className="panel-button panel-button--ghost" to="/panel/blog">
          انصراف
        </Link>
      </div>
    </form>
  );
}
