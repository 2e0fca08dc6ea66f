import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { formatWeekdayDate } from '@aurum/shared/format/dates';
import { serviceTypeLabel, type ServiceType } from '@aurum/shared/requests/service-types';
import { localDateTime } from '@aurum/shared/time/member-time';

/**
 * The pieces of the engine's sentences, written in the member's language: a service's name, a
 * day and time, a list. Reply frames (reply-texts-*.ts) place them.
 */

/** The service's name as members see it ("Private Chef"); a restaurant table reads "table". */
export function serviceName(type: ServiceType, language: ChatLanguage, dining = false): string {
  void language;
  return dining ? 'restaurant table' : serviceTypeLabel(type);
}

/** " on Sat, 28 Nov 2026 at 19:00", " on Sat, 28 Nov 2026", " at 19:00" or "". */
export function whenText(date: string | null, time: string | null, language: ChatLanguage): string {
  void language;
  if (!date && !time) return '';
  const day = date ? ` on ${formatWeekdayDate(localDateTime(date, time ?? '12:00'))}` : '';
  return `${day}${time ? ` at ${time}` : ''}`;
}

/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[], language: ChatLanguage): string {
  void language;
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "for 4 people" (party size). */
export function partyText(size: number, language: ChatLanguage): string {
  void language;
  return size === 1 ? 'for 1 person' : `for ${size} people`;
}

/** " in Constantia (Cape Town)", " in Sandton" or "". */
export function placeText(
  location: string | null,
  area: string | null,
  language: ChatLanguage,
): string {
  void language;
  if (!location) return '';
  return ` in ${location}${area && area !== location ? ` (${area})` : ''}`;
}
