/** The vault's tables (db/table-owners.js) as other modules reach them (ADR 042, 055). */
export { exportVault, forgetVault, VAULT_EXPORT_TABLES } from './member-data.repo';
