import * as staffSocietyRoutes from '@aurum/shared/admin/staff-society-routes';
import type { EventInput, GiftInput, PerkInput } from '@aurum/shared/society/society-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/society/perks: the whole catalogue, retired perks last. */
export const useAdminPerks = () =>
  useQuery({
    queryKey: adminKeys.society('perks'),
    queryFn: ({ signal }) => callApi(staffSocietyRoutes.perks, { signal }),
  });

/** GET /api/admin/society/events: every event, soonest first, retired last. */
export const useAdminSocietyEvents = () =>
  useQuery({
    queryKey: adminKeys.society('events'),
    queryFn: ({ signal }) => callApi(staffSocietyRoutes.events, { signal }),
  });

/** GET /api/admin/society/gifts?q=: gifts recorded for members, newest first. */
export const useAdminGifts = (q: string) =>
  useQuery({
    queryKey: adminKeys.society('gifts', q),
    queryFn: ({ signal }) => callApi(staffSocietyRoutes.gifts, { query: { q }, signal }),
  });

function useSocietyWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.society() }),
  });
}

/** POST a new perk, or PATCH one when an id is given. */
export const useSavePerk = () =>
  useSocietyWrite((v: { id?: string; body: PerkInput }) =>
    v.id
      ? callApi(staffSocietyRoutes.updatePerk, { params: { id: v.id }, body: v.body })
      : callApi(staffSocietyRoutes.addPerk, { body: v.body }),
  );

/** POST a new event, or PATCH one when an id is given. */
export const useSaveSocietyEvent = () =>
  useSocietyWrite((v: { id?: string; body: EventInput }) =>
    v.id
      ? callApi(staffSocietyRoutes.updateEvent, { params: { id: v.id }, body: v.body })
      : callApi(staffSocietyRoutes.addEvent, { body: v.body }),
  );

/** POST a gift for a member, or PATCH one when an id is given. */
export const useSaveGift = () =>
  useSocietyWrite((v: { id?: string; body: GiftInput }) =>
    v.id
      ? callApi(staffSocietyRoutes.updateGift, { params: { id: v.id }, body: v.body })
      : callApi(staffSocietyRoutes.addGift, { body: v.body }),
  );

const RETIREMENT = {
  perks: { retire: staffSocietyRoutes.retirePerk, restore: staffSocietyRoutes.restorePerk },
  events: { retire: staffSocietyRoutes.retireEvent, restore: staffSocietyRoutes.restoreEvent },
} as const;

/** POST .../retire or .../restore of a perk or an event. */
export const useRetire = () =>
  useSocietyWrite((v: { kind: 'perks' | 'events'; id: string; retire: boolean }) =>
    callApi(RETIREMENT[v.kind][v.retire ? 'retire' : 'restore'], { params: { id: v.id } }),
  );
