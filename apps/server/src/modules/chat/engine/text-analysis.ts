import winkNLP, { type ItemToken, type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word of a member's message as the engine reads it. */
export interface Word {
  /** Lower case as written ("chefs", "pls"). */
  readonly normal: string;
  /** Dictionary form ("chef", "please"). */
  readonly lemma: string;
  /** Inside a negation ("I don't need a driver"). */
  readonly negated: boolean;
  /** Not in the English lexicon: a typo, slang or a name, where typo forgiveness applies. */
  readonly unknown: boolean;
  /** Index of the sentence it belongs to. */
  readonly sentence: number;
}

export interface TextAnalysis {
  readonly words: readonly Word[];
  readonly sentences: readonly string[];
}

/**
 * wink-nlp adds every word it has not seen to its lexicon, so a long-running server would grow
 * without end; after this many new words the instance is replaced by a fresh one (ADR 018).
 */
const NEW_WORDS_BEFORE_RECYCLE = 20_000;

let nlp: WinkMethods | null = null;
let lexiconSize = 0;

function instance(): WinkMethods {
  if (nlp) return nlp;
  nlp = winkNLP(model);
  // The id the next unseen word gets is the size of the lexicon the model came with.
  lexiconSize = nlp.readDoc('qzxjv').tokens().out(nlp.its.uniqueId)[0] as number;
  return nlp;
}

/** Capitalised words ("Quarter past 7") the lexicon knows in lower case, or not; bounded. */
const lowerCaseKnown = new Map<string, boolean>();
const LOWER_CASE_CACHE = 5_000;

/**
 * Whether a word the lexicon lacks as written ("Quarter" at the start of a sentence) is a word it
 * knows in lower case: then it is no typo ("Quarter" is not "quartet").
 */
function knownInLowerCase(reader: WinkMethods, written: string, id: number): boolean {
  const lower = written.toLowerCase();
  if (lower === written) return false;
  let known = lowerCaseKnown.get(lower);
  if (known === undefined) {
    const lowerId = reader.readDoc(lower).tokens().out(reader.its.uniqueId)[0] as number;
    known = lowerId < lexiconSize && lowerId !== id;
    if (lowerCaseKnown.size >= LOWER_CASE_CACHE) lowerCaseKnown.clear();
    lowerCaseKnown.set(lower, known);
  }
  return known;
}

/** A dash between two clauses (" - ", " — "). */
const CLAUSE_DASH = /\s[-–—]\s/g;

/** Loads the language model now rather than on the first message (about 0.4 s). */
export function warmTextAnalysis() {
  instance();
}

/**
 * Tokens, lemmas, negation and sentences of a message (wink-nlp), keeping words only: numbers,
 * punctuation, e-mail addresses and links are left to the date and place readers.
 */
export function analyseText(text: string): TextAnalysis {
  const reader = instance();
  const { its } = reader;
  // "I can't stand in the kitchen - a chef ...": a dash between clauses ends a negation as a
  // comma does (wink-nlp carries it on past a dash).
  const doc = reader.readDoc(text.replace(CLAUSE_DASH, ', '));
  const words: Word[] = [];
  let highestId = 0;
  doc.sentences().each((sentence, index) => {
    sentence.tokens().each((token: ItemToken) => {
      const id = token.out(its.uniqueId) as number;
      highestId = Math.max(highestId, id);
      if (token.out(its.type) !== 'word') return;
      words.push({
        normal: token.out(its.normal),
        // wink-nlp's typings give `lemma` a signature `out` does not take; it works the same.
        lemma: token.out(its.lemma as unknown as ItsFunction<string>) as string,
        negated: token.out(its.negationFlag) as boolean,
        unknown: id >= lexiconSize && !knownInLowerCase(reader, token.out(), id),
        sentence: index,
      });
    });
  });
  if (highestId - lexiconSize > NEW_WORDS_BEFORE_RECYCLE) nlp = null;
  return { words, sentences: doc.sentences().out() };
}
