import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { useSmartHome } from '../api/get-smart-home';
import { ConnectHubForm } from './connect-hub-form';
import { HubHome } from './hub-home';
import { OwnDevices } from './own-devices';

/**
 * Smart Home: a connected Home Assistant hub's devices and scenes; without one, the member's own
 * device list (not connected) and the form to connect a hub.
 */
export function SmartHomeTab() {
  const home = useSmartHome();
  if (home.isError) {
    return (
      <TabLoadError
        message="Your smart home could not be loaded. Check your connection."
        onRetry={() => void home.refetch()}
      />
    );
  }
  if (!home.data) return <TabSkeleton />;
  const { hub } = home.data;
  if (hub) return <HubHome view={{ ...home.data, hub }} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <OwnDevices devices={home.data.devices.filter((device) => device.source === 'own')} />
      <ConnectHubForm />
    </div>
  );
}
