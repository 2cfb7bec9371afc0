import {
  adminIngredientListSchema,
  adminIngredientSchema,
  adminPerfumeListSchema,
  adminPerfumeSchema,
  ingredientInputSchema,
  missingTranslationsSchema,
  perfumeInputSchema,
  perfumeUpdateSchema,
  uploadedImageSchema,
} from '../catalogue/admin-schemas';
import { ingredientIdParam, perfumeIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

/*
 * The back office's catalogue: perfumes and ingredients, archived ones included, and the images
 * they show. Every change is audited and reaches the storefront at once.
 */
const tag = 'Back office: catalogue';

export const listAdminPerfumes = endpoint({
  method: 'GET',
  path: '/api/admin/perfumes',
  tag,
  summary: 'Every perfume, archived ones included, with its stock.',
  auth: 'admin',
  permission: 'catalogue',
  responses: { 200: adminPerfumeListSchema },
});

export const createPerfume = endpoint({
  method: 'POST',
  path: '/api/admin/perfumes',
  tag,
  summary: 'Adds a perfume to the catalogue.',
  auth: 'admin',
  permission: 'catalogue',
  body: perfumeInputSchema,
  responses: { 201: adminPerfumeSchema },
});

export const updatePerfume = endpoint({
  method: 'PUT',
  path: '/api/admin/perfumes/:id',
  tag,
  summary:
    'Rewrites a perfume; its stock only when `stock` is sent, refused (409) when it moved away from `stockSeen` meanwhile.',
  auth: 'admin',
  permission: 'catalogue',
  params: perfumeIdParam,
  body: perfumeUpdateSchema,
  responses: { 200: adminPerfumeSchema },
  errors: { 404: ['PERFUME_NOT_FOUND'], 409: ['STOCK_CHANGED', 'STALE_EDIT'] },
});

export const archivePerfume = endpoint({
  method: 'DELETE',
  path: '/api/admin/perfumes/:id',
  tag,
  summary: 'Archives a perfume: off sale, while past orders keep it.',
  auth: 'admin',
  permission: 'catalogue',
  params: perfumeIdParam,
  responses: { 200: adminPerfumeSchema },
  errors: { 404: ['PERFUME_NOT_FOUND'] },
});

export const restorePerfume = endpoint({
  method: 'POST',
  path: '/api/admin/perfumes/:id/restore',
  tag,
  summary: 'Puts an archived perfume back on sale.',
  auth: 'admin',
  permission: 'catalogue',
  params: perfumeIdParam,
  responses: { 200: adminPerfumeSchema },
  errors: { 404: ['PERFUME_NOT_FOUND'] },
});

export const listAdminIngredients = endpoint({
  method: 'GET',
  path: '/api/admin/ingredients',
  tag,
  summary: 'Every ingredient of the bespoke builder, archived ones included.',
  auth: 'admin',
  permission: 'catalogue',
  responses: { 200: adminIngredientListSchema },
});

export const createIngredient = endpoint({
  method: 'POST',
  path: '/api/admin/ingredients',
  tag,
  summary: 'Adds an ingredient to the bespoke builder.',
  auth: 'admin',
  permission: 'catalogue',
  body: ingredientInputSchema,
  responses: { 201: adminIngredientSchema },
});

export const updateIngredient = endpoint({
  method: 'PUT',
  path: '/api/admin/ingredients/:id',
  tag,
  summary: 'Rewrites an ingredient.',
  auth: 'admin',
  permission: 'catalogue',
  params: ingredientIdParam,
  body: ingredientInputSchema,
  responses: { 200: adminIngredientSchema },
  errors: { 404: ['INGREDIENT_NOT_FOUND'] },
});

export const archiveIngredient = endpoint({
  method: 'DELETE',
  path: '/api/admin/ingredients/:id',
  tag,
  summary: 'Archives an ingredient: the builder no longer offers it.',
  auth: 'admin',
  permission: 'catalogue',
  params: ingredientIdParam,
  responses: { 200: adminIngredientSchema },
  errors: { 404: ['INGREDIENT_NOT_FOUND'] },
});

export const restoreIngredient = endpoint({
  method: 'POST',
  path: '/api/admin/ingredients/:id/restore',
  tag,
  summary: 'Puts an archived ingredient back in the builder.',
  auth: 'admin',
  permission: 'catalogue',
  params: ingredientIdParam,
  responses: { 200: adminIngredientSchema },
  errors: { 404: ['INGREDIENT_NOT_FOUND'] },
});

export const listMissingTranslations = endpoint({
  method: 'GET',
  path: '/api/admin/translations/missing',
  tag,
  summary:
    "Per language other than English, the perfumes and ingredients on sale with a field not yet translated (`missing`: a perfume's `description`, `notes`; an ingredient's `name`, `characteristics`). Those fields show the English meanwhile.",
  auth: 'admin',
  permission: 'catalogue',
  responses: { 200: missingTranslationsSchema },
});

export const uploadImage = endpoint({
  method: 'POST',
  path: '/api/admin/images',
  tag,
  summary: 'Uploads a PNG, JPEG or WebP image (multipart, field "file"); answers where its re-encoded copy is served.',
  auth: 'admin',
  permission: 'catalogue',
  multipart: true,
  responses: { 201: uploadedImageSchema },
  errors: { 400: ['IMAGE_REQUIRED', 'IMAGE_INVALID'], 413: ['IMAGE_TOO_LARGE'] },
});
