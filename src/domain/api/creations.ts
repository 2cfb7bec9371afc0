import { addedLineSchema } from '../cart/schemas';
import {
  creationListSchema,
  creationSchema,
  creationToCartSchema,
  creationUpdateSchema,
  newCreationSchema,
} from '../creations/schemas';
import { noContentSchema } from '../shared/fields';
import { creationIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

const tag = 'Creations';

export const getCreations = endpoint({
  method: 'GET',
  path: '/api/user/creations',
  tag,
  summary:
    "The signed-in shopper's saved designs, newest first, each priced today (or with why it can no longer be made).",
  auth: 'user',
  responses: { 200: creationListSchema },
});

export const createCreation = endpoint({
  method: 'POST',
  path: '/api/user/creations',
  tag,
  summary: 'Saves a lifestyle result or a bespoke design, checked and priced by the rules of the cart.',
  auth: 'user',
  body: newCreationSchema,
  responses: { 201: creationSchema },
  errors: { 400: ['CREATION_KIND_MISMATCH', 'INVALID_CUSTOM_DESIGN', 'IFRA_LIMIT', 'CREATION_LIMIT'] },
});

export const updateCreation = endpoint({
  method: 'PUT',
  path: '/api/user/creations/:id',
  tag,
  summary: 'Renames a creation, revises its design, or both.',
  auth: 'user',
  params: creationIdParam,
  body: creationUpdateSchema,
  responses: { 200: creationSchema },
  errors: { 400: ['CREATION_KIND_MISMATCH', 'INVALID_CUSTOM_DESIGN', 'IFRA_LIMIT'], 404: ['CREATION_NOT_FOUND'] },
});

export const deleteCreation = endpoint({
  method: 'DELETE',
  path: '/api/user/creations/:id',
  tag,
  summary: 'Deletes a creation.',
  auth: 'user',
  params: creationIdParam,
  responses: { 204: noContentSchema },
  errors: { 404: ['CREATION_NOT_FOUND'] },
});

export const addCreationToCart = endpoint({
  method: 'POST',
  path: '/api/user/creations/:id/cart',
  tag,
  summary:
    "Puts a creation in the signed-in shopper's cart as a bottle or a sample, checked and priced again; answers the line.",
  auth: 'user',
  params: creationIdParam,
  body: creationToCartSchema,
  responses: { 201: addedLineSchema },
  errors: {
    400: ['INVALID_CUSTOM_DESIGN', 'IFRA_LIMIT', 'CART_FULL', 'REFILL_NOT_OFFERED'],
    404: ['CREATION_NOT_FOUND'],
  },
});
