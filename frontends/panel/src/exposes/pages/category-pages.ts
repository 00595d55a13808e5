// The categories feature's pages, loaded together as one chunk.
export { CategoriesPage } from '../../features/categories/components/categories-page';
export {
  CategoryDefinePage,
  CategoryEditPage,
} from '../../features/categories/components/category-form-pages';
