import { articleHtmlForDisplay, http } from '@ela/web-kit';
import './blog.css';

/**
 * An article's text as the content service stored it: its HTML is already limited to an
 * allow-list (no scripts, handlers or foreign images), so it is rendered as it is, with its images
 * pointed at the API.
 */
export function ArticleBody({ html }: { html: string }) {
  const shown = articleHtmlForDisplay(html, http.defaults.baseURL ?? '');
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: shown }} />;
}
