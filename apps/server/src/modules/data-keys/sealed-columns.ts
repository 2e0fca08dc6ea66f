import { memberTextAssociatedData } from '../../platform/crypto/member-text';

/** One column sealed with the data encryption key, and the associated data its values carry. */
export interface SealedColumn {
  column: string;
  associatedData: (rowKey: string) => string;
}

/** A table with sealed columns: the key its associated data names, and its `key_id` column. */
export interface SealedTable {
  table: string;
  rowKey: 'id' | 'user_id';
  columns: readonly SealedColumn[];
}

/** Member text (ADR 048): `<table>[.<place column>]:<row key>`, as the owning area seals it. */
const memberText = (table: string, column: string, placeColumn?: string): SealedColumn => ({
  column,
  associatedData: (rowId) => memberTextAssociatedData({ table, rowId, column: placeColumn }),
});

/**
 * Every column sealed with DATA_ENCRYPTION_KEY, for the key re-seal (ADR 083). A test compares
 * it with the database's `sealed_*` columns, so a new one cannot be forgotten. Not here:
 * `legacy_capsules.sealed_content` (sealed by the capsule's own data key, ADR 021; that key is
 * `sealed_key`, re-sealed here) and the vault (sealed in the browser, ADR 020).
 */
export const SEALED_TABLES: readonly SealedTable[] = [
  {
    table: 'medical_info',
    rowKey: 'user_id',
    columns: [memberText('medical_info', 'sealed_data')],
  },
  {
    table: 'totp_factors',
    rowKey: 'user_id',
    columns: [memberText('totp_factors', 'sealed_secret')],
  },
  {
    table: 'calendar_feeds',
    rowKey: 'id',
    columns: [memberText('calendar_feeds', 'sealed_token', 'token')],
  },
  {
    table: 'concierge_cases',
    rowKey: 'id',
    columns: [
      memberText('concierge_cases', 'sealed_summary', 'summary'),
      memberText('concierge_cases', 'sealed_context', 'ai_context'),
      memberText('concierge_cases', 'sealed_rating_comment', 'rating_comment'),
    ],
  },
  {
    table: 'concierge_messages',
    rowKey: 'id',
    columns: [memberText('concierge_messages', 'sealed_text')],
  },
  {
    table: 'journal_entries',
    rowKey: 'id',
    columns: [
      memberText('journal_entries', 'sealed_content', 'content'),
      memberText('journal_entries', 'sealed_insights', 'insights'),
    ],
  },
  {
    table: 'legacy_capsules',
    rowKey: 'id',
    columns: [{ column: 'sealed_key', associatedData: (id) => `legacy-capsule-key:${id}` }],
  },
  {
    table: 'relationship_conflicts',
    rowKey: 'id',
    columns: [
      memberText('relationship_conflicts', 'sealed_issue_summary', 'issue_summary'),
      memberText('relationship_conflicts', 'sealed_guidance', 'guidance'),
    ],
  },
  {
    table: 'conflict_perspectives',
    rowKey: 'id',
    columns: [memberText('conflict_perspectives', 'sealed_text')],
  },
  {
    table: 'home_hubs',
    rowKey: 'user_id',
    columns: [memberText('home_hubs', 'sealed_token', 'token')],
  },
];

/** Sealed columns the re-seal leaves alone, with why (see SEALED_TABLES). */
export const NOT_UNDER_THE_DATA_KEY = ['legacy_capsules.sealed_content'];
