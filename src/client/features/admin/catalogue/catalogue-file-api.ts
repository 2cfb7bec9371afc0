import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAdminDashboard, listAudit } from '@/domain/api/admin';
import { listAdminPerfumes, listMissingTranslations } from '@/domain/api/admin-catalogue';
import { exportCatalogueFile, importCatalogueFile } from '@/domain/api/catalogue-file';
import { urlOf } from '@/domain/api/endpoint';
import { getMarketPrices } from '@/domain/api/markets';
import { call } from '@/client/lib/api';
import { invalidateStorefrontCatalogue } from '@/client/lib/catalogue-queries';
import { invalidate } from '@/client/lib/query-keys';

/** The catalogue as a CSV file: where the export downloads from. */
export const catalogueCsvUrl = urlOf(exportCatalogueFile);

/**
 * Sends a catalogue file (multipart, field `file`): with `dryRun`, to learn what it would change; without, to apply
 * it. Once applied, the perfumes, the markets' price lists, the dashboard, the activity and the storefront's own
 * catalogue queries are read again.
 */
export function useCatalogueImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return call(importCatalogueFile, { query: { dryRun: dryRun ? 'true' : undefined }, body: form });
    },
    onSuccess: (answer) => {
      if (!answer.applied) return;
      void invalidate(qc, listAdminPerfumes, getMarketPrices, getAdminDashboard, listAudit, listMissingTranslations);
      void invalidateStorefrontCatalogue(qc);
    },
  });
}
