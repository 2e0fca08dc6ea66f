import type {
  HubConnection,
  OwnDeviceInput,
  SmartDevice,
  SmartHomeView,
} from '@aurum/shared/life-os/smart-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smartHomeKeys } from '../../../lib/query-keys';

const entity = (id: string) => encodeURIComponent(id);

/** PUT /api/smart-home/hub: checks the hub with the token, then keeps both (the token sealed). */
const connectHub = (body: HubConnection) =>
  apiRequest<SmartHomeView>('/api/smart-home/hub', { method: 'PUT', body });

const disconnectHub = () => apiRequest<void>('/api/smart-home/hub', { method: 'DELETE' });

/** Switches a device on or off: the hub's (by entity id) or one of the member's own. */
const switchDevice = ({ device, on }: { device: SmartDevice; on: boolean }) =>
  apiRequest<SmartDevice>(
    device.source === 'hub'
      ? `/api/smart-home/hub/devices/${entity(device.id)}/state`
      : `/api/smart-home/devices/${entity(device.id)}/state`,
    { method: 'PUT', body: { on } },
  );

const activateScene = (entityId: string) =>
  apiRequest<{ message: string }>(`/api/smart-home/hub/scenes/${entity(entityId)}/activation`, {
    method: 'POST',
  });

/** PUT /api/smart-home/rest-scene: the scene the reset's optimize_environment runs, or none. */
const chooseRestScene = (entityId: string | null) =>
  apiRequest<SmartHomeView>('/api/smart-home/rest-scene', {
    method: 'PUT',
    body: { entity_id: entityId },
  });

const addOwnDevice = (body: OwnDeviceInput) =>
  apiRequest<SmartDevice>('/api/smart-home/devices', { method: 'POST', body });

const removeOwnDevice = (id: string) =>
  apiRequest<void>(`/api/smart-home/devices/${entity(id)}`, { method: 'DELETE' });

function useSmartHomeChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: smartHomeKeys.all }),
  });
}

export const useConnectHub = () => useSmartHomeChange(connectHub);
export const useDisconnectHub = () => useSmartHomeChange(disconnectHub);
export const useSwitchDevice = () => useSmartHomeChange(switchDevice);
export const useActivateScene = () => useSmartHomeChange(activateScene);
export const useChooseRestScene = () => useSmartHomeChange(chooseRestScene);
export const useAddOwnDevice = () => useSmartHomeChange(addOwnDevice);
export const useRemoveOwnDevice = () => useSmartHomeChange(removeOwnDevice);
