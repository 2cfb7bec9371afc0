import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHouse } from '@/domain/api/house';
import { fetcher } from './api';
import { queryKeyOf } from './query-keys';

/**
 * GET /api/house: the house's address, e-mail, phone, hours and social pages (set in the back
 * office). The footer of every page reads it, so every server-rendered page is rendered with it
 * (app/landing-pages.ts); its key is the path alone, as the server render seeds it.
 */
export const houseQuery = () => queryOptions({ queryKey: queryKeyOf(getHouse), queryFn: fetcher(getHouse) });

export const useHouse = () => useQuery(houseQuery());
