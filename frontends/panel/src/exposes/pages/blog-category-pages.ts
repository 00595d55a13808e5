// The blog categories feature's pages, loaded together as one chunk.
export { BlogCategoriesPage } from '../../features/blog-categories/components/blog-categories-page';
export {
  BlogCategoryDefinePage,
  BlogCategoryEditPage,
} from '../../features/blog-categories/components/blog-category-form-pages';
