/**
 * The browser's speech recognition, where it has one (Chrome and Safari name it webkit…): the part
 * of the Web Speech API Aurum uses, shared by the assistant's voice input and the journal's Voice
 * Entry. Members speak South African English (PRODUCT.md: locale en-ZA).
 */
export const SPEECH_LANGUAGE = 'en-ZA';

export interface SpeechRecognitionResult extends ArrayLike<{ transcript: string }> {
  isFinal: boolean;
}

export interface SpeechRecognitionEvent {
  resultIndex: number;
  results: ArrayLike<SpeechRecognitionResult>;
}

export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onend: (() => void) | null;
  /** `error` names why: 'no-speech' and 'aborted' are ordinary ends, the others failures. */
  onerror: ((event: { error?: string }) => void) | null;
}

export type RecognitionConstructor = new () => Recognition;

/** The browser's recognition constructor, or null where it has none (Firefox, the server). */
export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}
