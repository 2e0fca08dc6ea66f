import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Recognition,
  recognitionConstructor,
  SPEECH_LANGUAGE,
  type SpeechRecognitionEvent,
} from '../../../lib/speech-recognition';

/** Everything said since listening started, final and interim phrases alike, as one text. */
export function spokenText(event: SpeechRecognitionEvent): string {
  return Array.from(event.results, (result) => result[0]?.transcript.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * Voice Entry (issue 28): the browser's speech recognition in South African English, with interim
 * results, so the words appear in the box as the member speaks. `onSpoken` gets the whole text
 * said since `start`; `supported` is false where the browser has no recognition (the screen then
 * shows the spec's toast). `onFailed` is told when the microphone or the recognition service could not be used.
 */
export function useVoiceEntry(onSpoken: (text: string) => void, onFailed: () => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const handlers = useRef({ onSpoken, onFailed });
  useEffect(() => {
    handlers.current = { onSpoken, onFailed };
  });
  const Constructor = recognitionConstructor();

  const stop = useCallback(() => {
    const current = recognition.current;
    recognition.current = null;
    current?.stop();
    setListening(false);
  }, []);

  const start = useCallback(() => {
    if (!Constructor || recognition.current) return;
    const next = new Constructor();
    next.lang = SPEECH_LANGUAGE;
    next.continuous = true;
    next.interimResults = true;
    next.onresult = (event) => handlers.current.onSpoken(spokenText(event));
    next.onend = () => {
      if (recognition.current === next) recognition.current = null;
      setListening(false);
    };
    next.onerror = ({ error }) => {
      if (recognition.current !== next) return;
      recognition.current = null;
      setListening(false);
      if (error !== 'no-speech' && error !== 'aborted') handlers.current.onFailed();
    };
    recognition.current = next;
    try {
      next.start();
      setListening(true);
    } catch {
      recognition.current = null;
      handlers.current.onFailed();
    }
  }, [Constructor]);

  useEffect(() => stop, [stop]);
  return { supported: Constructor !== null, listening, start, stop };
}
