import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminIngredient, AdminPerfume, IngredientInput, PerfumeInput, UploadedImage } from '@/domain/catalogue-admin';
import { apiRequest, getJson, postForm } from '@/client/lib/api';
import { invalidateStorefrontCatalogue } from '@/client/lib/catalogue-queries';
import { AUDIT_PATH, DASHBOARD_PATH, PERFUMES_PATH } from './api';

const INGREDIENTS_PATH = '/api/admin/ingredients';
const IMAGES_PATH = '/api/admin/images';

/**
 * One catalogue resource of the back office (perfumes, ingredients): the whole list, archived
 * ones included (a catalogue is tens of rows), and its writes. After a write the list, the
 * dashboard (low stock), the activity log and the storefront's own catalogue queries are read again,
 * so the admin sees the change in the shop at once.
 */
function catalogueResource<TItem extends { id: number }, TInput>(path: string) {
  const listQuery = () => queryOptions({ queryKey: [path] as const, queryFn: getJson<TItem[]>(path), staleTime: 0 });

  const useWrite = <TVars>(request: (vars: TVars) => Promise<TItem>) => {
    const qc = useQueryClient();
    return useMutation({
      mutationFn: request,
      onSuccess: (saved) => {
        // The saved row at once, in its place (or at the end for a new one); then the authoritative list.
        qc.setQueryData<TItem[]>(listQuery().queryKey, (list) =>
          list ? (list.some((i) => i.id === saved.id) ? list.map((i) => (i.id === saved.id ? saved : i)) : [...list, saved]) : list,
        );
        void qc.invalidateQueries({ queryKey: [path] });
        void qc.invalidateQueries({ queryKey: [DASHBOARD_PATH] });
        void qc.invalidateQueries({ queryKey: [AUDIT_PATH] });
        void invalidateStorefrontCatalogue(qc);
      },
    });
  };

  return {
    useList: () => useQuery(listQuery()),
    /** POST (no id) or PUT {path}/{id}. */
    useSave: () =>
      useWrite(({ id, input }: { id: number | null; input: TInput }) =>
        id === null ? apiRequest<TItem>('POST', path, input) : apiRequest<TItem>('PUT', `${path}/${id}`, input),
      ),
    /** DELETE {path}/{id} archives; POST {path}/{id}/restore puts it back on sale. */
    useSetArchived: () =>
      useWrite(({ id, archived }: { id: number; archived: boolean }) =>
        archived ? apiRequest<TItem>('DELETE', `${path}/${id}`) : apiRequest<TItem>('POST', `${path}/${id}/restore`),
      ),
  };
}

export const perfumesResource = catalogueResource<AdminPerfume, PerfumeInput>(PERFUMES_PATH);
export const ingredientsResource = catalogueResource<AdminIngredient, IngredientInput>(INGREDIENTS_PATH);

/** POST /api/admin/images (multipart, field `file`): where the re-encoded image is served. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<UploadedImage>(IMAGES_PATH, form);
    },
  });
}
