import { CONFIDENCE } from '@aurum/shared/chat/chat-texts';

export interface ConfidenceInputs {
  /** Distinct keywords of the detected service; null for a general message. */
  keywords: number | null;
  providersFound: boolean;
  hasLocation: boolean;
  hasTime: boolean;
  textLength: number;
}

/**
 * Spec 02 section 9: a general message is 0.3; otherwise 0.3, plus 0.1 per keyword, plus 0.3
 * when providers were found, plus 0.1 with a location, plus 0.1 with a time, plus 0.05 over 20
 * characters, at most 0.95. Rounded to two decimals so 0.7 compares as 0.7.
 */
export function confidenceOf(inputs: ConfidenceInputs): number {
  if (inputs.keywords === null) return CONFIDENCE.general;
  const score =
    CONFIDENCE.base +
    CONFIDENCE.perKeyword * inputs.keywords +
    (inputs.providersFound ? CONFIDENCE.providersFound : 0) +
    (inputs.hasLocation ? CONFIDENCE.location : 0) +
    (inputs.hasTime ? CONFIDENCE.time : 0) +
    (inputs.textLength > CONFIDENCE.longTextOver ? CONFIDENCE.longText : 0);
  return Math.round(Math.min(CONFIDENCE.cap, score) * 100) / 100;
}

export type ProposalShape = 'best_match' | 'options' | 'clarify' | 'search_fallback';

/**
 * What the reply offers (spec 02 section 9): above 0.7 with providers one best match; above 0.5
 * up to three options; lower a clarifying question; no providers: search fallback options.
 */
export function proposalShape(confidence: number, providers: number): ProposalShape {
  if (confidence > CONFIDENCE.bestMatchAbove && providers > 0) return 'best_match';
  if (confidence > CONFIDENCE.optionsAbove && providers > 0) return 'options';
  if (providers === 0 && confidence > CONFIDENCE.general) return 'search_fallback';
  return 'clarify';
}
