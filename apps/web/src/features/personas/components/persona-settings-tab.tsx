import {
  PERSONA_SETTING_LABELS,
  type Persona,
  type PersonaSettings,
  type PersonasView,
} from '@aurum/shared/life-os/personas';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useSavePersonaSettings } from '../api/save-persona-settings';

const SETTING_KEYS = Object.keys(PERSONA_SETTING_LABELS) as (keyof PersonaSettings)[];

function PersonaSettingsCard({ persona }: { persona: Persona }) {
  const save = useSavePersonaSettings();
  const headingId = `persona-settings-${persona.id}`;
  const change = (key: keyof PersonaSettings, on: boolean) =>
    save.mutate({ id: persona.id, settings: { ...persona.settings, [key]: on } });
  return (
    <Card role="region" aria-label={`${persona.name} settings`} className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-display text-xl font-semibold text-zinc-50">
          {persona.name}
        </h3>
        {persona.isActive && <Badge>Active</Badge>}
      </div>
      <ul className="mt-4 divide-y divide-ink-600">
        {SETTING_KEYS.map((key) => {
          const labelId = `${headingId}-${key}`;
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <span id={labelId} className="text-sm text-zinc-200">
                {PERSONA_SETTING_LABELS[key]}
              </span>
              <Switch
                aria-labelledby={labelId}
                checked={persona.settings[key]}
                onCheckedChange={(on) => change(key, on)}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * The Settings tab: each persona's four toggles, saved as they change. Notifications decide
 * whether Aurum sends reminders while that persona is active.
 */
export function PersonaSettingsTab({ view }: { view: PersonasView }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-400">
        Each persona keeps its own settings. With Notifications off, Aurum sends no routine
        reminders while that persona is active.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {view.personas.map((persona) => (
          <PersonaSettingsCard key={persona.id} persona={persona} />
        ))}
      </div>
    </div>
  );
}
