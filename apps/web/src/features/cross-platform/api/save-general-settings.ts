import type { GeneralSettings, PlatformsView } from '@aurum/shared/life-os/platforms';
import * as platformRoutes from '@aurum/shared/life-os/platforms-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { platformKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';

/** PUT /api/platforms/settings: the four general settings. */
function saveGeneralSettings(settings: GeneralSettings) {
  return callApi(platformRoutes.saveSettings, { body: settings });
}

/** Saves a toggle at once on screen; puts it back and says so when it could not be saved. */
export function useSaveGeneralSettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = platformKeys.view(user?.id ?? '');
  return useMutation({
    mutationFn: saveGeneralSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PlatformsView>(key);
      if (before) queryClient.setQueryData(key, { ...before, settings });
      return { before };
    },
    onError: (error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error('Setting not saved', { description: error.message });
    },
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}
