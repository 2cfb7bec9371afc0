import {
  adminHousePageSchema,
  adminHousePagesSchema,
  houseFactsSchema,
  housePageInputSchema,
  housePageParamsSchema,
  housePageSchema,
} from '../pages/schemas';
import { endpoint } from './endpoint';

/** The house's own pages (issue #43): words the owner writes, facts read from the settings. */

const tag = 'Pages';

export const getHousePage = endpoint({
  method: 'GET',
  path: '/api/pages/:slug',
  tag,
  summary:
    "A house page (Shipping & Returns, the FAQ, the terms, the privacy policy) as shoppers read it, in the request's language: the owner's words in it (a field the owner has not translated in their English, a page never saved in the house's first words in it), each fact (delivery days, prices, windows) filled in from the settings it describes.",
  params: housePageParamsSchema,
  responses: { 200: housePageSchema },
});

export const getHouseFacts = endpoint({
  method: 'GET',
  path: '/api/house/facts',
  tag,
  summary:
    "Every fact the house pages state, as words in the request's language, read from the settings it describes: made-to-order days, the return window, shipping prices, the gift wrap…",
  responses: { 200: houseFactsSchema },
});

export const getAdminHousePages = endpoint({
  method: 'GET',
  path: '/api/admin/pages',
  tag,
  summary:
    "The house pages as written (placeholders and all), each with its words in the shop's other languages, and every fact a page may name with what it reads now.",
  auth: 'admin',
  permission: 'settings',
  responses: { 200: adminHousePagesSchema },
});

export const updateAdminHousePage = endpoint({
  method: 'PUT',
  path: '/api/admin/pages/:slug',
  tag,
  summary:
    "Sets a house page's introduction and text (headings, paragraphs, lists, links and {fact} placeholders; no HTML), and the same in the shop's other languages (`translations`, by language: a field left empty shows the English; left out, the page has none). Shoppers read it at once.",
  auth: 'admin',
  permission: 'settings',
  params: housePageParamsSchema,
  body: housePageInputSchema,
  responses: { 200: adminHousePageSchema },
});
