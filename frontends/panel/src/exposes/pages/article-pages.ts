// The blog's writing pages, with the rich-text editor: a chunk of their own, so listings stay light.
export { ArticleDefinePage } from '../../features/blog/components/article-define-page';
export { ArticleEditPage } from '../../features/blog/components/article-edit-page';
