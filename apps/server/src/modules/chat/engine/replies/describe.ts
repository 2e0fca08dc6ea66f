import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { formatWeekdayDate } from '@aurum/shared/format/dates';
import { TIME_ZONE } from '@aurum/shared/format/locale';
import type { DisplayedRequestStatus } from '@aurum/shared/requests/request-status';
import { serviceTypeLabel, type ServiceType } from '@aurum/shared/requests/service-types';
import { localDateTime } from '@aurum/shared/time/member-time';

/**
 * The pieces of the engine's sentences, written in the member's language: a service's name, a
 * day and time, a list, a party, a place, a request, a status. Reply frames (reply-texts-*.ts)
 * place them. Afrikaans addresses the member as "u" (polite); isiZulu names a request with
 * "isicelo", so frames agree with it ("si-").
 */

/** Service names in Afrikaans and isiZulu: the words members use, not literal translations. */
const SERVICE_NAMES: Record<'af' | 'zu', Record<ServiceType, string>> = {
  af: {
    luxury_vehicle: 'Range Rover / Luukse Voertuig',
    private_chef: 'Privaat Sjef',
    personal_driver: 'Persoonlike Bestuurder',
    event_planning: 'Geleentheidsbeplanning',
    accommodation: 'Villa / Verblyf',
    yacht_charter: 'Seiljaghuur',
    personal_shopping: 'Persoonlike Inkopies',
    travel: 'Reisreëlings',
    security: 'Sekuriteitsdienste',
    other: 'Ander Premium Dienste',
  },
  zu: {
    luxury_vehicle: 'I-Range Rover / Imoto Kanokusho',
    private_chef: 'Ushefu Ozimele',
    personal_driver: 'Umshayeli Ozimele',
    event_planning: 'Ukuhlelwa Kwemicimbi',
    accommodation: 'I-Villa / Indawo Yokuhlala',
    yacht_charter: 'Ukuqashwa Kwesikebhe',
    personal_shopping: 'Umthengi Ozimele',
    travel: 'Amalungiselelo Okuhamba',
    security: 'Ezokuphepha',
    other: 'Ezinye Izinsizakalo Eziphambili',
  },
};
const TABLE: Record<ChatLanguage, string> = {
  en: 'restaurant table',
  af: 'restauranttafel',
  zu: 'itafula lerestshurenti',
};

/** The service's name as members see it ("Private Chef", "Privaat Sjef", "Ushefu Ozimele"). */
export function serviceName(type: ServiceType, language: ChatLanguage, dining = false): string {
  if (dining) return TABLE[language];
  return language === 'en' ? serviceTypeLabel(type) : SERVICE_NAMES[language][type];
}

const parts = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  });
/** Node's ICU: af-ZA "Saterdag 28 November 2026"; zu-ZA weekday "UMgqibelo", month "Novemba". */
const AF_DAY = parts('af-ZA');
const ZU_DAY = parts('zu-ZA');

/** isiZulu's "on" before a weekday: nga + uMgqibelo = ngoMgqibelo, nga + iSonto = ngeSonto. */
function zuOnDay(weekday: string): string {
  const rest = weekday.slice(1);
  return /^[iI]/.test(weekday) ? `nge${rest}` : `ngo${rest}`;
}

/** A day in words: "Saturday, 28 November 2026", "Saterdag 28 November 2026", "uMgqibelo, 28 Novemba 2026". */
export function dayText(date: string, language: ChatLanguage): string {
  const instant = localDateTime(date, '12:00');
  if (language === 'en') return formatWeekdayDate(instant);
  if (language === 'af') return AF_DAY.format(instant);
  const part = (type: string) =>
    ZU_DAY.formatToParts(instant).find((piece) => piece.type === type)?.value ?? '';
  const weekday = part('weekday');
  return `${weekday.charAt(0).toLowerCase()}${weekday.slice(1)}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** The day as "on ...": "on Saturday, ...", "op Saterdag ...", "ngoMgqibelo, ...". */
function onDay(date: string, language: ChatLanguage): string {
  const day = dayText(date, language);
  if (language === 'en') return `on ${day}`;
  if (language === 'af') return `op ${day}`;
  return zuOnDay(day);
}

const AT_TIME: Record<ChatLanguage, (time: string) => string> = {
  en: (time) => `at ${time}`,
  af: (time) => `om ${time}`,
  zu: (time) => `ngo-${time}`,
};

/**
 * " on Saturday, 28 November 2026 at 19:00", " op Saterdag 28 November 2026 om 19:00",
 * " ngoMgqibelo, 28 Novemba 2026 ngo-19:00"; " at 19:00" alone; "" when neither is known.
 */
export function whenText(date: string | null, time: string | null, language: ChatLanguage): string {
  if (!date && !time) return '';
  const day = date ? ` ${onDay(date, language)}` : '';
  return `${day}${time ? ` ${AT_TIME[language](time)}` : ''}`;
}

/** isiZulu "and" before a word: na + isicelo = nesicelo, na + umshayeli = nomshayeli, ne-Aurum. */
function zuWith(item: string): string {
  const merged = { a: 'na', e: 'ne', i: 'ne', o: 'no', u: 'no' }[item.charAt(0)];
  return merged ? `${merged}${item.slice(1)}` : `ne-${item}`;
}

/** "a", "a and b", "a, b and c"; "a, b en c"; "a, b kanye no-c" (isiZulu's "na-" joins the word). */
export function listText(items: readonly string[], language: ChatLanguage): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  const last = items.at(-1)!;
  if (language === 'af') return `${head} en ${last}`;
  if (language === 'zu') return `${head} kanye ${zuWith(last)}`;
  return `${head} and ${last}`;
}

/** "for 4 people", "vir 4 mense", "kwabantu abangu-4" (party size). */
export function partyText(size: number, language: ChatLanguage): string {
  if (language === 'af') return size === 1 ? 'vir 1 persoon' : `vir ${size} mense`;
  if (language === 'zu') return size === 1 ? 'komuntu oyedwa' : `kwabantu abangu-${size}`;
  return size === 1 ? 'for 1 person' : `for ${size} people`;
}

/**
 * " in Constantia (Cape Town)", " in Sandton", " eConstantia (Cape Town)", " e-Umhlanga"
 * (isiZulu's locative), or "".
 */
export function placeText(
  location: string | null,
  area: string | null,
  language: ChatLanguage,
): string {
  if (!location) return '';
  const inArea = area && area !== location ? ` (${area})` : '';
  if (language === 'zu') {
    return `${/^[aeiouAEIOU]/.test(location) ? ' e-' : ' e'}${location}${inArea}`;
  }
  return ` in ${location}${inArea}`;
}

/** What a request is, in its place and day. */
export interface RequestPieces {
  type: ServiceType;
  dining?: boolean;
  location: string | null;
  /** The metro area or region, said after a place that is not itself the area. */
  area?: string | null;
  date: string | null;
  time: string | null;
}

/**
 * A new request as a reply names it: "a Private Chef in Constantia on Saturday, ... at 19:00",
 * "'n Privaat Sjef in Constantia op Saterdag ... om 19:00", "Ushefu Ozimele eConstantia
 * ngoMgqibelo, ... ngo-19:00".
 */
export function newRequestText(request: RequestPieces, language: ChatLanguage): string {
  const name = serviceName(request.type, language, request.dining);
  const place = placeText(request.location, request.area ?? null, language);
  const rest = `${place}${whenText(request.date, request.time, language)}`;
  if (language === 'af') return `'n ${name}${rest}`;
  if (language === 'zu') return `${name}${rest}`;
  return `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}${rest}`;
}

/**
 * One of the member's requests as a reply names it: "your Private Chef request for Saturday,
 * ... in Constantia", "u Privaat Sjef-versoek vir Saterdag ... in Constantia", "isicelo sakho
 * (Ushefu Ozimele) sangoMgqibelo, ... eConstantia". isiZulu frames agree with "isicelo" (si-).
 */
export function yourRequestText(
  request: Omit<RequestPieces, 'time'>,
  language: ChatLanguage,
): string {
  const name = serviceName(request.type, language, request.dining);
  const place = placeText(request.location, request.area ?? null, language);
  if (language === 'af') {
    const day = request.date ? ` vir ${dayText(request.date, 'af')}` : '';
    return `u ${name}-versoek${day}${place}`;
  }
  if (language === 'zu') {
    const day = request.date ? ` sa${onDay(request.date, 'zu')}` : '';
    return `isicelo sakho (${name})${day}${place}`;
  }
  const day = request.date ? ` for ${dayText(request.date, 'en')}` : '';
  return `your ${name} request${day}${place}`;
}

const STATUSES: Record<ChatLanguage, Record<DisplayedRequestStatus, string>> = {
  en: {
    Confirmed: 'confirmed',
    Declined: 'declined',
    'Awaiting Confirmation': 'awaiting confirmation',
    Pending: 'pending',
    Completed: 'completed',
    Cancelled: 'cancelled',
  },
  af: {
    Confirmed: 'bevestig',
    Declined: 'afgewys',
    'Awaiting Confirmation': 'in afwagting van bevestiging',
    Pending: 'hangende',
    Completed: 'afgehandel',
    Cancelled: 'gekanselleer',
  },
  // Verbs agreeing with "isicelo": "Isicelo sakho ... siqinisekisiwe."
  zu: {
    Confirmed: 'siqinisekisiwe',
    Declined: 'senqatshiwe',
    'Awaiting Confirmation': 'silinde ukuqinisekiswa',
    Pending: 'sisalindile',
    Completed: 'siqediwe',
    Cancelled: 'sikhanseliwe',
  },
};

/** A request's status as the statusOf and notChangeable frames take it. */
export function statusText(status: DisplayedRequestStatus, language: ChatLanguage): string {
  return STATUSES[language][status];
}

/** A provider's rating as a reply shows it: "rated 4.8/5", "gegradeer 4,8/5", "new to Aurum". */
export function ratingText(rating: number, reviewCount: number, language: ChatLanguage): string {
  const value = rating.toFixed(1);
  if (language === 'af') {
    return reviewCount > 0 ? `gegradeer ${value.replace('.', ',')}/5` : 'nuut by Aurum';
  }
  if (language === 'zu') return reviewCount > 0 ? `isilinganiso ${value}/5` : 'omusha ku-Aurum';
  return reviewCount > 0 ? `rated ${value}/5` : 'new to Aurum';
}
