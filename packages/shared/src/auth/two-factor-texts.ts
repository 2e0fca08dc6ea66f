/**
 * Texts of second factors (issue 26, ADR 052): the sign-in's code step, the /security page's
 * two-factor section and the staff console's gate and reset. Error codes: AUTH_MFA_INVALID (a
 * wrong or replayed code), AUTH_MFA_EXPIRED and AUTH_MFA_TOO_MANY (PENDING_SIGN_IN_TEXTS),
 * AUTH_MFA_NOT_ENROLLED, AUTH_MFA_ALREADY_ENROLLED, AUTH_MFA_SETUP_REQUIRED (staff console).
 */
export const TWO_FACTOR_TEXTS = {
  // Sign-in, second step
  challengeTitle: 'Two-factor authentication',
  challengeIntro: 'Enter the 6-digit code from your authenticator app.',
  recoveryIntro: 'Enter one of your recovery codes. Each code works once.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code',
  useApp: 'Use your authenticator app',
  passkeyIntro: 'Use a passkey saved on this device, or on your phone.',
  usePasskey: 'Use a passkey',
  verify: 'Verify',
  verifying: 'Verifying...',
  backToSignIn: 'Back to sign in',
  codeRequired: 'Please enter the 6-digit code',
  codeFormat: 'The code is 6 digits',
  recoveryRequired: 'Please enter a recovery code',
  recoveryFormat: 'A recovery code looks like abcd-efgh-ijkl-mnop',
  invalid: 'That code is not correct. Please try again.',
  failedTitle: 'Verification Failed',
  // /security
  sectionTitle: 'Two-factor authentication',
  sectionIntro:
    'Ask for a code from an authenticator app as well as your password when you sign in.',
  enabled: 'On',
  disabled: 'Off',
  setUp: 'Set up authenticator app',
  scanIntro: 'Scan this QR code with your authenticator app, then enter the code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manualKey: 'Or enter this key by hand',
  confirmCode: 'Turn on',
  cancel: 'Cancel',
  enabledToast: 'Two-factor authentication is on.',
  remove: 'Turn off',
  removeConfirm:
    'Turn off two-factor authentication? Your recovery codes stop working and signing in needs only your password.',
  removedToast: 'Two-factor authentication is off.',
  recoveryTitle: 'Recovery codes',
  recoveryShowOnce:
    'Keep these codes somewhere safe. Each works once if you lose your phone. They will not be shown again.',
  recoveryRemaining: (n: number) => `${n} recovery ${n === 1 ? 'code' : 'codes'} left`,
  copy: 'Copy codes',
  copied: 'Recovery codes copied.',
  download: 'Download',
  done: 'I have saved my codes',
  regenerate: 'New recovery codes',
  regenerateConfirm: 'Make new recovery codes? The old ones stop working at once.',
  regeneratedToast: 'New recovery codes made. The old ones no longer work.',
  notEnrolled: 'Two-factor authentication is not set up.',
  alreadyEnrolled: 'Two-factor authentication is already on.',
  // Staff
  setupRequired: 'Set up two-factor authentication to open the staff console.',
  setupRequiredTitle: 'Two-factor authentication required',
  staffReset: 'Reset two-factor',
  staffResetTitle: (name: string) => `Reset two-factor for ${name}?`,
  staffResetIntro:
    "Only after you have checked the member's identity. Their authenticator app, passkeys and recovery codes are removed; they sign in with their password alone until they set up new ones.",
  staffResetConfirmLabel: "Type the member's e-mail to confirm",
  staffResetConfirmRequired: "Type the member's e-mail to confirm",
  staffResetMismatch: "That is not this member's e-mail.",
  staffResetDone: (name: string) => `Two-factor reset for ${name}.`,
  staffResetSelf: 'You cannot reset your own factors here.',
} as const;
