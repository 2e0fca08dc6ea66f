/** Spec 02 sections 2, 8 and 9: the vault's labels and toasts (types and rules are shared). */
import type { ItemType } from '@aurum/shared/vault/vault-rules';

export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  document: 'Document',
  note: 'Note',
  preference: 'Preference',
};

/** "id" reads as "ID"; the rest capitalised. */
export const categoryLabel = (category: string) =>
  category === 'id' ? 'ID' : category.charAt(0).toUpperCase() + category.slice(1);

/** Spec 02 section 9: 1 = you only; 2 = the assistant may ask; 3 = included in legacy capsules. */
export const ACCESS_LEVELS = [
  { level: 1, label: 'Level 1 - Only you' },
  { level: 2, label: 'Level 2 - AI may request access with your approval' },
  { level: 3, label: 'Level 3 - Included in legacy capsules' },
] as const;

export const MIN_VAULT_PASSWORD_LENGTH = 3;

export const VAULT_TOASTS = {
  biometricFailed: {
    title: 'Biometric Authentication Failed',
    description: 'Please try again or use your vault password.',
  },
  invalidPassword: {
    title: 'Invalid Password',
    description: 'Password must be at least 3 characters long.',
  },
  unlockFailed: {
    title: 'Unlock Failed',
    description: 'Unable to access your vault. Please check your credentials.',
  },
  unlocked: { title: 'Vault Unlocked', description: 'Welcome to your secure sanctuary.' },
  storageFailed: {
    title: 'Storage Failed',
    description: 'Unable to secure your item. Please try again.',
  },
  secured: {
    title: 'Item Secured',
    description: 'Your item has been encrypted and stored safely.',
  },
  titleRequired: {
    title: 'Title Required',
    description: 'Please enter a title for your vault item.',
  },
  categoryRequired: {
    title: 'Category Required',
    description: 'Please select a category for your vault item.',
  },
  addFailed: {
    title: 'Failed to Add Item',
    description: 'There was an error adding your item. Please try again.',
  },
  added: {
    title: 'Item Added Successfully',
    description: 'Your item has been encrypted and stored in the vault.',
  },
  updated: {
    title: 'Item Updated',
    description: 'Your changes have been encrypted and stored in the vault.',
  },
  updateFailed: {
    title: 'Item Not Updated',
    description: 'There was an error saving your changes. Please try again.',
  },
} as const;

/** What an item shows in place of a field that fails to decrypt. */
export const ENCRYPTED_PLACEHOLDER = '[Encrypted]';

/** Choosing a file fills an empty title with the file name without its extension. */
export const titleFromFileName = (name: string) =>
  name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
