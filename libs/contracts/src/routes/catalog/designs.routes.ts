import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import { createDesignBody, listDesignsQuery, updateDesignBody } from '../../catalog/design';
import { admin, read } from './shared';

const { designs } = SUBJECTS.catalog;

export const designRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/products/designs',
    subject: designs.create,
    title: 'افزودن طرح',
    summary: 'Add a design (multipart; optional image in `file`)',
    body: createDesignBody,
    upload: 'optional',
    status: 201,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/designs',
    subject: designs.list,
    summary: 'All designs',
    query: listDesignsQuery,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/designs/{id}',
    subject: designs.findOne,
    summary: 'One design',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/products/designs/{id}',
    subject: designs.update,
    title: 'ویرایش طرح',
    summary: 'Change a design (multipart; optional new image in `file`)',
    params: idParams,
    body: updateDesignBody,
    upload: 'optional',
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/products/designs/{id}',
    subject: designs.remove,
    title: 'حذف طرح',
    summary: 'Delete a design no inventory uses',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
