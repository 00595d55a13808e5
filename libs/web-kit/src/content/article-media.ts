/**
 * An article's HTML keeps its images as `/media/…` paths relative to the API, so the stored text
 * does not depend on where the shop is deployed (the content service refuses any other image
 * address). Pages show it with the API's address put in front; the editor takes it out again
 * before saving. The service's HTML quotes attributes with `"`, and so does the editor's.
 */
const STORED = 'src="/media/';

/** Stored article HTML with its images pointing at the API, for a page or the editor. */
export function articleHtmlForDisplay(html: string, apiBase: string): string {
  return html.replaceAll(STORED, `src="${apiBase}/media/`);
}

/** Editor HTML with this API's image addresses made relative again, as the service stores them. */
export function articleHtmlForStorage(html: string, apiBase: string): string {
  return apiBase ? html.replaceAll(`src="${apiBase}/media/`, STORED) : html;
}
