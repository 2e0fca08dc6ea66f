import type { PhraseTable } from './phrase-table';

/**
 * Afrikaans words and phrases members wrote in the sixth labelled set (session 15) that the word
 * table missed: the named days of the festive season, being picked up, showing all requests,
 * gold or platinum, who won, "I mean". Part of AF_WORDS (af-words.ts).
 */
export const AF_MEMBER_WORDS: PhraseTable = {
  kersdag: 'christmas day',
  kersfees: 'christmas',
  kersaand: 'christmas eve',
  oujaarsaand: "new year's eve",
  oujaarsdag: '31 december',
  nuwejaarsdag: "new year's day",
  valentynsdag: "valentine's day",
  'opgelaai word': 'be picked up',
  opgelaai: 'picked up',
  'laai my op': 'pick me up',
  'laai ons op': 'pick us up',
  'haal asseblief my': 'please fetch my',
  'haal my ma': 'fetch my mom',
  'haal my pa': 'fetch my dad',
  'wys my': 'show me',
  'al my': 'all my',
  goud: 'gold',
  'goud of platinum': 'gold or platinum',
  'is ek': 'am I',
  gewen: 'won',
  'het gewen': 'won',
  gisteraand: 'last night',
  'ek bedoel': 'I mean',
  'ek het bedoel': 'I meant',
  bedoel: 'mean',
};
