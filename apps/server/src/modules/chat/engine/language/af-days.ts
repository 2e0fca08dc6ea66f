/**
 * Afrikaans days as members write them: the weekdays, and a day joined to a part of it
 * ("Vrydagaand", "môreoggend") or to its meal ("Sondagmiddagete"), in English words.
 */
import type { PhraseTable } from './phrase-table';

export const AF_WEEKDAYS: Readonly<Record<string, string>> = {
  maandag: 'monday',
  dinsdag: 'tuesday',
  woensdag: 'wednesday',
  donderdag: 'thursday',
  vrydag: 'friday',
  saterdag: 'saturday',
  sondag: 'sunday',
};
const PARTS_OF_DAY: Readonly<Record<string, string>> = {
  oggend: 'morning',
  middag: 'afternoon',
  aand: 'evening',
  nag: 'night',
};

/** "Vrydagaand", "Saterdag oggend", "môreaand": a day and a part of it, written together or not. */
export const AF_DAY_PARTS: PhraseTable = Object.fromEntries(
  Object.entries({
    ...AF_WEEKDAYS,
    môre: 'tomorrow',
    oormôre: 'the day after tomorrow',
    oormore: 'the day after tomorrow',
  }).flatMap(([day, english]) =>
    Object.entries(PARTS_OF_DAY).flatMap(([part, partEnglish]) => [
      [`${day}${part}`, `${english} ${partEnglish}`],
      [`${day} ${part}`, `${english} ${partEnglish}`],
      [`${day}-${part}`, `${english} ${partEnglish}`],
    ]),
  ),
);

/** "Sondagmiddagete", "Vrydagaandete": a day and its meal, written together. */
export const AF_DAY_MEALS: PhraseTable = Object.fromEntries(
  Object.entries({ ...AF_WEEKDAYS, môre: 'tomorrow' }).flatMap(([day, english]) =>
    Object.entries({ middagete: 'lunch', aandete: 'dinner', ontbyt: 'breakfast' }).map(
      ([meal, mealEnglish]) => [`${day}${meal}`, `${english} ${mealEnglish}`],
    ),
  ),
);
