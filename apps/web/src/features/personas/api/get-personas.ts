import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as personaRoutes from '@aurum/shared/life-os/personas-routes';
import { FIRST_DATA_FRESH_MS, personaKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/personas: the four personas, which one is active and each one's toggles. */
export const personasQuery = (userId: string) =>
  queryOptions({
    queryKey: personaKeys.view(userId),
    queryFn: ({ signal }) => callApi(personaRoutes.view, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function usePersonas() {
  const { user } = useAuth();
  return useQuery({ ...personasQuery(user?.id ?? ''), enabled: Boolean(user) });
}
