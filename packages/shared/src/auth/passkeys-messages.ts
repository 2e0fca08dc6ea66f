/**
 * The passkeys' texts (issue 26, ADR 053): the /security section, the sign-in button and the
 * server's error messages, which the web shows as they come.
 */
export const PASSKEY_TEXTS = {
  title: 'Passkeys',
  intro:
    'Sign in with your fingerprint, face or screen lock instead of your password. You can add one for each device or password manager you use.',
  unsupported:
    'This browser cannot use passkeys. Open this page in a recent Chrome, Safari, Edge or Firefox to add one.',
  none: 'You have no passkeys yet.',
  add: 'Add a passkey',
  adding: 'Follow your device...',
  added: 'Passkey added',
  nameLabel: 'Passkey name',
  nameHint: 'We named it after your device. You can change it.',
  rename: 'Rename',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  renamed: 'Passkey renamed',
  remove: 'Remove',
  removing: 'Removing...',
  removeTitle: 'Remove this passkey?',
  removeBody: (name: string) =>
    `"${name}" will no longer sign you in. Remove it from your device or password manager too.`,
  removed: 'Passkey removed',
  created: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  synced: 'Synced',
  listFailed: 'Your passkeys could not be loaded.',
  cancelled: 'The passkey request was cancelled or timed out.',
  // Not "Sign in ...": the spec's 'Sign In' button stays the only one whose name says so.
  signIn: 'Continue with a passkey',
  signingIn: 'Waiting for your passkey...',
  orDivider: 'or',
} as const;

/** 4xx answers of the passkey endpoints: code -> message. */
export const PASSKEY_ERRORS = {
  PASSKEY_NOT_FOUND: 'That passkey was not found.',
  PASSKEY_INVALID: 'That passkey could not be verified. Please try again.',
  PASSKEY_CHALLENGE_EXPIRED: 'The passkey request has expired. Please try again.',
  PASSKEY_EXISTS: 'This passkey is already registered.',
  PASSKEY_LIMIT: 'You have reached the limit of passkeys. Remove one to add another.',
  PASSKEY_NONE: 'There is no passkey on this account.',
} as const;
export type PasskeyErrorCode = keyof typeof PASSKEY_ERRORS;
