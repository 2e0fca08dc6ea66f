import type { ResetActionView } from '@aurum/shared/life-os/reset';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Switch } from '../../../components/ui/switch';
import { useSaveResetSetting } from '../api/save-reset-settings';
import { CATEGORY_LABELS } from '../utils/reset-display';

function ResetActionSettings({ action }: { action: ResetActionView }) {
  const save = useSaveResetSetting();
  const headingId = `reset-setting-${action.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-zinc-50">
            {action.name}
          </h3>
          <p className="mt-1 text-sm text-zinc-400">{action.description}</p>
        </div>
        <Switch
          aria-label={`Enable ${action.name}`}
          checked={action.isEnabled}
          onCheckedChange={(on) =>
            save.mutate({ id: action.id, isEnabled: on, autoTrigger: on && action.autoTrigger })
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="gold">{CATEGORY_LABELS[action.category]}</Badge>
        <span className="text-xs text-zinc-400">{action.estimatedTime}</span>
      </div>
      <Checkbox
        label="Auto-trigger"
        description={
          action.isEnabled
            ? 'Runs when you start a reset from your mood check-in.'
            : 'Turn the action on to let it auto-trigger.'
        }
        checked={action.autoTrigger}
        disabled={!action.isEnabled}
        onChange={(event) =>
          save.mutate({ id: action.id, isEnabled: true, autoTrigger: event.target.checked })
        }
      />
    </Card>
  );
}

/** The Settings tab: each action on or off, and whether it auto-triggers (only when on). */
export function ResetSettingsTab({ actions }: { actions: ResetActionView[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {actions.map((action) => (
        <ResetActionSettings key={action.id} action={action} />
      ))}
    </div>
  );
}
