import { DEVICE_KIND_LABELS } from '@aurum/shared/life-os/life-os-rules';
import type { SmartDevice } from '@aurum/shared/life-os/smart-home';
import { joinPresent } from '@aurum/shared/format/words';
import type { ReactNode } from 'react';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useSwitchDevice } from '../api/smart-home-changes';

/** A device with its on/off switch (a hub's or the member's own), and what else it offers. */
export function DeviceRow({ device, children }: { device: SmartDevice; children?: ReactNode }) {
  const change = useSwitchDevice();
  const on = change.isPending ? change.variables.on : device.on === true;
  const flip = (next: boolean) =>
    change.mutate(
      { device, on: next },
      {
        onError: (error) =>
          toast.error('Device Not Switched', { description: `${device.name}: ${error.message}` }),
      },
    );
  const temperature = device.temperature === null ? null : `${device.temperature} °C`;
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold break-words text-zinc-100">{device.name}</p>
        <p className="text-xs text-zinc-400">
          {joinPresent([DEVICE_KIND_LABELS[device.kind], device.room, temperature])}
          {!device.available && ' · Not answering'}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {children}
        <span className="w-7 text-right text-xs text-zinc-300" aria-hidden="true">
          {on ? 'On' : 'Off'}
        </span>
        <Switch
          checked={on}
          aria-label={device.name}
          disabled={change.isPending || !device.available}
          onCheckedChange={flip}
        />
      </div>
    </li>
  );
}
