/**
 * Auth's tables (db/table-owners.js) as other modules read them: a view of accounts to join for
 * names and e-mail addresses (ADR 042).
 */
export { accounts } from './account-views.repo';
