import { activityArea } from './activity/area';
import { atelierArea } from './atelier/area';
import { catalogueArea } from './catalogue/area';
import { customersArea } from './customers/area';
import { analyticsArea } from './dashboard/area';
import { discountsArea } from './discounts/area';
import { integrationsArea } from './integrations/area';
import { mailArea } from './mail/area';
import { marketsArea } from './markets/area';
import { ordersArea } from './orders/area';
import { refillsArea } from './refills/area';
import { returnsArea } from './returns/area';
import { reviewsArea } from './reviews/area';
import { settingsArea } from './settings/area';
import { staffArea } from './staff/area';
import type { AdminArea } from './shared/area';

/**
 * The back office's tabs, in the order they are shown. Each area declares its tab in its own folder's
 * `area.ts`; a new area is a folder with its `area.ts`, listed here.
 */
export const ADMIN_AREAS: readonly AdminArea[] = [
  ordersArea,
  returnsArea,
  refillsArea,
  atelierArea,
  catalogueArea,
  customersArea,
  reviewsArea,
  discountsArea,
  analyticsArea,
  mailArea,
  activityArea,
  settingsArea,
  marketsArea,
  staffArea,
  integrationsArea,
];
