import { describe, expect, it } from 'vitest';
import type { VaultItem } from '../api/vault-types';
import { changesOf, draftOf, missingInDraft } from './item-draft';
import { ENCRYPTED_PLACEHOLDER, VAULT_TOASTS } from './vault-texts';

const note: VaultItem = {
  id: '5b0c7a52-56f6-4c4e-9a43-5a1f0cc0a1d9',
  itemType: 'note',
  category: 'journal',
  accessLevel: 1,
  title: 'Gate code',
  description: null,
  content: ENCRYPTED_PLACEHOLDER,
  tags: ['house'],
  fileName: null,
  file: null,
  aiAccessGranted: false,
  lastAccessedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('changesOf', () => {
  it('is empty for an untouched draft, also with a field that failed to decrypt', () => {
    expect(changesOf(note, draftOf(note))).toEqual({});
  });

  it('gives only the changed fields, trimmed', () => {
    const draft = {
      ...draftOf(note),
      title: '  Gate code  ',
      description: ' Front gate ',
      tags: ['house', 'cape-town'],
      category: 'ideas',
    };
    expect(changesOf(note, draft)).toEqual({
      description: 'Front gate',
      tags: ['house', 'cape-town'],
      category: 'ideas',
    });
  });
});

describe('missingInDraft', () => {
  it('asks for a title first, then a category', () => {
    expect(missingInDraft({ ...draftOf(note), title: ' ', category: '' })).toBe(
      VAULT_TOASTS.titleRequired,
    );
    expect(missingInDraft({ ...draftOf(note), category: '' })).toBe(VAULT_TOASTS.categoryRequired);
    expect(missingInDraft(draftOf(note))).toBeNull();
  });
});
