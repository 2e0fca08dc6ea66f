/**
 * Auth's tables (db/table-owners.js) as other modules read them: a view of accounts to join for
 * names and e-mail addresses, and a lock on one account for work done for it in turn (ADR 042).
 */
export { accounts, lockAccount } from './account-views.repo';
