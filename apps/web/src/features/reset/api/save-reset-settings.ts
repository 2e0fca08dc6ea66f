import type { ResetActionView, ResetSettingsInput } from '@aurum/shared/life-os/reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as resetRoutes from '@aurum/shared/life-os/reset-routes';
import { resetKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';

type ResetActionSetting = ResetSettingsInput['actions'][number];

/** PUT /api/reset/settings: one action's enable and auto-trigger. */
function saveResetSetting(setting: ResetActionSetting) {
  return callApi(resetRoutes.saveSettings, { body: { actions: [setting] } });
}

/** Saves a change at once on screen; puts it back and says so when it could not be saved. */
export function useSaveResetSetting() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = resetKeys.settings(user?.id ?? '');
  return useMutation({
    mutationFn: saveResetSetting,
    onMutate: async (setting) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ResetActionView[]>(key);
      if (before) {
        queryClient.setQueryData(
          key,
          before.map((action) => (action.id === setting.id ? { ...action, ...setting } : action)),
        );
      }
      return { before };
    },
    onError: (error, _setting, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error('Setting not saved', { description: error.message });
    },
    onSuccess: (actions) => queryClient.setQueryData(key, actions),
  });
}
