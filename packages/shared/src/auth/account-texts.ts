import { plural } from '../format/words';
import { EMAIL_CHANGED, RECOVERY_TEXTS } from './auth-messages';

/**
 * Texts of the profile's password and e-mail changes (ADR 051), in the spec's voice. Errors:
 * AUTH_EMAIL_UNCHANGED (400, `emailUnchanged`), AUTH_EMAIL_EXISTS (409, the catalogue's text),
 * AUTH_LINK_INVALID for an unusable change link (`emailLinkInvalid`).
 */
export const ACCOUNT_TEXTS = {
  cardTitle: 'Sign-in Details',
  email: 'Email',
  password: 'Password',
  hiddenPassword: '••••••••',
  changeEmail: 'Change email',
  changePassword: 'Change password',
  cancel: 'Cancel',
  newPassword: RECOVERY_TEXTS.newPassword,
  confirmPassword: RECOVERY_TEXTS.confirmPassword,
  passwordsDiffer: RECOVERY_TEXTS.passwordsDiffer,
  savePassword: 'Save new password',
  savingPassword: 'Saving...',
  passwordChanged: RECOVERY_TEXTS.changed,
  otherSessions: (n: number) =>
    n === 0
      ? 'No other device is signed in to your account.'
      : `Your account is still signed in on ${plural(n, 'other device')}. If you changed your password because someone else may know it, sign them out.`,
  signOutOthers: 'Sign out every other device',
  signingOutOthers: 'Signing out...',
  othersSignedOut: 'Every other device has been signed out.',
  newEmail: 'New email',
  sendLink: 'Send confirmation link',
  sendingLink: 'Sending...',
  /** Then the new address, on a line of its own, then `emailChangeSentAfter`. */
  emailChangeSent: 'We sent a confirmation link to',
  emailChangeSentAfter: 'Your address changes when you open it. We also told your current address.',
  emailUnchanged: 'That is already your email address.',
  emailChanged: EMAIL_CHANGED,
  emailLinkInvalid:
    'This email change link is invalid or has expired. Ask for a new one from your profile.',
  oneChangeAtATime: 'Change either the password or the email, one at a time',
} as const;
