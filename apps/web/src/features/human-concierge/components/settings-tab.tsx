import {
  type CommunicationPreferences,
  communicationPreferencesSchema,
  type ConciergeSettings,
  NOTIFICATION_METHODS,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { HUMAN_CONCIERGE_TEXTS as TEXTS } from '@aurum/shared/human-concierge/human-concierge-texts';
import { type FormEvent, useState } from 'react';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useSaveConciergeSettings } from '../api/concierge-changes';
import { useConciergeSettings } from '../api/concierge-reads';

/** Settings: the escalation rules the assistant applies, and how the concierge reaches you. */
export function SettingsTab() {
  const settings = useConciergeSettings();
  if (settings.isPending) return <TabSkeleton />;
  if (settings.isError) {
    return (
      <TabLoadError
        message="Could not load your settings. Please try again."
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <SettingsForm saved={settings.data} />;
}

const CHANNELS: { key: 'voice_calls' | 'video_calls' | 'text_chat'; label: string }[] = [
  { key: 'voice_calls', label: 'Voice calls' },
  { key: 'video_calls', label: 'Video calls' },
  { key: 'text_chat', label: 'Text chat' },
];

function SettingsForm({ saved }: { saved: ConciergeSettings }) {
  const save = useSaveConciergeSettings();
  const [prefs, setPrefs] = useState<CommunicationPreferences>(saved.communication_preferences);
  const [rules, setRules] = useState(saved.escalation_rules);
  const [error, setError] = useState('');
  const set = <K extends keyof CommunicationPreferences>(
    key: K,
    value: CommunicationPreferences[K],
  ) => setPrefs((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = communicationPreferencesSchema.safeParse(prefs);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your preferences');
      return;
    }
    setError('');
    save.mutate(
      {
        communication_preferences: parsed.data,
        escalation_rules: rules
          .filter((r) => r.available)
          .map(({ id, is_enabled }) => ({ id, is_enabled })),
      },
      {
        onSuccess: () => toast.success(TEXTS.settingsSaved),
        onError: (failure) => toast.error('Save Failed', { description: failure.message }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4 lg:grid-cols-2">
      <Card className="space-y-4 p-5">
        <h2 className="font-display text-xl font-semibold text-zinc-50">Escalation rules</h2>
        <p className="text-sm text-zinc-400">When your assistant offers you a person.</p>
        <ul className="space-y-3">
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-center justify-between gap-3">
              <span className="text-sm text-zinc-200">
                {rule.condition}
                {!rule.available && (
                  <span className="block text-xs text-zinc-500">Black membership only</span>
                )}
              </span>
              <Switch
                aria-label={rule.condition}
                checked={rule.is_enabled}
                disabled={!rule.available}
                onCheckedChange={(on) =>
                  setRules((all) =>
                    all.map((r) => (r.id === rule.id ? { ...r, is_enabled: on } : r)),
                  )
                }
              />
            </li>
          ))}
        </ul>
      </Card>
      <Card className="space-y-4 p-5">
        <h2 className="font-display text-xl font-semibold text-zinc-50">Communication</h2>
        <ul className="space-y-3">
          {CHANNELS.map(({ key, label }) => (
            <li key={key} className="flex items-center justify-between gap-3">
              <span className="text-sm text-zinc-200">{label}</span>
              <Switch
                aria-label={label}
                checked={prefs[key]}
                onCheckedChange={(on) => set(key, on)}
              />
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1.5">
            <Label htmlFor="preferred-start">Preferred from</Label>
            <Input
              id="preferred-start"
              type="time"
              value={prefs.preferred_time_start}
              onChange={(event) => set('preferred_time_start', event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="preferred-end">Preferred until</Label>
            <Input
              id="preferred-end"
              type="time"
              value={prefs.preferred_time_end}
              onChange={(event) => set('preferred_time_end', event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="emergency-contact">Emergency contact</Label>
          <Input
            id="emergency-contact"
            value={prefs.emergency_contact}
            maxLength={120}
            onChange={(event) => set('emergency_contact', event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="notification-method">Notification method</Label>
          <Select
            id="notification-method"
            value={prefs.notification_method}
            onChange={(event) =>
              set(
                'notification_method',
                event.target.value as CommunicationPreferences['notification_method'],
              )
            }
          >
            {NOTIFICATION_METHODS.map((method) => (
              <option key={method} value={method}>
                {method === 'sms' ? 'SMS' : method[0]!.toUpperCase() + method.slice(1)}
              </option>
            ))}
          </Select>
        </div>
      </Card>
      <div className="space-y-2 lg:col-span-2">
        {error && (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}
