import type { PersonaId, PersonasView } from '@aurum/shared/life-os/personas';
import { PERSONA_TEXTS } from '@aurum/shared/life-os/life-os-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as personaRoutes from '@aurum/shared/life-os/personas-routes';
import { personaKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { withActivePersona } from '../utils/persona-view';

/** POST /api/personas/:id/activation: this persona becomes the one active, the others not. */
function activatePersona(id: PersonaId) {
  return callApi(personaRoutes.activate, { params: { id } });
}

/**
 * Activates a persona at once on screen (optimistic) and rolls back with 'Activation Failed' when
 * the server refuses or cannot be reached.
 */
export function useActivatePersona() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = personaKeys.view(user?.id ?? '');
  return useMutation({
    mutationFn: activatePersona,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PersonasView>(key);
      if (before) queryClient.setQueryData(key, withActivePersona(before, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(PERSONA_TEXTS.activationFailedTitle, {
        description: PERSONA_TEXTS.activationFailedDescription,
      });
    },
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}
