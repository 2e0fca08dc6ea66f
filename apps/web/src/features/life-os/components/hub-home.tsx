import type { SmartDevice, SmartHomeView } from '@aurum/shared/life-os/smart-home';
import { AlertTriangle, House, Moon, Play, Unplug } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ControlField } from '../../../components/ui/control-field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { useActivateScene, useChooseRestScene, useDisconnectHub } from '../api/smart-home-changes';
import { ConnectHubForm } from './connect-hub-form';
import { DeviceRow } from './device-row';
import { Panel } from '../../../components/panel';

type Hub = NonNullable<SmartHomeView['hub']>;
/** The kinds switched on and off, each under its heading. */
const GROUP_TITLES = { light: 'Lights', switch: 'Switches', climate: 'Climate' } as const;
const SWITCHED_KINDS = ['light', 'switch', 'climate'] as const;

const STATUS = {
  connected: { tone: 'green', words: 'Connected' },
  unreachable: { tone: 'red', words: 'Unreachable' },
  refused: { tone: 'red', words: 'Token refused' },
} as const;

/** Why the hub's devices are missing, in words, when it does not answer or refuses the token. */
function HubProblem({ hub }: { hub: Hub }) {
  if (hub.status === 'connected') return null;
  const text =
    hub.status === 'unreachable'
      ? `Aurum could not reach your hub at ${hub.url}. Check that it is on and reachable from the internet; its devices show again as soon as it answers.`
      : 'Your hub refused Aurum’s access token (it may have been deleted). Connect again with a new long-lived access token.';
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-lg border border-red-400/40 bg-red-400/10 p-3 text-sm text-red-200"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

function SceneRow({ scene }: { scene: SmartDevice }) {
  const activate = useActivateScene();
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <p className="min-w-0 font-semibold break-words text-zinc-100">{scene.name}</p>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Activate ${scene.name}`}
        disabled={activate.isPending}
        onClick={() =>
          activate.mutate(scene.id, {
            onSuccess: (answer) =>
              toast.success('Scene Activated', { description: answer.message || scene.name }),
            onError: (error) => toast.error('Scene Not Activated', { description: error.message }),
          })
        }
      >
        <Play aria-hidden="true" className="size-4" />
        Activate
      </Button>
    </li>
  );
}

function RestScene({ view, scenes }: { view: SmartHomeView; scenes: SmartDevice[] }) {
  const choose = useChooseRestScene();
  return (
    <ControlField
      label="Rest scene"
      hint="The scene the reset's Optimize Environment runs."
      className="mt-5 border-t border-gold-500/10 pt-5"
    >
      {(control) => (
        <Select
          {...control}
          value={view.rest_scene ?? ''}
          disabled={choose.isPending}
          onChange={(event) =>
            choose.mutate(event.target.value || null, {
              onSuccess: () => toast.success('Rest Scene Saved'),
              onError: (error) =>
                toast.error('Rest Scene Not Saved', { description: error.message }),
            })
          }
        >
          <option value="">No rest scene</option>
          {scenes.map((scene) => (
            <option key={scene.id} value={scene.id}>
              {scene.name}
            </option>
          ))}
        </Select>
      )}
    </ControlField>
  );
}

/** With a Home Assistant hub: its status, devices by kind with switches, scenes, disconnect. */
export function HubHome({ view }: { view: SmartHomeView & { hub: Hub } }) {
  const { hub } = view;
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectHub();
  const scenes = view.devices.filter((device) => device.kind === 'scene');
  const groups = SWITCHED_KINDS.map((kind) => ({
    kind,
    devices: view.devices.filter((device) => device.kind === kind),
  })).filter((group) => group.devices.length > 0);
  const status = STATUS[hub.status];

  return (
    <div className="space-y-6">
      <Panel
        id="hub-heading"
        title="Home Assistant"
        icon={<House aria-hidden="true" />}
        action={<Badge tone={status.tone}>{status.words}</Badge>}
      >
        <p className="text-sm break-all text-zinc-300">{hub.url}</p>
        <div className="mt-3 space-y-4">
          <HubProblem hub={hub} />
          {hub.status === 'connected' && groups.length === 0 && scenes.length === 0 && (
            <p className="text-sm text-zinc-300">
              Your hub has no lights, switches, climate devices or scenes Aurum can use yet.
            </p>
          )}
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Unplug aria-hidden="true" className="size-4" />
              Disconnect
            </Button>
          </div>
        </div>
      </Panel>
      {hub.status === 'refused' && <ConnectHubForm url={hub.url} again />}
      {groups.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          {groups.map((group) => (
            <Panel
              key={group.kind}
              id={`hub-${group.kind}-heading`}
              title={GROUP_TITLES[group.kind]}
            >
              <ul className="divide-y divide-gold-500/10">
                {group.devices.map((device) => (
                  <DeviceRow key={device.id} device={device} />
                ))}
              </ul>
            </Panel>
          ))}
        </div>
      )}
      {scenes.length > 0 && (
        <Panel id="hub-scenes-heading" title="Scenes" icon={<Moon aria-hidden="true" />}>
          <ul className="divide-y divide-gold-500/10">
            {scenes.map((scene) => (
              <SceneRow key={scene.id} scene={scene} />
            ))}
          </ul>
          <RestScene view={view} scenes={scenes} />
        </Panel>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Home Assistant?"
        description="Aurum forgets the hub's address and token. Your own device list shows again."
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        cancelLabel="Keep It"
        busy={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Home Assistant Disconnected');
            },
            onError: (error) => toast.error('Hub Not Disconnected', { description: error.message }),
          })
        }
      />
    </div>
  );
}
