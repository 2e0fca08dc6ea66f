import { PLATFORM_TEXTS } from '@aurum/shared/life-os/life-os-texts';
import type { PlatformId } from '@aurum/shared/life-os/platforms';
import * as platformRoutes from '@aurum/shared/life-os/platforms-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { platformKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';

interface PlatformConnection {
  id: PlatformId;
  connected: boolean;
}

/** PUT /api/platforms/:id: connect or disconnect a platform. */
function setPlatformConnection({ id, connected }: PlatformConnection) {
  return callApi(platformRoutes.setConnection, { params: { id }, body: { connected } });
}

/** Connects or disconnects; 'Connection Failed' when it could not be saved. */
export function useSetPlatformConnection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: setPlatformConnection,
    onSuccess: (view) => queryClient.setQueryData(platformKeys.view(user?.id ?? ''), view),
    onError: () =>
      toast.error(PLATFORM_TEXTS.connectionFailedTitle, {
        description: PLATFORM_TEXTS.connectionFailedDescription,
      }),
  });
}
