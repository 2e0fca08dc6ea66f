/** The assistant's tables (db/table-owners.js) as other modules read them (ADR 042, 055). */
export { CHAT_EXPORT_TABLES, exportChat, forgetChat } from './member-data.repo';
