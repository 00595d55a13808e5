import { SUBJECTS } from '../subjects';
import { route } from '../route';
import { idParams } from '../common.schemas';
import { createProductBody, listProductsQuery } from '../catalog/product';

const products = SUBJECTS.catalog.products;

export const catalogRoutes = [
  route({
    method: 'POST',
    path: '/products/create-one',
    subject: products.create,
    access: 'admin',
    service: 'catalog',
    summary: 'Create a product',
    body: createProductBody,
    status: 201,
  }),
  route({
    method: 'GET',
    path: '/products/get-all',
    subject: products.list,
    access: 'public',
    service: 'catalog',
    summary: 'List products with paging, sorting and a text filter',
    query: listProductsQuery,
    maxAge: 30,
  }),
  route({
    method: 'GET',
    path: '/products/find-one/{id}',
    subject: products.findOne,
    access: 'public',
    service: 'catalog',
    summary: 'One product by id',
    params: idParams,
    maxAge: 30,
  }),
];
