import type { PersonasView } from '@aurum/shared/life-os/personas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, personaKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/personas: the four personas and the active one (the hub shows the active one). */
export const personasQuery = (userId: string) =>
  queryOptions({
    queryKey: personaKeys.view(userId),
    queryFn: ({ signal }) => apiRequest<PersonasView>('/api/personas', { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function usePersonas() {
  const { user } = useAuth();
  return useQuery({ ...personasQuery(user?.id ?? ''), enabled: Boolean(user) });
}
