import { route, typed } from '../api-route';
import type { DataRightsState, DeletionBody, MemberExport } from './data-rights-contract';

/** The member's rights over their data: the export and the deletion (ADR 080). */

/** Whether a deletion is pending, and when it happens. */
export const state = route('GET', '/api/data-rights', typed<{ answer: DataRightsState }>);

/** The member's data as one JSON document, sent as a download. */
export const exportData = route('GET', '/api/data-rights/export', typed<{ answer: MemberExport }>);

/** Asks for the account's deletion (after re-authentication): every session ends. */
export const requestDeletion = route(
  'POST',
  '/api/data-rights/deletion',
  typed<{
    answer: DataRightsState;
    body: DeletionBody;
  }>,
);
