import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import {
  createVolumetricWeightBody,
  listVolumetricWeightsQuery,
  updateVolumetricWeightBody,
} from '../../orders/shipping';
import { calculateShippingParams } from '../../orders/shipping-price';
import { admin, user } from './shared';

const { shipping } = SUBJECTS.orders;

/**
 * Volumetric weights are shop configuration, read and written by admins only; customers see
 * only what they add up to, through calculate-price.
 */
export const shippingRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/shipping',
    subject: shipping.create,
    title: 'تعریف وزن ارسال',
    summary: 'Set the shipping weight and box of one unit step of a product or a category',
    body: createVolumetricWeightBody,
    status: 201,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/shipping',
    subject: shipping.list,
    summary: 'Volumetric weights, newest first (admins)',
    query: listVolumetricWeightsQuery,
  }),
  route({
    ...user,
    method: 'GET',
    path: '/shipping/calculate-price/{addressId}',
    subject: shipping.calculatePrice,
    summary: "What the caller's basket costs to ship to one of the caller's addresses, by method",
    params: calculateShippingParams,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/shipping/{id}',
    subject: shipping.findOne,
    summary: 'One volumetric weight (admins)',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/shipping/{id}',
    subject: shipping.update,
    title: 'ویرایش وزن ارسال',
    summary: 'Change the weight or box of a volumetric weight',
    params: idParams,
    body: updateVolumetricWeightBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/shipping/{id}',
    subject: shipping.remove,
    title: 'حذف وزن ارسال',
    summary: 'Delete a volumetric weight; its product or category falls back to the next entry up',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
