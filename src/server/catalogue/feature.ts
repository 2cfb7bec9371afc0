import type { Feature } from '../http/feature';
import { BackInStock, type BackInStockDeps } from './back-in-stock';
import { CatalogueBackOffice, type CatalogueBackOfficeDeps } from './back-office';
import { catalogueAdminRoutes } from './back-office-routes';
import { catalogueRoutes } from './routes';
import { CatalogueSnapshot, type CatalogueSnapshotDeps } from './snapshot';
import { CatalogueStock } from './stock';
import type { WebhookEvents } from '../webhooks/service';

export const catalogueFeature = {
  name: 'catalogue',
  routes: [catalogueRoutes],
  adminRoutes: [catalogueAdminRoutes],
} satisfies Feature;

/** What the catalogue's services are built from (services.ts gives each by name). */
export type CatalogueServicesDeps = CatalogueSnapshotDeps &
  BackInStockDeps &
  Pick<CatalogueBackOfficeDeps, 'audit'> & {
    /** The catalogue's events for the webhooks' endpoints: a perfume edited, a size's stock low (issue #49). */
    webhooks: WebhookEvents;
  };

/** The catalogue's services: the storefront's in memory, "Notify me", the bottles, the back office's edits. */
export function catalogueServices({
  db,
  store,
  markets,
  baseCurrency,
  mail,
  throttle,
  publicUrl,
  audit,
  webhooks,
}: CatalogueServicesDeps) {
  const catalogue = new CatalogueSnapshot({ db, store, markets, baseCurrency });
  const backInStock = new BackInStock({ db, mail, throttle, publicUrl });
  return {
    catalogue,
    backInStock,
    stock: new CatalogueStock({ db, catalogue, backInStock, webhooks }),
    catalogueBackOffice: new CatalogueBackOffice({
      db,
      catalogue,
      audit,
      backInStock,
      webhooks: { events: webhooks, currency: baseCurrency },
    }),
  };
}
