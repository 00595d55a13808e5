import { SUBJECTS } from '../subjects';
import { route, type RouteDef } from '../route';
import { searchQuery } from '../catalog/search';
import { auditLogQuery } from '../audit/audit-entry';
import { admin, read } from './catalog/shared';
import { productRoutes } from './catalog/products.routes';
import { colorRoutes } from './catalog/colors.routes';
import { designRoutes } from './catalog/designs.routes';
import { inventoryRoutes } from './catalog/inventories.routes';
import { categoryRoutes } from './catalog/categories.routes';

const { search } = SUBJECTS.catalog;

export const catalogRoutes = [
  ...productRoutes,
  ...colorRoutes,
  ...designRoutes,
  ...inventoryRoutes,
  ...categoryRoutes,
  route({
    ...read,
    method: 'GET',
    path: '/search/header-search',
    subject: search.header,
    summary: 'Suggestions as people type: inventories, products and categories',
    query: searchQuery,
    budget: 'search',
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/catalog/audit-log',
    subject: SUBJECTS.catalog.audit.list,
    summary: "What administrators changed in the catalog's data, newest first",
    query: auditLogQuery,
  }),
] as const satisfies readonly RouteDef[];
