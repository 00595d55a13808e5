import type { BlogArticleSummary } from '@ela/contracts';
import { formatJalaliDate, formatNumber } from '@ela/web-kit';

/** Who wrote it, when (Jalali), and how long it takes to read. */
export function ArticleMeta({ article, author = true }: { article: BlogArticleSummary; author?: boolean }) {
  const date = article.publishedAt ?? article.createdAt;
  return (
    <p className="article-meta">
      {author && <span>{article.author}</span>}
      <time dateTime={date}>{formatJalaliDate(date)}</time>
      <span>{formatNumber(article.readingMinutes)} دقیقه مطالعه</span>
    </p>
  );
}
