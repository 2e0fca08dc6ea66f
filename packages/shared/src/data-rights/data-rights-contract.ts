import { z } from 'zod';

/** Days between a deletion request and the account's removal; a sign-in within them restores it. */
export const DELETION_GRACE_DAYS = 7;

/** GET /api/data-rights: the member's deletion state (null when no deletion is pending). */
export const dataRightsStateSchema = z.object({
  deletion: z
    .object({
      requested_at: z.string(),
      /** When the account will be removed unless the member signs in before. */
      deletes_at: z.string(),
    })
    .nullable(),
});
export type DataRightsState = z.infer<typeof dataRightsStateSchema>;

/** POST /api/data-rights/deletion: the member confirms, after re-authentication. */
export const deletionBodySchema = z.strictObject({
  confirm: z.literal(true, { error: 'Confirm that you want your account deleted.' }),
});
export type DeletionBody = z.infer<typeof deletionBodySchema>;

/** The answer to POST /api/data-rights/deletion: the state; every session has ended. */
export const deletionAnswerSchema = dataRightsStateSchema;

/** Version of the export's JSON shape (GET /api/data-rights/export). */
export const EXPORT_FORMAT = 'aurum-member-export/1';

/** The export's outer shape; `data` holds one section per area (each area's own shape). */
export interface MemberExport {
  format: typeof EXPORT_FORMAT;
  exported_at: string;
  /** How to read the export and decrypt the vault offline (plain text). */
  readme: string;
  /** A readable summary of everything in `data` (plain text). */
  summary: string;
  data: Record<string, unknown>;
}
