import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import { createColorBody, listColorsQuery, updateColorBody } from '../../catalog/color';
import { admin, read } from './shared';

const { colors } = SUBJECTS.catalog;

export const colorRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/products/colors',
    subject: colors.create,
    title: 'افزودن رنگ',
    summary: 'Add a colour',
    body: createColorBody,
    status: 201,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/colors',
    subject: colors.list,
    summary: 'All colours',
    query: listColorsQuery,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/products/colors/{id}',
    subject: colors.findOne,
    summary: 'One colour',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/products/colors/{id}',
    subject: colors.update,
    title: 'ویرایش رنگ',
    summary: 'Change a colour',
    params: idParams,
    body: updateColorBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/products/colors/{id}',
    subject: colors.remove,
    title: 'حذف رنگ',
    summary: 'Delete a colour no inventory uses',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
