/** Legacy capsules' table (db/table-owners.js) as other modules reach it (ADR 042, 055). */
export { CAPSULE_EXPORT_TABLES, forgetCapsules } from './member-data.repo';
