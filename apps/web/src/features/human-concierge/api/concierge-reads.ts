import * as conciergeRoutes from '@aurum/shared/human-concierge/human-concierge-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { humanConciergeKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/human-concierge/assistants: the tier's visible assistants (403 below gold). */
export const assistantsQuery = (userId: string) =>
  queryOptions({
    queryKey: humanConciergeKeys.assistants(userId),
    queryFn: ({ signal }) => callApi(conciergeRoutes.assistants, { signal }),
    retry: false,
  });

/** GET /api/human-concierge/cases?state=: open cases (active) or completed ones (history). */
export const casesQuery = (userId: string, state: 'active' | 'history') =>
  queryOptions({
    queryKey: humanConciergeKeys.cases(userId, state),
    queryFn: ({ signal }) => callApi(conciergeRoutes.cases, { query: { state }, signal }),
  });

/** GET /api/human-concierge/cases/:id: one case with its thread. */
export const caseQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: humanConciergeKeys.case(userId, id),
    queryFn: ({ signal }) => callApi(conciergeRoutes.getCase, { params: { id }, signal }),
  });

export const settingsQuery = (userId: string) =>
  queryOptions({
    queryKey: humanConciergeKeys.settings(userId),
    queryFn: ({ signal }) => callApi(conciergeRoutes.settings, { signal }),
  });

export function useAssistants() {
  const { user } = useAuth();
  return useQuery({ ...assistantsQuery(user?.id ?? ''), enabled: Boolean(user) });
}

export function useCases(state: 'active' | 'history') {
  const { user } = useAuth();
  return useQuery({ ...casesQuery(user?.id ?? '', state), enabled: Boolean(user) });
}

export function useCase(id: string) {
  const { user } = useAuth();
  return useQuery({ ...caseQuery(user?.id ?? '', id), enabled: Boolean(user) });
}

export function useConciergeSettings() {
  const { user } = useAuth();
  return useQuery({ ...settingsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
