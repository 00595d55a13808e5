import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import { createBlogCategoryBody, updateBlogCategoryBody } from '../../content/blog-category';
import { admin, read } from './shared';

const { blogCategories } = SUBJECTS.content;

export const blogCategoryRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/blog/category',
    subject: blogCategories.create,
    title: 'افزودن دستهٔ بلاگ',
    summary: 'Defines a blog category',
    body: createBlogCategoryBody,
    status: 201,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/category/all',
    subject: blogCategories.list,
    summary: 'Every blog category in order, with how many published articles each has',
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/category/{id}',
    subject: blogCategories.findOne,
    summary: 'One blog category',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/blog/category/{id}',
    subject: blogCategories.update,
    title: 'ویرایش دستهٔ بلاگ',
    summary: 'Renames, describes or reorders a blog category',
    params: idParams,
    body: updateBlogCategoryBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/blog/category/{id}',
    subject: blogCategories.remove,
    title: 'حذف دستهٔ بلاگ',
    summary: 'Deletes a blog category that no article (live or in the recycle bin) is in',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
