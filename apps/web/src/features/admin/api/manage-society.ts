import type {
  AdminGift,
  AdminPerk,
  AdminSocietyEvent,
  EventInput,
  GiftInput,
  PerkInput,
} from '@aurum/shared/society/society-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

const base = '/api/admin/society';
const at = (kind: string, id: string) => `${base}/${kind}/${encodeURIComponent(id)}`;

/** GET /api/admin/society/perks: the whole catalogue, retired perks last. */
export const useAdminPerks = () =>
  useQuery({
    queryKey: adminKeys.society('perks'),
    queryFn: ({ signal }) => apiRequest<AdminPerk[]>(`${base}/perks`, { signal }),
  });

/** GET /api/admin/society/events: every event, soonest first, retired last. */
export const useAdminSocietyEvents = () =>
  useQuery({
    queryKey: adminKeys.society('events'),
    queryFn: ({ signal }) => apiRequest<AdminSocietyEvent[]>(`${base}/events`, { signal }),
  });

/** GET /api/admin/society/gifts?q=: gifts recorded for members, newest first. */
export const useAdminGifts = (q: string) =>
  useQuery({
    queryKey: adminKeys.society('gifts', q),
    queryFn: ({ signal }) =>
      apiRequest<AdminGift[]>(`${base}/gifts?q=${encodeURIComponent(q)}`, { signal }),
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
      ? apiRequest<AdminPerk>(at('perks', v.id), { method: 'PATCH', body: v.body })
      : apiRequest<AdminPerk>(`${base}/perks`, { method: 'POST', body: v.body }),
  );

/** POST a new event, or PATCH one when an id is given. */
export const useSaveSocietyEvent = () =>
  useSocietyWrite((v: { id?: string; body: EventInput }) =>
    v.id
      ? apiRequest<AdminSocietyEvent>(at('events', v.id), { method: 'PATCH', body: v.body })
      : apiRequest<AdminSocietyEvent>(`${base}/events`, { method: 'POST', body: v.body }),
  );

/** POST a gift for a member, or PATCH one when an id is given. */
export const useSaveGift = () =>
  useSocietyWrite((v: { id?: string; body: GiftInput }) =>
    v.id
      ? apiRequest<AdminGift>(at('gifts', v.id), { method: 'PATCH', body: v.body })
      : apiRequest<AdminGift>(`${base}/gifts`, { method: 'POST', body: v.body }),
  );

/** POST .../retire or .../restore of a perk or an event. */
export const useRetire = () =>
  useSocietyWrite((v: { kind: 'perks' | 'events'; id: string; retire: boolean }) =>
    apiRequest<unknown>(`${at(v.kind, v.id)}/${v.retire ? 'retire' : 'restore'}`, {
      method: 'POST',
    }),
  );
