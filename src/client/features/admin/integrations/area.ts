import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Integrations tab of the back office (owners only): the webhooks' endpoints and their deliveries (DESIGN §1 "Webhooks and integrations"). */
export const integrationsArea = adminArea(
  { value: 'integrations', label: msg('Integrations'), permission: 'integrations' },
  () => import('./integrations-panel').then((m) => m.IntegrationsPanel),
);
