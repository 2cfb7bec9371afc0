import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getAdminDashboard, listAudit } from '@/domain/api/admin';
import {
  archiveIngredient,
  archivePerfume,
  createIngredient,
  createPerfume,
  listAdminIngredients,
  listAdminPerfumes,
  listMissingTranslations,
  restoreIngredient,
  restorePerfume,
  updateIngredient,
  updatePerfume,
  uploadImage,
} from '@/domain/api/admin-catalogue';
import type { EndpointAccess, EndpointShape } from '@/domain/api/endpoint';
import { call, fetcher } from '@/client/lib/api';
import { invalidateStorefrontCatalogue } from '@/client/lib/catalogue-queries';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/** A declaration whose other parts are as `Parts` says. */
type Declared<Parts extends Partial<EndpointShape>> = Omit<EndpointShape, keyof Parts> & EndpointAccess & Parts;
type IdParams = z.ZodType<{ id: number }, { id: string }>;

/** The endpoints one catalogue resource is read and written through: its list, and its writes answering the row. */
interface CatalogueEndpoints<TItem, TInput, TUpdate> {
  list: Declared<{ method: 'GET'; responses: { 200: z.ZodType<TItem[]> } }>;
  create: Declared<{ body: z.ZodType<unknown, TInput>; responses: { 201: z.ZodType<TItem> } }>;
  update: Declared<{ params: IdParams; body: z.ZodType<unknown, TUpdate>; responses: { 200: z.ZodType<TItem> } }>;
  archive: Declared<{ params: IdParams; responses: { 200: z.ZodType<TItem> } }>;
  restore: Declared<{ params: IdParams; responses: { 200: z.ZodType<TItem> } }>;
}

/**
 * One catalogue resource of the back office (perfumes, ingredients): the whole list, archived
 * ones included (a catalogue is tens of rows), and its writes. After a write the list, the
 * dashboard (low stock), the missing translations, the activity log and the storefront's own catalogue queries are read again,
 * so the admin sees the change in the shop at once.
 */
function catalogueResource<TItem extends { id: number }, TInput extends object, TUpdate extends object = TInput>(
  endpoints: CatalogueEndpoints<TItem, TInput, TUpdate>,
) {
  const { list, archive, restore } = endpoints;
  // The writes' bodies read as objects here: the declarations' own input types are checked where the resource is made.
  const { create, update }: Pick<CatalogueEndpoints<TItem, object, object>, 'create' | 'update'> = endpoints;
  const listQuery = () => queryOptions({ queryKey: queryKeyOf(list), queryFn: fetcher(list), staleTime: 0 });

  const useWrite = <TVars>(request: (vars: TVars) => Promise<TItem>) => {
    const qc = useQueryClient();
    return useMutation({
      mutationFn: request,
      onSuccess: (saved) => {
        // The saved row at once, in its place (or at the end for a new one); then the authoritative list.
        qc.setQueryData<TItem[]>(listQuery().queryKey, (rows) =>
          rows
            ? rows.some((i) => i.id === saved.id)
              ? rows.map((i) => (i.id === saved.id ? saved : i))
              : [...rows, saved]
            : rows,
        );
        void invalidate(qc, list, getAdminDashboard, listAudit, listMissingTranslations);
        void invalidateStorefrontCatalogue(qc);
      },
    });
  };

  return {
    useList: () => useQuery(listQuery()),
    /** Creates the row (no id) or rewrites it. */
    useSave: () =>
      useWrite((vars: { id: null; input: TInput } | { id: number; input: TUpdate }) =>
        vars.id === null
          ? call(create, { body: vars.input })
          : call(update, { params: { id: vars.id }, body: vars.input }),
      ),
    /** Archives the row, or puts it back on sale. */
    useSetArchived: () =>
      useWrite(({ id, archived }: { id: number; archived: boolean }) =>
        call(archived ? archive : restore, { params: { id } }),
      ),
  };
}

export const perfumesResource = catalogueResource({
  list: listAdminPerfumes,
  create: createPerfume,
  update: updatePerfume,
  archive: archivePerfume,
  restore: restorePerfume,
});
export const ingredientsResource = catalogueResource({
  list: listAdminIngredients,
  create: createIngredient,
  update: updateIngredient,
  archive: archiveIngredient,
  restore: restoreIngredient,
});

/** Per language other than English, the perfumes and ingredients on sale with a field not yet translated. */
export function useMissingTranslations() {
  return useQuery(
    queryOptions({
      queryKey: queryKeyOf(listMissingTranslations),
      queryFn: fetcher(listMissingTranslations),
      staleTime: 0,
    }),
  );
}

/** Uploads one image (multipart, field `file`): where the re-encoded image is served. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(uploadImage, { body: form });
    },
  });
}
