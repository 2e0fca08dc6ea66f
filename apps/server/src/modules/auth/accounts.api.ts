/**
 * Auth's tables (db/table-owners.js) as other modules read them: a view of accounts to join for
 * names and e-mail addresses, and a lock on one account for work done for it in turn (ADR 042);
 * the account's part of the member's data rights: export, deletion state, removal (ADR 055).
 */
export { accounts, lockAccount, type StaffPresence, staffPresence } from './account-views.repo';
export {
  AUTH_EXPORT_TABLES,
  accountsDueForDeletion,
  deleteAccount,
  deletionRequestedAt,
  exportAccount,
  lockAccountDueForDeletion,
  markDeletionRequested,
} from './account-deletion.repo';
/** Writes a security event of the member's (data_exported, deletion_requested: ADR 055). */
export { audit as recordAuditEvent } from './auth.repo';
