import type { GeneralSettings } from '@aurum/shared/life-os/platforms';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useSaveGeneralSettings } from '../api/save-general-settings';

const SETTINGS: { key: keyof GeneralSettings; label: string; description: string }[] = [
  {
    key: 'notifications',
    label: 'Notifications',
    description: 'Updates on your connected platforms.',
  },
  {
    key: 'voiceCommands',
    label: 'Voice Commands',
    description: 'Speak to the concierge where the platform allows it.',
  },
  {
    key: 'dataSync',
    label: 'Data Sync',
    description: 'Keep your calendar and requests the same everywhere.',
  },
  {
    key: 'priorityAlerts',
    label: 'Priority Alerts',
    description: 'Urgent changes to a booking reach you first.',
  },
];

/** The Settings tab: the four general settings, saved as they change. */
export function PlatformSettingsTab({ settings }: { settings: GeneralSettings }) {
  const save = useSaveGeneralSettings();
  return (
    <Card className="p-5">
      <ul className="divide-y divide-ink-600">
        {SETTINGS.map(({ key, label, description }) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p id={`general-${key}`} className="text-sm font-medium text-zinc-100">
                {label}
              </p>
              <p className="text-sm text-zinc-400">{description}</p>
            </div>
            <Switch
              aria-labelledby={`general-${key}`}
              checked={settings[key]}
              onCheckedChange={(on) => save.mutate({ ...settings, [key]: on })}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
