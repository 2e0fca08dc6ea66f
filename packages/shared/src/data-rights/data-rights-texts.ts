import { DELETION_GRACE_DAYS } from './data-rights-contract';

/** The /security page's data rights section (issue 26, POPIA; ADR 055). */
export const DATA_RIGHTS_TEXTS = {
  title: 'Your data',
  intro: 'Download everything Aurum keeps about you, or delete your account.',
  exportTitle: 'Download my data',
  exportBody:
    'A JSON file with everything we hold about you, and a readable summary. Your vault stays encrypted: the file says how to open it with your vault password.',
  exportButton: 'Download my data',
  exporting: 'Preparing your data...',
  exported: 'Your data has been downloaded.',
  exportFailed: 'We could not prepare your data. Please try again.',
  deleteTitle: 'Delete my account',
  deleteBody: `Your account is deleted ${DELETION_GRACE_DAYS} days after you ask. Signing in during those days restores it.`,
  deleteButton: 'Delete my account',
  confirmTitle: 'Delete your account?',
  confirmRemoved:
    'Removed: your profile, preferences and medical information, calendar, chat and memory bank, vault and its files, legacy capsules, reviews, sessions, sign-in factors and security log.',
  confirmRequests:
    'Kept without your name or details: your concierge requests, so providers keep a record of the work they did.',
  confirmPayments:
    'Kept as the law requires (POPIA section 14; tax and financial records): your payment records (amount, plan, date, reference), no longer linked to you.',
  confirmGrace: `You will be signed out everywhere now. Your account is deleted after ${DELETION_GRACE_DAYS} days; sign in before then to keep it. We will e-mail you now and when it is done.`,
  confirmButton: 'Delete my account',
  deleting: 'Asking...',
  cancel: 'Cancel',
  pendingTitle: 'Your account will be deleted',
  pending: (date: string) =>
    `Your account will be deleted on ${date}. Sign in before then to keep it: signing in restores your account.`,
  deleteFailed: 'We could not take your request. Please try again.',
  keptTitle: 'What we keep after deletion',
} as const;

/** The e-mails of a deletion. */
export const DELETION_EMAILS = {
  requestedSubject: 'Your Aurum account will be deleted',
  requested: (date: string) =>
    `You asked us to delete your Aurum account. It will be deleted on ${date}. Changed your mind? Sign in before then and your account stays.`,
  deletedSubject: 'Your Aurum account has been deleted',
  deleted:
    'Your Aurum account and its personal data have been deleted. Your concierge requests stay with their providers without your name or details, and your payment records are kept, no longer linked to you, for as long as the law requires (POPIA section 14). This is the last e-mail we send you.',
} as const;
