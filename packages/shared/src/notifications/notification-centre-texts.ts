import type { NotificationChannel } from './notification-kinds';

/**
 * The words of the notification centre, its bell and the notification settings (issue 32, the
 * web half; ADR 078). What each notification says is in notification-texts.ts (the server's).
 */

export const CENTRE_TEXTS = {
  title: 'Notifications',
  intro: 'What Aurum told you, newest first. Tap one to open what it is about.',
  markAllRead: 'Mark all read',
  markedAllRead: 'All caught up',
  seeAll: 'See all',
  settings: 'Settings',
  settingsLabel: 'Notification settings',
  close: 'Close notifications',
  empty: 'Nothing yet',
  emptyDetail:
    'When a provider confirms, your concierge replies or a booking comes close, you hear it here first.',
  loadFailed: 'Your notifications could not be loaded.',
  retry: 'Try again',
  more: 'Show older',
  loadingMore: 'Loading...',
  unread: 'Unread',
  urgent: 'Urgent',
  markFailed: 'Could not mark it read',
} as const;

/** The channels a member chooses per kind (the centre keeps everything), in a chip's words. */
export const CHOOSABLE_CHANNELS = [
  'push',
  'email',
  'sms',
  'whatsapp',
  'phone_call',
] as const satisfies readonly NotificationChannel[];
export type ChoosableChannel = (typeof CHOOSABLE_CHANNELS)[number];

export const CHANNEL_SHORT_LABELS: Record<ChoosableChannel, string> = {
  push: 'Push',
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  phone_call: 'Call',
};

/** The settings card on the profile (anchor #notifications). */
export const PREFERENCE_TEXTS = {
  title: 'Notifications',
  intro:
    'Choose how Aurum reaches you. Everything is kept in your notification centre; these are the other ways you hear it.',
  channelsTitle: 'Channels',
  channelsHint: 'Switch a whole channel off; the choices below then wait until it is on again.',
  inAppAlways: 'Always on: the bell on every screen.',
  kindsTitle: 'What you hear about',
  kindsHint: 'For each kind of news, the ways it reaches you besides the centre.',
  ownEmail: 'Its own e-mail comes in any case.',
  quietTitle: 'Quiet hours',
  quietHint:
    'Only urgent news (security, an urgent reply, a same-day change) comes through; the rest waits until the morning.',
  quietSwitch: 'Keep quiet hours',
  quietStart: 'From',
  quietEnd: 'Until',
  quietZone: (zone: string) => `In your time zone, ${zone.replace(/_/g, ' ')}.`,
  digestTitle: 'Digest',
  digestSwitch: 'Daily digest',
  digestHint: 'Gather non-urgent news held back into one e-mail instead of one message each.',
  phoneTitle: 'Phone number for SMS, WhatsApp and calls',
  phoneMissing: 'No phone number yet: SMS, WhatsApp and calls need one.',
  phoneAdd: 'Add it in your profile',
  phoneEdit: 'Change it in your profile',
  save: 'Save notification settings',
  saving: 'Saving...',
  saved: 'Notification settings saved',
  saveFailed: 'Could not save your notification settings',
  loadFailed: 'Your notification settings could not be loaded.',
  fromOnboarding: (method: string) => `Started from your onboarding choice: ${method}.`,
} as const;

/** Push on this device (part of the settings card). */
export const PUSH_TEXTS = {
  title: 'Push on this device',
  intro: 'A notification on this phone or computer, even when Aurum is closed.',
  subscribe: 'Turn on push here',
  subscribing: 'Turning on...',
  unsubscribe: 'Turn off push here',
  subscribed: 'Push is on for this device',
  unsubscribed: 'Push is off for this device',
  test: 'Send a test notification',
  testSent: 'Test sent: it arrives on every device with push on in a moment.',
  testFailed: 'Could not send the test',
  devicesTitle: 'Devices with push on',
  noDevices: 'No device has push on yet.',
  thisDevice: 'This device',
  remove: 'Remove',
  removeLabel: (label: string) => `Remove ${label}`,
  removed: 'Device removed',
  unsupported:
    'This browser cannot show push notifications. Aurum still tells you in the app and on your other channels.',
  iosInstallFirst:
    'On iPhone and iPad, push works once Aurum is on your home screen: tap Share, then "Add to Home Screen", and open Aurum from there.',
  denied:
    'Notifications are blocked for Aurum in this browser. Allow them in the site settings, then try again.',
  failed: 'Push could not be turned on here',
  noWorker: 'Push needs the installed app files, which have not loaded yet. Reload and try again.',
  lastUsed: 'last used',
  added: 'added',
} as const;

/** The staff console's call-back tasks (members who chose "Phone call"). */
export const CALL_BACK_TEXTS = {
  title: 'Call-backs',
  intro: 'Members who asked to hear by phone. Ring them, then mark the task done.',
  empty: 'No call-backs waiting.',
  loadFailed: 'The call-backs could not be loaded.',
  noPhone: 'No phone on the profile',
  markDone: 'Mark done',
  markDoneLabel: (name: string) => `Mark the call-back to ${name} done`,
  done: 'Call-back done',
  doneFailed: 'Could not mark it done',
  opens: 'Opens',
} as const;
