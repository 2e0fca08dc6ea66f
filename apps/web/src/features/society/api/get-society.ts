import type {
  Gift,
  Perk,
  SocietyBenefits,
  SocietyEvent,
} from '@aurum/shared/society/society-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, societyKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';
import type { SocietyTab } from '../utils/society-tabs';

const read = <T>(key: readonly unknown[], path: string) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<T>(path, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

/** GET /api/society/perks: the catalogue with the member's availability and redemptions. */
export const perksQuery = (userId: string) =>
  read<Perk[]>(societyKeys.perks(userId), '/api/society/perks');

/** GET /api/society/events: the events the member's tier sees, with their RSVP or place in line. */
export const societyEventsQuery = (userId: string) =>
  read<SocietyEvent[]>(societyKeys.events(userId), '/api/society/events');

/** GET /api/society/gifts: the gifts the member received. */
export const giftsQuery = (userId: string) =>
  read<Gift[]>(societyKeys.gifts(userId), '/api/society/gifts');

/** GET /api/society/benefits: what the member's tier includes. */
export const benefitsQuery = (userId: string) =>
  read<SocietyBenefits>(societyKeys.benefits(userId), '/api/society/benefits');

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
