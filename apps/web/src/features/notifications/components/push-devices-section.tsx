import { formatDate } from '@aurum/shared/format/dates';
import { PUSH_TEXTS } from '@aurum/shared/notifications/notification-centre-texts';
import type { PushDevice } from '@aurum/shared/notifications/notifications-contract';
import { BellRing, Info, Send, Smartphone, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRemovePushDevice, useSendTestPush } from '../api/notification-changes';
import { usePushDevices } from '../api/notifications-reads';
import { pushFailureText, useThisDevicePush } from '../hooks/use-this-device-push';

function Notice({ children }: { children: string }) {
  return (
    <p className="flex gap-2 rounded-lg border border-gold-500/25 bg-gold-500/5 p-3 text-sm text-zinc-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
      {children}
    </p>
  );
}

function DeviceRow({
  device,
  here,
  busy,
  onRemove,
}: {
  device: PushDevice;
  here: boolean;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-ink-600/70 bg-ink-900/40 px-3 py-2.5">
      <div className="flex min-w-0 items-center gap-3">
        <Smartphone aria-hidden="true" className="size-5 shrink-0 text-gold-400" />
        <div className="min-w-0">
          <p className="break-words text-zinc-100">
            {device.label}
            {here && (
              <span className="ml-2 text-xs font-semibold text-gold-300">
                {PUSH_TEXTS.thisDevice}
              </span>
            )}
          </p>
          <p className="text-xs text-zinc-400">
            {PUSH_TEXTS.added} {formatDate(device.created_at)}
            {device.last_used_at && ` · ${PUSH_TEXTS.lastUsed} ${formatDate(device.last_used_at)}`}
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={onRemove}
        aria-label={PUSH_TEXTS.removeLabel(device.label)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{PUSH_TEXTS.remove}</span>
      </Button>
    </li>
  );
}

/**
 * Push per device (issue 32): turn it on or off for this browser, send a test, and the member's
 * devices with push on, each removable. Says so where the browser cannot, and on iPhone and iPad
 * that Aurum must be on the home screen first.
 */
export function PushDevicesSection() {
  const push = useThisDevicePush();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const test = useSendTestPush();
  const list = devices.data ?? [];
  // On here only while the server still has this browser's device (an expired one is removed).
  const onHere = push.on && (devices.isPending || list.some((d) => d.id === push.deviceId));

  const turnOn = async () => {
    try {
      await push.turnOn();
      toast.success(PUSH_TEXTS.subscribed);
    } catch (error) {
      toast.error(PUSH_TEXTS.failed, { description: pushFailureText(error) });
    }
  };
  const turnOff = async () => {
    try {
      await push.turnOff();
      toast.success(PUSH_TEXTS.unsubscribed);
    } catch (error) {
      toast.error(PUSH_TEXTS.failed, { description: pushFailureText(error) });
    }
  };
  const removeDevice = async (device: PushDevice) => {
    if (device.id === push.deviceId) return turnOff();
    try {
      await remove.mutateAsync(device.id);
      toast.success(PUSH_TEXTS.removed);
    } catch (error) {
      toast.error(PUSH_TEXTS.failed, { description: pushFailureText(error) });
    }
  };
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => toast.success(PUSH_TEXTS.testSent),
      onError: (error) => toast.error(PUSH_TEXTS.testFailed, { description: error.message }),
    });

  return (
    <section aria-labelledby="push-devices-title" className="space-y-3">
      <div>
        <h3 id="push-devices-title" className="font-semibold text-zinc-50">
          {PUSH_TEXTS.title}
        </h3>
        <p className="mt-0.5 text-sm text-zinc-400">{PUSH_TEXTS.intro}</p>
      </div>
      {push.support === 'ios-install-first' && <Notice>{PUSH_TEXTS.iosInstallFirst}</Notice>}
      {push.support === 'unsupported' && <Notice>{PUSH_TEXTS.unsupported}</Notice>}
      <div className="flex flex-wrap gap-2">
        {push.support === 'supported' &&
          (onHere ? (
            <Button variant="outline" size="sm" disabled={push.busy} onClick={() => void turnOff()}>
              {PUSH_TEXTS.unsubscribe}
            </Button>
          ) : (
            <Button size="sm" disabled={push.busy} onClick={() => void turnOn()}>
              <BellRing aria-hidden="true" className="size-4" />
              {push.busy ? PUSH_TEXTS.subscribing : PUSH_TEXTS.subscribe}
            </Button>
          ))}
        {list.length > 0 && (
          <Button variant="ghost" size="sm" disabled={test.isPending} onClick={sendTest}>
            <Send aria-hidden="true" className="size-4" />
            {PUSH_TEXTS.test}
          </Button>
        )}
      </div>
      {list.length > 0 ? (
        <div>
          <p className="mb-2 text-xs font-semibold tracking-wider text-zinc-400 uppercase">
            {PUSH_TEXTS.devicesTitle}
          </p>
          <ul className="space-y-2" aria-label={PUSH_TEXTS.devicesTitle}>
            {list.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                here={device.id === push.deviceId}
                busy={remove.isPending || push.busy}
                onRemove={() => void removeDevice(device)}
              />
            ))}
          </ul>
        </div>
      ) : (
        devices.isSuccess && <p className="text-sm text-zinc-400">{PUSH_TEXTS.noDevices}</p>
      )}
    </section>
  );
}
