import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import {
  changeOrderStatusBody,
  listMyOrdersQuery,
  listOrdersQuery,
  orderIdQuery,
  orderUserSearchQuery,
  placeOrderBody,
} from '../../orders/order';
import { admin, user } from './shared';

const { orders } = SUBJECTS.orders;

/** Orders: customers place and read their own; admins read all and move them along. */
export const orderRoutes = [
  route({
    ...user,
    method: 'POST',
    path: '/order',
    subject: orders.place,
    client: true,
    summary: "Place an order from the caller's basket; prices are worked out on the server",
    body: placeOrderBody,
    status: 201,
    idempotencyKey: true,
  }),
  route({
    ...user,
    method: 'GET',
    path: '/order/all',
    subject: orders.mine,
    summary: "The caller's orders, newest first",
    query: listMyOrdersQuery,
  }),
  route({
    ...user,
    method: 'GET',
    path: '/order/one/{id}',
    subject: orders.findMine,
    summary: "One of the caller's orders with its timeline; someone else's is a 404",
    params: idParams,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/order/all-by-admin',
    subject: orders.list,
    summary: 'Every order, by status, period and customer (admins)',
    query: listOrdersQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/order/one-by-admin',
    subject: orders.findOne,
    summary: 'One order with its timeline (admins)',
    query: orderIdQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/order/user-search',
    subject: orders.userSearch,
    summary: 'Orders of the customers whose phone or name matches (admins)',
    query: orderUserSearchQuery,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/order/{id}',
    subject: orders.changeStatus,
    title: 'تغییر وضعیت سفارش',
    summary: 'Move an order along the transition table, with a note and a Post tracking code',
    params: idParams,
    body: changeOrderStatusBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/order/{id}',
    subject: orders.cancel,
    title: 'لغو سفارش',
    summary: 'Cancel an order (kept, with its timeline); its stock goes back',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
