import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import {
  createProductBody,
  listDeletedProductsQuery,
  listProductsQuery,
  updateProductBody,
} from '../../catalog/product';
import { nameParams } from '../../catalog/inventory';
import { recycleBinQuery } from '../../catalog/search';
import { admin, menuQuery, pageQuery, read } from './shared';

const { products, recycleBin } = SUBJECTS.catalog;

export const productRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/products/create-one',
    subject: products.create,
    title: 'افزودن محصول',
    summary: 'Create a product',
    body: createProductBody,
    status: 201,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/get-all',
    subject: products.list,
    summary: 'List products with paging, sorting and filters',
    query: listProductsQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/products/deleted-products',
    subject: products.listDeleted,
    summary: 'Products in the recycle bin, newest deletion first',
    query: listDeletedProductsQuery,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/products/delete-one/{id}',
    subject: products.remove,
    title: 'انتقال محصول به سطل بازیافت',
    summary: 'Move a product (and its inventories) to the recycle bin',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'POST',
    path: '/products/undo-delete/{id}',
    subject: products.restore,
    title: 'بازگرداندن محصول از سطل بازیافت',
    summary: 'Bring a product back from the recycle bin',
    params: idParams,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/find-one/{id}',
    subject: products.findOne,
    summary: 'One product by id',
    params: idParams,
    edgeView: { view: 'productById', param: 'id' },
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/name/{name}',
    subject: products.findByName,
    summary: 'One product by its exact name',
    params: nameParams,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/products/get-all-removed',
    subject: recycleBin.list,
    summary: "The catalog's recycle bin: deleted products, inventories or categories (`kind`)",
    query: recycleBinQuery,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/products/update-one/{id}',
    subject: products.update,
    title: 'ویرایش محصول',
    summary: 'Change a product',
    params: idParams,
    body: updateProductBody,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/onSale',
    subject: products.onSale,
    summary: 'Products with at least one inventory on sale',
    query: pageQuery,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/category-menu/{id}',
    subject: products.byCategory,
    summary: 'Newest products of a category and its subcategories, for menus',
    params: idParams,
    query: menuQuery,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/similarProducts/{id}',
    subject: products.similar,
    summary: 'Products an admin marked as similar',
    params: idParams,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/setProducts/{id}',
    subject: products.set,
    summary: 'Products sold together with this one',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
