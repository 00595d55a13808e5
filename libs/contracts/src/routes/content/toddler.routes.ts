import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import {
  createToddlerBody,
  listToddlersQuery,
  reviewToddlersQuery,
  toddlerIdParams,
  toddlerNameParams,
  updateToddlerBody,
} from '../../content/toddler';
import { admin, read, service, user } from './shared';

const { toddlers } = SUBJECTS.content;

/**
 * Parents submit their own toddler's photo; nothing is shown until an admin approves it. The
 * gallery reads are cached at the edge; one entry by id depends on who asks, so it is not.
 */
export const toddlerRoutes = [
  route({
    ...user,
    method: 'POST',
    path: '/toddler',
    subject: toddlers.submit,
    summary: "Submits the caller's toddler (multipart: name, age in months, the photo in `file`) for review",
    body: createToddlerBody,
    status: 201,
    upload: 'required',
  }),
  route({
    ...read,
    method: 'GET',
    path: '/toddler/all',
    subject: toddlers.list,
    summary: 'Approved toddlers of the league, newest first, paged',
    query: listToddlersQuery,
  }),
  route({
    ...user,
    method: 'GET',
    path: '/toddler/mine',
    subject: toddlers.mine,
    summary: "The caller's own entries in any state, with the reason of a rejection",
    query: listToddlersQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/toddler/review',
    subject: toddlers.queue,
    summary: 'The moderation queue: entries in one state (waiting ones by default), oldest first',
    query: reviewToddlersQuery,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/toddler/byName/{name}',
    subject: toddlers.byName,
    summary: 'Approved toddlers whose name matches (Arabic and Persian letters alike), paged',
    params: toddlerNameParams,
    query: listToddlersQuery,
  }),
  route({
    access: 'optional-user',
    service,
    method: 'GET',
    path: '/toddler/{id}',
    subject: toddlers.findOne,
    summary: 'One entry: approved ones to anyone; a waiting or rejected one only to its parent and admins',
    params: toddlerIdParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/toddler/{id}',
    subject: toddlers.review,
    title: 'بررسی شرکت‌کنندهٔ لیگ کودکان',
    summary: 'Approves, rejects (with a reason the parent sees) or edits an entry',
    params: toddlerIdParams,
    body: updateToddlerBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/toddler/{id}',
    subject: toddlers.remove,
    title: 'حذف شرکت‌کننده از لیگ کودکان',
    summary: 'Removes an entry from the league',
    params: toddlerIdParams,
  }),
] as const satisfies readonly RouteDef[];
