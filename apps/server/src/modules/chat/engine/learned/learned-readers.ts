import { detectLanguage, glossToEnglish } from '../language/language';
import type { QuestionTopic } from '../understanding';
import { CONVERSATION_ROWS } from './conversation-rows';
import { best, classify, type Example, type NaiveBayes, trainNaiveBayes } from './naive-bayes';
import { textFeatures } from './text-features';
import { type TrainingRow, trainingRows } from './training-rows';

/**
 * What the labelled rows teach (ADR 079): naive Bayes readers of a message's kind (new request,
 * action, follow-up, question, person, out of scope, conversation), of the action on a request,
 * of a question's topics and of a single request's service. They see words and letter groups,
 * so they carry to wordings no rule lists; the rules still read every slot (day, time, place,
 * party size, which request) and decide first. Trained from training-rows.json when first used.
 */
export interface LearnedReaders {
  /** The features of a message, read once and given to each reader. */
  features(english: string, original: string, open: boolean): string[];
  kind(features: readonly string[]): Map<string, number>;
  action(features: readonly string[]): [string, number];
  /** Each topic with its probability, most probable first. */
  topics(features: readonly string[]): [QuestionTopic, number][];
  /** The service of a single request ('dining' for a table) and its probability. */
  service(features: readonly string[]): [string, number];
}

const examples = (
  rows: readonly (TrainingRow & { f: string[] })[],
  label: (r: TrainingRow) => string | undefined,
) =>
  rows.flatMap((row): Example[] => {
    const found = label(row);
    return found === undefined ? [] : [{ features: row.f, label: found }];
  });

const featuresOf = (english: string, original: string, open: boolean) =>
  textFeatures(english, original, open);

/** Readers trained on `rows` (every labelled row, or all sets but one to measure on it). */
export function trainReaders(rows: readonly TrainingRow[]): LearnedReaders {
  const conversation = CONVERSATION_ROWS.map((t): TrainingRow => ({ s: 0, t, k: 'conversation' }));
  const read = [...rows, ...conversation].map((row) => {
    const language = detectLanguage(row.t);
    return { ...row, f: featuresOf(glossToEnglish(row.t, language), row.t, row.o === 1) };
  });
  const kind = trainNaiveBayes(examples(read, (r) => r.k));
  const action = trainNaiveBayes(examples(read, (r) => r.a));
  const service = trainNaiveBayes(examples(read, (r) => r.y));
  const questions = read.filter((r) => r.q);
  const topicNames = [...new Set(questions.flatMap((r) => r.q!))] as QuestionTopic[];
  const topics = new Map<QuestionTopic, NaiveBayes>(
    topicNames.map((topic) => [
      topic,
      trainNaiveBayes(examples(questions, (r) => (r.q!.includes(topic) ? 'yes' : 'no'))),
    ]),
  );
  return {
    features: featuresOf,
    kind: (features) => classify(kind, features),
    action: (features) => best(classify(action, features)),
    service: (features) => best(classify(service, features)),
    topics: (features) =>
      [...topics]
        .map(([topic, model]): [QuestionTopic, number] => [
          topic,
          classify(model, features).get('yes') ?? 0,
        ])
        .sort((a, b) => b[1] - a[1]),
  };
}

let trained: LearnedReaders | null = null;

/** The readers trained on every labelled row, trained once on first use. */
export function learnedReaders(): LearnedReaders {
  trained ??= trainReaders(trainingRows());
  return trained;
}
