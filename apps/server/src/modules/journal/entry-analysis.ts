import type { ChatModel } from '../../platform/ai/chat-model';
import { analyseEntry } from './analysis/analyse-entry';
import {
  type EntryReading,
  entryReadingSchema,
  MAX_INSIGHTS,
  modelAnalysis,
} from './model-analysis';

export interface EntryAnalysisDeps {
  /** The language model, when one is configured (AI_BASE_URL and AI_MODEL). */
  model: ChatModel | null;
  modelTimeoutMs: number;
  /** Told why the model's reading was not used, or why the entry could not be read at all. */
  onFailure: (error: unknown, stage: 'model' | 'analysis') => void;
}

/**
 * Reads an entry's mood, energy, stress and insights: with the language model when configured,
 * otherwise (and whenever the model fails, is slow or answers out of shape) with Aurum's own
 * analysis. Resolves null when neither gives a valid reading: the entry is kept unanalysed.
 */
export class EntryAnalysis {
  constructor(private deps: EntryAnalysisDeps) {}

  async read(text: string): Promise<EntryReading | null> {
    const { model, modelTimeoutMs, onFailure } = this.deps;
    if (model) {
      try {
        return await modelAnalysis(model, text, modelTimeoutMs);
      } catch (error) {
        onFailure(error, 'model');
      }
    }
    try {
      const { mood, energy, stress, insights } = analyseEntry(text);
      return entryReadingSchema.parse({
        mood,
        energy,
        stress,
        insights: insights.slice(0, MAX_INSIGHTS),
      });
    } catch (error) {
      onFailure(error, 'analysis');
      return null;
    }
  }
}
