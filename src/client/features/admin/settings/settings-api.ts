import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import {
  createShippingZone,
  deleteShippingZone,
  getAdminSettings,
  getShippingCountries,
  getShippingZones,
  getVatRates,
  removeVatRate,
  setVatRate,
  updateAdminSettings,
  updateShippingZone,
} from '@/domain/api/shipping';
import { getAdminHouseContact, getHouse, updateAdminHouseContact } from '@/domain/api/house';
import { getAdminHousePages, updateAdminHousePage } from '@/domain/api/pages';
import type { HousePageSlug } from '@/domain/pages/house-text';
import type { AdminHousePages, HousePageInput } from '@/domain/pages/schemas';
import { SOCIAL_NETWORKS, type House } from '@/domain/settings/house';
import type { HouseContact, HouseContactInput, ShopSettingsInput } from '@/domain/settings/schemas';
import type { ShippingZone, ShippingZoneInput } from '@/domain/shipping/schemas';
import { call, fetcher } from '@/client/lib/api';
import { housePageQuery } from '@/client/lib/house-page-query';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

const settingsQuery = queryOptions({ queryKey: queryKeyOf(getAdminSettings), queryFn: fetcher(getAdminSettings) });
const contactQuery = queryOptions({
  queryKey: queryKeyOf(getAdminHouseContact),
  queryFn: fetcher(getAdminHouseContact),
});
const ratesQuery = queryOptions({ queryKey: queryKeyOf(getVatRates), queryFn: fetcher(getVatRates) });
const zonesQuery = queryOptions({ queryKey: queryKeyOf(getShippingZones), queryFn: fetcher(getShippingZones) });
const housePagesQuery = queryOptions({
  queryKey: queryKeyOf(getAdminHousePages),
  queryFn: fetcher(getAdminHousePages),
});

export const useHouseSettings = () => useQuery(settingsQuery);
export const useHousePages = () => useQuery(housePagesQuery);
export const useHouseContact = () => useQuery(contactQuery);
export const useVatRates = () => useQuery(ratesQuery);
export const useShippingZones = () => useQuery(zonesQuery);

/** After any write: the activity log has a new row. */
const useAfterWrite = () => {
  const qc = useQueryClient();
  return () => void invalidate(qc, listAudit);
};

export function useSaveHouse() {
  const qc = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (body: ShopSettingsInput) => call(updateAdminSettings, { body }),
    onSuccess: (saved) => {
      qc.setQueryData(settingsQuery.queryKey, saved);
      // The footer shows the legal name's address.
      qc.setQueryData<House>(
        queryKeyOf(getHouse),
        (house) =>
          house && {
            ...house,
            name: saved.legalName,
            address: saved.address
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          },
      );
      after();
    },
  });
}

/** The storefront's copy of the house's details (the footer) as the back office just saved them. */
const withContact = (house: House | undefined, contact: HouseContact): House | undefined =>
  house && {
    ...house,
    email: contact.email,
    phone: contact.phone,
    hours: contact.hours,
    social: SOCIAL_NETWORKS.filter((n) => contact.social[n]).map((n) => ({ network: n, url: contact.social[n] })),
  };

export function useSaveHouseContact() {
  const qc = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (body: HouseContactInput) => call(updateAdminHouseContact, { body }),
    onSuccess: (saved) => {
      qc.setQueryData(contactQuery.queryKey, saved);
      qc.setQueryData<House>(queryKeyOf(getHouse), (house) => withContact(house, saved));
      after();
    },
  });
}

export function useSetRate() {
  const qc = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ country, rate }: { country: string; rate: number }) =>
      call(setVatRate, { params: { country }, body: { rate } }),
    onSuccess: (rates) => {
      qc.setQueryData(ratesQuery.queryKey, rates);
      after();
    },
  });
}

export function useRemoveRate() {
  const qc = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (country: string) => call(removeVatRate, { params: { country } }),
    onSuccess: (rates) => {
      qc.setQueryData(ratesQuery.queryKey, rates);
      after();
    },
  });
}

/** Zone writes answer every zone: the list is replaced, and the countries shipped to read again. */
function useZoneWrite<TVars>(request: (vars: TVars) => Promise<ShippingZone[]>) {
  const qc = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    mutationFn: request,
    onSuccess: (zones) => {
      qc.setQueryData(zonesQuery.queryKey, zones);
      void invalidate(qc, getShippingCountries);
      after();
    },
  });
}

export const useSaveZone = () =>
  useZoneWrite(({ id, input }: { id: number | null; input: ShippingZoneInput }) =>
    id === null ? call(createShippingZone, { body: input }) : call(updateShippingZone, { params: { id }, body: input }),
  );

export const useDeleteZone = () => useZoneWrite((id: number) => call(deleteShippingZone, { params: { id } }));

/** A house page saved: the back office's copy replaced, the shop's copy read again (its facts filled by the server). */
export function useSaveHousePage() {
  const qc = useQueryClient();
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: HousePageSlug; input: HousePageInput }) =>
      call(updateAdminHousePage, { params: { slug }, body: input }),
    onSuccess: (saved) => {
      qc.setQueryData<AdminHousePages>(
        housePagesQuery.queryKey,
        (pages) => pages && { ...pages, pages: pages.pages.map((p) => (p.slug === saved.slug ? saved : p)) },
      );
      void qc.invalidateQueries({ queryKey: housePageQuery(saved.slug).queryKey });
      after();
    },
  });
}
