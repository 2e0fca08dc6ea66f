import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as societyRoutes from '@aurum/shared/society/society-routes';
import { FIRST_DATA_FRESH_MS, societyKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';
import type { SocietyTab } from '../utils/society-tabs';

const read = <T>(key: readonly unknown[], get: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => get(signal),
    staleTime: FIRST_DATA_FRESH_MS,
  });

/** GET /api/society/perks: the catalogue with the member's availability and redemptions. */
export const perksQuery = (userId: string) =>
  read(societyKeys.perks(userId), (signal) => callApi(societyRoutes.perks, { signal }));

/** GET /api/society/events: the events the member's tier sees, with their RSVP or place in line. */
export const societyEventsQuery = (userId: string) =>
  read(societyKeys.events(userId), (signal) => callApi(societyRoutes.events, { signal }));

/** GET /api/society/gifts: the gifts the member received. */
export const giftsQuery = (userId: string) =>
  read(societyKeys.gifts(userId), (signal) => callApi(societyRoutes.gifts, { signal }));

/** GET /api/society/benefits: what the member's tier includes. */
export const benefitsQuery = (userId: string) =>
  read(societyKeys.benefits(userId), (signal) => callApi(societyRoutes.benefits, { signal }));

/** The read of a tab of /society, which the screen's descriptor prefetches. */
export const societyTabQuery = (userId: string, tab: SocietyTab) =>
  ({ perks: perksQuery, events: societyEventsQuery, gifts: giftsQuery, benefits: benefitsQuery })[
    tab
  ](userId) as ReturnType<typeof read<unknown>>;

function useSocietyRead<T>(options: (userId: string) => ReturnType<typeof read<T>>) {
  const { user } = useAuth();
  return useQuery({ ...options(user?.id ?? ''), enabled: Boolean(user) });
}

export const usePerks = () => useSocietyRead(perksQuery);
export const useSocietyEvents = () => useSocietyRead(societyEventsQuery);
export const useGifts = () => useSocietyRead(giftsQuery);
export const useBenefits = () => useSocietyRead(benefitsQuery);
