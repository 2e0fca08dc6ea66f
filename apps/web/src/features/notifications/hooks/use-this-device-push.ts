import { PUSH_TEXTS } from '@aurum/shared/notifications/notification-centre-texts';
import type { PushSubscriptionInput } from '@aurum/shared/notifications/notifications-contract';
import { useEffect, useState } from 'react';
import { readPlatform } from '../../install/utils/detect-platform';
import { useStandalone } from '../../install/hooks/use-standalone';
import { useAddPushDevice, useRemovePushDevice } from '../api/notification-changes';
import { getPushKey } from '../api/notifications-reads';
import { applicationServerKey, pushSupport, type PushSupport } from '../utils/push-support';

/**
 * The server's id of this browser's subscription, so the device list can say "This device" and
 * "Turn off" knows what to remove (an id, not a secret; the subscription itself stays in the
 * browser).
 */
const STORED_DEVICE_ID = 'aurum-push-device';
/** How long to wait for the service worker (registered after the first screen, ADR 022). */
const WORKER_WAIT_MS = 10_000;

const storedDeviceId = () => window.localStorage.getItem(STORED_DEVICE_ID);

function readSupport(standalone: boolean): PushSupport {
  return pushSupport({
    platform: readPlatform(),
    standalone,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  });
}

/** The service worker's registration, once it is active; null when none comes in time. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
}

class PushRefusal extends Error {}

/** A browser subscription in the API's shape. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Push on this device (issue 32): whether the browser can, whether it is on here, and turning it
 * on (permission, the service worker, PushManager.subscribe with the server's VAPID key, then
 * POST push/devices) or off (PushSubscription.unsubscribe, then DELETE push/devices/:id).
 */
export function useThisDevicePush() {
  const standalone = useStandalone();
  const support = readSupport(standalone);
  const addDevice = useAddPushDevice();
  const removeDevice = useRemovePushDevice();
  const [deviceId, setDeviceId] = useState<string | null>(() =>
    support === 'supported' ? storedDeviceId() : null,
  );
  const [busy, setBusy] = useState(false);

  // A subscription the browser dropped (cleared site data, expired) is not on here any more.
  useEffect(() => {
    if (support !== 'supported' || !deviceId) return;
    let current = true;
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      const subscription = await registration?.pushManager.getSubscription();
      if (current && registration && !subscription) {
        window.localStorage.removeItem(STORED_DEVICE_ID);
        setDeviceId(null);
      }
    });
    return () => {
      current = false;
    };
  }, [support, deviceId]);

  const remember = (id: string) => {
    window.localStorage.setItem(STORED_DEVICE_ID, id);
    setDeviceId(id);
  };
  const forget = () => {
    window.localStorage.removeItem(STORED_DEVICE_ID);
    setDeviceId(null);
  };

  const turnOn = async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new PushRefusal(PUSH_TEXTS.denied);
      const registration = await workerRegistration();
      if (!registration) throw new PushRefusal(PUSH_TEXTS.noWorker);
      const key = await getPushKey();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(key.public_key),
        }));
      const device = await addDevice.mutateAsync(subscriptionBody(subscription));
      remember(device.id);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (deviceId) await removeDevice.mutateAsync(deviceId);
      await subscription?.unsubscribe();
      forget();
    } finally {
      setBusy(false);
    }
  };

  return { support, deviceId, on: Boolean(deviceId), busy, turnOn, turnOff, forget };
}

/** The words for a failed turn-on: ours when we know why, else the browser's. */
export function pushFailureText(error: unknown): string | undefined {
  if (error instanceof PushRefusal) return error.message;
  return error instanceof Error ? error.message : undefined;
}
