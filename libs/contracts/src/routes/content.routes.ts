import { SUBJECTS } from '../subjects';
import { route, type RouteDef } from '../route';
import { auditLogQuery } from '../audit/audit-entry';
import { admin } from './content/shared';
import { blogRoutes } from './content/blog.routes';
import { blogCategoryRoutes } from './content/blog-categories.routes';
import { toddlerRoutes } from './content/toddler.routes';

/** The content service's rows: one file per aggregate under `routes/content/`, gathered here. */
export const contentRoutes = [
  ...blogCategoryRoutes,
  ...blogRoutes,
  ...toddlerRoutes,
  route({
    ...admin,
    method: 'GET',
    path: '/content/audit-log',
    subject: SUBJECTS.content.audit.list,
    summary: 'What administrators changed in the blog and the league, newest first',
    query: auditLogQuery,
  }),
] as const satisfies readonly RouteDef[];
