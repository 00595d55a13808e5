import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import {
  createCategoryBody,
  listCategoriesQuery,
  posterBody,
  posterParams,
  updateCategoryBody,
} from '../../catalog/category';
import { admin, read } from './shared';

const { categories } = SUBJECTS.catalog;

export const categoryRoutes = [
  route({
    ...read,
    method: 'GET',
    path: '/categories',
    subject: categories.list,
    summary: 'All live categories, flat, in order',
    query: listCategoriesQuery,
  }),
  route({
    ...admin,
    method: 'POST',
    path: '/categories',
    subject: categories.create,
    title: 'افزودن دسته‌بندی',
    summary: 'Add a category (multipart; optional desktop poster in `file`)',
    body: createCategoryBody,
    upload: 'optional',
    status: 201,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/categories/all-main-categories',
    subject: categories.mains,
    summary: 'Top-level categories in order',
  }),
  route({
    ...read,
    method: 'GET',
    path: '/categories/tree-mode',
    subject: categories.tree,
    summary: 'The whole category tree',
  }),
  route({
    ...read,
    method: 'GET',
    path: '/categories/one/{id}',
    subject: categories.findOne,
    summary: 'One category with its children',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'POST',
    path: '/categories/image/poster/{id}/{variant}',
    subject: categories.setPoster,
    title: 'تغییر پوستر دسته‌بندی',
    summary: 'Set the desktop or mobile poster (`variant`) of a category from `file`',
    params: posterParams,
    body: posterBody,
    upload: 'required',
  }),
  route({
    ...admin,
    method: 'PUT',
    path: '/categories/{id}',
    subject: categories.update,
    title: 'ویرایش یا بازگرداندن دسته‌بندی',
    summary: 'Change a category; `restore: true` brings it back from the recycle bin',
    params: idParams,
    body: updateCategoryBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/categories/category/{id}',
    subject: categories.remove,
    title: 'انتقال دسته‌بندی به سطل بازیافت',
    summary: 'Move a category with no live children or products to the recycle bin',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
