// The products feature's pages, loaded together as one chunk.
export { ProductsPage } from '../../features/products/components/products-page';
export { ProductDefinePage } from '../../features/products/components/product-define-page';
export { ProductEditPage } from '../../features/products/components/product-edit-page';
export { RemovedProductsPage } from '../../features/products/components/removed-products-page';
