import type { TripleWords } from './weighted-words';

/**
 * Afrikaans (and the Afrikaans in South African English) for the journal (ADR 060): rows of
 * [mood, energy, stress, words]. Accents are folded when read, so "geëet" is written "geeet" or
 * with its accent alike.
 */
export const AFRIKAANS_WORDS: TripleWords = [
  [4, 3, -1, 'fantasties, wonderlik, uitstekend, oorstelp, in die wolke'],
  [3.5, 0, -1.5, 'heerlik, baie bly, dankbaar, geseend, trots'],
  [3, 0, -1.5, 'gelukkig, pragtig, lekker, tevrede, vrolik, so bly, lief, liefde, gelag, lag'],
  [3, 3, -1, 'opgewonde, opgewek'],
  [2.5, 4, -1, 'vol energie, energiek, vol lewe, uitgerus en vol energie'],
  [2.5, 1, -3, 'rustig, ontspanne, ontspan, kalm, vredig, vrede, uitgerus, rustige'],
  [2, 0, -1, 'goed, mooi, beter, gaaf, oulik, lekker kuier, kuier, gekuier, geniet, vakansie'],
  [1.5, 1.5, -0.5, 'geslaap, slaap, lus, oophou, cope'],
  [1, 0, 0, 'braai, orraait, oukei, reg'],
  [-1.5, 0, 0.5, 'mis, verlang, jammer'],
  [-1.5, -1.5, 0, 'stil, alleen, in die bed, bly in die bed'],
  [-2, -3, 0.5, 'moeg, vaak, lam, gedaan, pap, tam'],
  [-2.5, -2.5, 0.5, 'siek, seer, griep, koors, hoofpyn, pyn'],
  [-2.5, -2, 0, 'leeg, eensaam, dood'],
  [-3, -4, 1, 'doodmoeg, uitgeput, pootuit, kapot, babbelas'],
  [-3.5, -1.5, 0.5, 'hartseer, treurig, ongelukkig, depressief, terneergedruk'],
  [-3, 0, 2, 'sleg, aaklig, teleurgesteld, nie lekker nie, nie goed nie'],
  [-2, 0, 2.5, 'druk, besig, haastig, sperdatum, sperdatums, deadlines oral, agter'],
  [-2.5, 0, 3, 'opgestapel, te veel, alles is te veel, nie opgedaag nie, nie gekom nie'],
  [-2.5, 0, 3.5, 'gestres, gestresd, stres, spanning, gespanne, bekommerd, bekommer, bang'],
  [-3, 0, 3, 'kwaad, woedend, gefrustreerd, frustreer, vies, omgekrap, gatvol, kwaai'],
  [-3, -1, 4, 'angstig, paniek, paniekerig, oorweldig, oorstuur, benoud, senuweeagtig'],
  [-2, -2, 2, 'nag wakker, hele nag wakker, nie geslaap nie'],
  [3, 1, -1.5, 'gelukkige, goeie, beste, heerlike, pragtige, wonderlike, vreugde, pret, glimlag'],
  [3, 3, -0.5, 'entoesiasties, gemotiveerd, produktief, vol moed, lewendig'],
  [2, 2, -0.5, 'sterk, fiks, gesond, kragtig'],
  [2, 0.5, -3, 'rus, gerus, kalme, stille, ontspan, rustig gehad'],
  [1.5, 0, -1, 'dankie, hoop, maklik'],
  [-0.5, -1.5, -1.5, 'lui'],
  [-1.5, -1.5, 0.5, 'verveeld, vervelig'],
  [-2, -3, 0.5, 'moee, moeer, doodmoeg gewerk, moeg gewerk'],
  [-3, -2, 0.5, 'moedeloos, lusteloos, huil, gehuil, trane'],
  [-2, -1, 2, 'moeilik, moeilike, swaar, sukkel, gesukkel, spook, kla'],
  [-2.5, 0, 3, 'baklei, stry, gestry, rusie, ontsteld, geirriteerd, bekommernis, besige'],
  [-3, 0, 4, 'angs, vrees, skrik, slegte, aaklige, angstige, gespanne dag'],
];

/** Words that mean one thing in English and another in Afrikaans ("kind" is a child). */
export const ENGLISH_HOMOGRAPHS = new Set(['kind', 'glad', 'want']);

/** Words that mark a sentence as Afrikaans, where ENGLISH_HOMOGRAPHS keep no English weight. */
export const AFRIKAANS_MARKERS = new Set(
  "die ek het nie 'n ons jy hy sy hulle baie vir dit wat en ook nog met vandag gister maar oor".split(
    ' ',
  ),
);
