import { ARTICLE_LIMITS, type BlogArticle } from '@ela/contracts';
import { lengthProblem, problems, type FieldErrors } from '../../../shared/forms/rules';

export interface ArticleFormValues {
  title: string;
  categoryId: string;
  author: string;
  summary: string;
  /** The editor's HTML, images at the API's address (see `articleHtmlForStorage`). */
  content: string;
}

export function emptyArticle(author: string): ArticleFormValues {
  return { title: '', categoryId: '', author, summary: '', content: '' };
}

export function articleValues(article: BlogArticle, content: string): ArticleFormValues {
  return {
    title: article.title,
    categoryId: article.category.id,
    author: article.author,
    summary: article.summary,
    content,
  };
}

const ADDRESS_BREAKERS = /[/?#%\\]/;

export function validateArticle(values: ArticleFormValues): FieldErrors {
  const title = lengthProblem(values.title, 3, ARTICLE_LIMITS.title);
  return problems({
    title: title ?? (ADDRESS_BREAKERS.test(values.title) ? 'عنوان نباید / ? # % یا \\ داشته باشد' : null),
    categoryId: values.categoryId ? null : 'یک دسته‌بندی انتخاب کنید',
    author: lengthProblem(values.author, 2, ARTICLE_LIMITS.author),
    summary: lengthProblem(values.summary, 0, ARTICLE_LIMITS.summary),
    content: values.content.length > ARTICLE_LIMITS.content ? 'متن مقاله بیش از اندازهٔ مجاز بلند است' : null,
  });
}
