import type { HubConnection, OwnDeviceInput, SmartDevice } from '@aurum/shared/life-os/smart-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as smartHomeRoutes from '@aurum/shared/life-os/smart-home-routes';
import { smartHomeKeys } from '../../../lib/query-keys';

/** PUT /api/smart-home/hub: checks the hub with the token, then keeps both (the token sealed). */
const connectHub = (body: HubConnection) => callApi(smartHomeRoutes.connectHub, { body });

const disconnectHub = () => callApi(smartHomeRoutes.disconnectHub);

/** Switches a device on or off: the hub's (by entity id) or one of the member's own. */
const switchDevice = ({ device, on }: { device: SmartDevice; on: boolean }) =>
  device.source === 'hub'
    ? callApi(smartHomeRoutes.switchHubDevice, { params: { entityId: device.id }, body: { on } })
    : callApi(smartHomeRoutes.switchOwnDevice, { params: { id: device.id }, body: { on } });

const activateScene = (entityId: string) =>
  callApi(smartHomeRoutes.activateScene, { params: { entityId } });

/** PUT /api/smart-home/rest-scene: the scene the reset's optimize_environment runs, or none. */
const chooseRestScene = (entityId: string | null) =>
  callApi(smartHomeRoutes.chooseRestScene, { body: { entity_id: entityId } });

const addOwnDevice = (body: OwnDeviceInput) => callApi(smartHomeRoutes.addOwnDevice, { body });

const removeOwnDevice = (id: string) =>
  callApi(smartHomeRoutes.removeOwnDevice, { params: { id } });

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
