/**
 * Texts of the signed-in devices and the member's audit log (ADR 054), apart from the contract's
 * schemas so that screens that only show them (the console's button) do not load zod.
 */
/** The sessions and audit-log sections of /security, and the console's button. */
export const SESSIONS_TEXTS = {
  heading: 'Signed-in devices',
  intro: 'Where your account is signed in right now. End any session you do not recognise.',
  loading: 'Loading your devices...',
  loadFailed: 'Your devices could not be loaded.',
  empty: 'No other devices are signed in.',
  thisDevice: 'This device',
  signedIn: 'Signed in',
  lastSeen: 'Last active',
  unknownLocation: 'Unknown location',
  privateNetwork: 'Private network',
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'Unknown system',
  unknownDevice: 'Unknown device',
  endOne: 'Sign out',
  endOneTitle: 'Sign out this device?',
  endOneBody: (device: string) =>
    `${device} will be signed out at once and will need your password to sign in again.`,
  endOneConfirm: 'Sign out device',
  ending: 'Signing out...',
  endedOne: 'The device has been signed out.',
  endOthers: 'Sign out all other devices',
  endOthersTitle: 'Sign out every other device?',
  endOthersBody:
    'Every device except this one will be signed out at once and will need your password to sign in again.',
  endOthersConfirm: 'Sign out others',
  endedOthers: 'Every other device has been signed out.',
  endFailed: 'The device could not be signed out. Please try again.',
  keep: 'Cancel',
  notFound: 'That session was not found.',
} as const;

export const AUDIT_LOG_TEXTS = {
  heading: 'Security activity',
  intro: 'Sign-ins, failed attempts and changes to your account, newest first.',
  loading: 'Loading your activity...',
  loadFailed: 'Your activity could not be loaded.',
  empty: 'No security activity yet.',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
} as const;

export const STAFF_SESSIONS_TEXTS = {
  action: 'End sessions',
  title: 'End all sessions of this member?',
  body: (who: string) =>
    `${who} will be signed out on every device at once and will need their password to sign in again.`,
  confirm: 'End all sessions',
  ending: 'Ending...',
  ended: (count: number) => (count === 1 ? '1 session ended.' : `${count} sessions ended.`),
  cancel: 'Cancel',
  failed: 'The sessions could not be ended.',
  memberNotFound: 'That member was not found.',
} as const;
