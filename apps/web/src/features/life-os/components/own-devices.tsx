import { DEVICE_KIND_LABELS } from '@aurum/shared/life-os/life-os-rules';
import type {
  OwnDeviceInput,
  ownDeviceInputSchema,
  SmartDevice,
} from '@aurum/shared/life-os/smart-home';
import { Lightbulb, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useAddOwnDevice, useRemoveOwnDevice } from '../api/smart-home-changes';
import { DeviceRow } from './device-row';
import { Panel } from '../../../components/panel';

const deviceChecks = lazyResolver(
  async () => (await import('../utils/life-os-resolvers')).ownDeviceResolver,
);
const OWN_KINDS = ['light', 'switch', 'climate'] as const;
const FIELDS = ['name', 'kind', 'room'] as const;

function AddDeviceForm() {
  const add = useAddOwnDevice();
  const form = useForm<z.input<typeof ownDeviceInputSchema>, unknown, OwnDeviceInput>({
    resolver: deviceChecks.resolver,
    defaultValues: { name: '', kind: 'light', room: '' },
  });
  useEffect(() => deviceChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      toast.success('Device Added', { description: body.name });
      form.reset({ name: '', kind: body.kind, room: body.room });
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Device Not Added',
      });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add a device"
      className="mt-5 grid gap-3 border-t border-gold-500/10 pt-5 sm:grid-cols-2 sm:items-start"
    >
      <div className="sm:col-span-2">
        <FormField
          label="Device name"
          placeholder="e.g. Lounge lamp"
          error={errors.name?.message}
          {...form.register('name')}
        />
      </div>
      <ControlField label="Kind" error={errors.kind?.message}>
        {(control) => (
          <Select {...control} {...form.register('kind')}>
            {OWN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DEVICE_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <FormField
        label="Room"
        optional
        placeholder="e.g. Lounge"
        error={errors.room?.message}
        {...form.register('room')}
      />
      <Button
        type="submit"
        variant="outline"
        disabled={isSubmitting}
        className="sm:col-span-2 sm:justify-self-end"
      >
        <Plus aria-hidden="true" className="size-4" />
        {isSubmitting ? 'Adding...' : 'Add Device'}
      </Button>
    </form>
  );
}

function RemoveButton({ device }: { device: SmartDevice }) {
  const remove = useRemoveOwnDevice();
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Remove ${device.name}`}
      disabled={remove.isPending}
      className="px-2"
      onClick={() =>
        remove.mutate(device.id, {
          onSuccess: () => toast.success('Device Removed', { description: device.name }),
          onError: (error) => toast.error('Device Not Removed', { description: error.message }),
        })
      }
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

/** Without a hub: the member's own device list with on/off state, labelled as not connected. */
export function OwnDevices({ devices }: { devices: SmartDevice[] }) {
  return (
    <Panel
      id="own-devices-heading"
      title="Your devices"
      icon={<Lightbulb aria-hidden="true" />}
      action={<Badge tone="yellow">Not connected</Badge>}
    >
      <p className="text-sm text-zinc-400">
        A list you keep yourself: switching here notes the state, it does not reach the device.
        Connect Home Assistant to switch them for real.
      </p>
      {devices.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-200">
          No devices yet. Add your first one below: a lamp, the geyser, the air conditioner.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-gold-500/10">
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device}>
              <RemoveButton device={device} />
            </DeviceRow>
          ))}
        </ul>
      )}
      <AddDeviceForm />
    </Panel>
  );
}
