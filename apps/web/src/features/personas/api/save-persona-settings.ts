import type { PersonaId, PersonaSettings, PersonasView } from '@aurum/shared/life-os/personas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as personaRoutes from '@aurum/shared/life-os/personas-routes';
import { personaKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { withPersonaSettings } from '../utils/persona-view';

interface SavePersonaSettings {
  id: PersonaId;
  settings: PersonaSettings;
}

/** PUT /api/personas/:id/settings: one persona's four toggles. */
function savePersonaSettings({ id, settings }: SavePersonaSettings) {
  return callApi(personaRoutes.saveSettings, { params: { id }, body: settings });
}

/** Saves a toggle at once on screen; puts it back and says so when it could not be saved. */
export function useSavePersonaSettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = personaKeys.view(user?.id ?? '');
  return useMutation({
    mutationFn: savePersonaSettings,
    onMutate: async ({ id, settings }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PersonasView>(key);
      if (before) queryClient.setQueryData(key, withPersonaSettings(before, id, settings));
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error('Setting not saved', { description: error.message });
    },
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}
