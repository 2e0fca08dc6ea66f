import type { PhraseTable } from './phrase-table';

/**
 * isiZulu words and phrases members wrote in the fifth labelled set (session 14, ADR 079) that
 * the word table missed: days of next week, meals, "tell me", "which", "still open", a passport
 * expiring, "any update on", "should come", a personal shopper. Part of ZU_WORDS (zu-words.ts).
 */
export const ZU_MEMBER_WORDS: PhraseTable = {
  'wesonto elizayo': 'next week',
  'wevikini elizayo': 'next week',
  'lesonto elizayo': 'next week',
  'lanamuhla kusihlwa': "tonight's",
  'lanamuhla ebusuku': "tonight's",
  khisimusi: 'christmas',
  ukhisimusi: 'christmas',
  ngokhisimusi: 'on christmas',
  'ukudla kwasemini': 'lunch',
  'ukudla kwakusihlwa': 'dinner',
  'ukudla kwasekuseni': 'breakfast',
  sizodla: 'we will eat',
  edinini: 'for the dinner',
  tshela: 'tell',
  ngitshele: 'tell me',
  malibe: 'should be',
  makube: 'make it',
  yenza: 'make it',
  akeze: 'should come',
  akafike: 'should arrive',
  'ikhona indaba nge': 'any update on',
  'ikhona indaba': 'any update on',
  indaba: 'news',
  ukhumbulani: 'what do you remember',
  'ngezinto engizithandayo': 'about the things I like',
  engizithandayo: 'that I like',
  engiphendulile: 'replied to me',
  'ikhona yini': 'has',
  iziphi: 'which',
  ezisavulekile: 'still open',
  ezivulekile: 'open',
  'izophelelwa yisikhathi': 'expire',
  'iphelelwa yisikhathi': 'expires',
  'umuntu ozongithengela': 'a personal shopper to buy',
  ozongithengela: 'to buy for me',
};
