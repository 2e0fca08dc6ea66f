/**
 * A multinomial naive Bayes classifier over binary features (each feature counted once per
 * message), with add-alpha smoothing: trained in one pass over the labelled rows, so it can be
 * trained when the engine first reads a message. Pure and deterministic.
 */
export interface NaiveBayes {
  labels: string[];
  logPrior: number[];
  /** Per feature, its log-likelihood under each label (same order as `labels`). */
  logLikelihood: Map<string, number[]>;
  /** The log-likelihood of a feature seen in training but not under that label. */
  unseen: number[];
}

export interface Example {
  features: readonly string[];
  label: string;
}

/** Trains on `examples`; `alpha` smooths the counts of features a label never had. */
export function trainNaiveBayes(examples: readonly Example[], alpha = 0.3): NaiveBayes {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const index = new Map(labels.map((label, i) => [label, i]));
  const documents = labels.map(() => 0);
  const totals = labels.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const { features, label } of examples) {
    const i = index.get(label)!;
    documents[i]!++;
    for (const feature of new Set(features)) {
      let row = counts.get(feature);
      if (!row) counts.set(feature, (row = labels.map(() => 0)));
      row[i]!++;
      totals[i]!++;
    }
  }
  const vocabulary = counts.size;
  const denominators = totals.map((total) => Math.log(total + alpha * vocabulary));
  const logLikelihood = new Map<string, number[]>();
  for (const [feature, row] of counts) {
    logLikelihood.set(
      feature,
      row.map((count, i) => Math.log(count + alpha) - denominators[i]!),
    );
  }
  return {
    labels,
    logPrior: documents.map((count) => Math.log(count / examples.length)),
    logLikelihood,
    unseen: denominators.map((d) => Math.log(alpha) - d),
  };
}

/** The probability of each label for a message's features (features never seen are ignored). */
export function classify(model: NaiveBayes, features: readonly string[]): Map<string, number> {
  const scores = [...model.logPrior];
  for (const feature of new Set(features)) {
    const row = model.logLikelihood.get(feature);
    if (!row) continue;
    for (let i = 0; i < scores.length; i++) scores[i]! += row[i]!;
  }
  const top = Math.max(...scores);
  const weights = scores.map((score) => Math.exp(score - top));
  const sum = weights.reduce((a, b) => a + b, 0);
  return new Map(model.labels.map((label, i) => [label, weights[i]! / sum]));
}

/** The most probable label and its probability. */
export function best(probabilities: Map<string, number>): [string, number] {
  let found: [string, number] = ['', -1];
  for (const entry of probabilities) if (entry[1] > found[1]) found = entry;
  return found;
}
