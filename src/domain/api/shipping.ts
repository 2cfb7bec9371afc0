import {
  shippingCountriesSchema,
  shippingMethodsQuerySchema,
  shippingMethodsSchema,
  shippingZoneInputSchema,
  shippingZonesSchema,
} from '../shipping/schemas';
import {
  shopSettingsInputSchema,
  shopSettingsSchema,
  vatCountryParam,
  vatRateInputSchema,
  vatRatesSchema,
} from '../settings/schemas';
import { zoneIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

const tag = 'Shipping and taxes';

export const getShippingCountries = endpoint({
  method: 'GET',
  path: '/api/shipping/countries',
  tag,
  summary: 'Every country the shop ships to: its ISO 3166-1 alpha-2 code and its name, by name.',
  responses: { 200: shippingCountriesSchema },
});

export const getShippingMethods = endpoint({
  method: 'GET',
  path: '/api/shipping/methods',
  tag,
  summary:
    "The shipping methods of a country's zone, with their prices, free thresholds and delivery estimates; each named in the request's language, else in English.",
  query: shippingMethodsQuerySchema,
  responses: { 200: shippingMethodsSchema },
  errors: { 400: ['COUNTRY_UNKNOWN'], 404: ['COUNTRY_NOT_SHIPPED'] },
});

export const getAdminSettings = endpoint({
  method: 'GET',
  path: '/api/admin/settings',
  tag,
  summary: "The house's legal details: the seller on every invoice.",
  auth: 'admin',
  permission: 'settings',
  responses: { 200: shopSettingsSchema },
});

export const updateAdminSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/settings',
  tag,
  summary: "Sets the house's legal name, address, VAT number, home country and legal mentions.",
  auth: 'admin',
  permission: 'settings',
  body: shopSettingsInputSchema,
  responses: { 200: shopSettingsSchema },
});

export const getVatRates = endpoint({
  method: 'GET',
  path: '/api/admin/vat-rates',
  tag,
  summary: 'The VAT rate charged to each destination (percent); a country absent is 0 % (an export).',
  auth: 'admin',
  permission: 'settings',
  responses: { 200: vatRatesSchema },
});

export const setVatRate = endpoint({
  method: 'PUT',
  path: '/api/admin/vat-rates/:country',
  tag,
  summary: "Sets a destination's VAT rate; orders already placed keep what they were charged.",
  auth: 'admin',
  permission: 'settings',
  params: vatCountryParam,
  body: vatRateInputSchema,
  responses: { 200: vatRatesSchema },
  errors: { 400: ['COUNTRY_UNKNOWN'] },
});

export const removeVatRate = endpoint({
  method: 'DELETE',
  path: '/api/admin/vat-rates/:country',
  tag,
  summary: "Removes a destination's rate: it is then 0 % (an export).",
  auth: 'admin',
  permission: 'settings',
  params: vatCountryParam,
  responses: { 200: vatRatesSchema },
});

export const getShippingZones = endpoint({
  method: 'GET',
  path: '/api/admin/shipping-zones',
  tag,
  summary:
    'The shipping zones, each with its countries and methods (their names in English and in the other languages).',
  auth: 'admin',
  permission: 'settings',
  responses: { 200: shippingZonesSchema },
});

export const createShippingZone = endpoint({
  method: 'POST',
  path: '/api/admin/shipping-zones',
  tag,
  summary:
    'Adds a zone with its countries (or the rest of the world) and methods, each named in English and optionally in the other languages; answers every zone.',
  auth: 'admin',
  permission: 'settings',
  body: shippingZoneInputSchema,
  responses: { 201: shippingZonesSchema },
  errors: { 400: ['COUNTRY_UNKNOWN'], 409: ['COUNTRY_IN_TWO_ZONES', 'ZONE_NAME_TAKEN'] },
});

export const updateShippingZone = endpoint({
  method: 'PUT',
  path: '/api/admin/shipping-zones/:id',
  tag,
  summary: 'Replaces a zone, its countries and its methods; answers every zone.',
  auth: 'admin',
  permission: 'settings',
  params: zoneIdParam,
  body: shippingZoneInputSchema,
  responses: { 200: shippingZonesSchema },
  errors: { 400: ['COUNTRY_UNKNOWN'], 404: ['ZONE_NOT_FOUND'], 409: ['COUNTRY_IN_TWO_ZONES', 'ZONE_NAME_TAKEN'] },
});

export const deleteShippingZone = endpoint({
  method: 'DELETE',
  path: '/api/admin/shipping-zones/:id',
  tag,
  summary:
    'Removes a zone and its methods; its countries are then shipped by the rest of the world, if a zone takes it.',
  auth: 'admin',
  permission: 'settings',
  params: zoneIdParam,
  responses: { 200: shippingZonesSchema },
  errors: { 404: ['ZONE_NOT_FOUND'] },
});
