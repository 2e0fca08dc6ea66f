import type { SealedBox } from './sealed-box';

/**
 * Member-private text at rest (ADR 048): medical info today, journal entries and case threads
 * next. The server seals it with the data encryption key (ADR 006's scheme) because the server
 * must read it again (the assistant, the journal's analysis, staff answering a case); the vault's
 * zero-knowledge keys (ADR 020) and the capsules' own data keys (ADR 021) are not for this.
 */

/**
 * The row a sealed text belongs to. The text is bound to it as associated data, so a value copied
 * into another row (or another column) does not open. `column` is needed only where a table
 * seals more than one column.
 */
export interface MemberTextPlace {
  /** The table, as the database names it: `medical_info`, `journal_entries`. */
  table: string;
  /** The id the row is found by: the member's id for one-row-per-member tables. */
  rowId: string;
  column?: string;
}

/** What a repository stores: the sealed value and the id of the key that sealed it. */
export interface SealedMemberText {
  sealedData: string;
  keyId: string;
}

/**
 * The associated data of a row's text; `medical_info:<userId>` is what ADR 006 sealed with from the
 * start: it must not change. The key re-seal (ADR 083) opens every column with it.
 */
export const memberTextAssociatedData = ({ table, rowId, column }: MemberTextPlace) =>
  column ? `${table}.${column}:${rowId}` : `${table}:${rowId}`;

/** Seals a member's text for one row; a fresh IV each time. */
export function sealMemberText(
  box: SealedBox,
  place: MemberTextPlace,
  text: string,
): SealedMemberText {
  return { sealedData: box.seal(text, memberTextAssociatedData(place)), keyId: box.keyId };
}

/** Opens what `sealMemberText` sealed for the same row; throws when tampered with or moved. */
export function openMemberText(box: SealedBox, place: MemberTextPlace, sealedData: string): string {
  return box.open(sealedData, memberTextAssociatedData(place));
}
