import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Recognition,
  recognitionConstructor,
  SPEECH_LANGUAGE,
} from '../../../lib/speech-recognition';

/**
 * Voice input (spec 02 sections 2 and 7): continuous recognition in South African English; each
 * final phrase is passed to `onText`. `supported` is false where the browser has none.
 */
export function useSpeechRecognition(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  const Constructor = recognitionConstructor();

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    if (!Constructor) return;
    const next = new Constructor();
    next.lang = SPEECH_LANGUAGE;
    next.continuous = true;
    next.interimResults = false;
    next.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) onTextRef.current(result[0]!.transcript.trim());
      }
    };
    next.onend = () => setListening(false);
    next.onerror = () => setListening(false);
    recognition.current = next;
    next.start();
    setListening(true);
  }, [Constructor]);

  useEffect(() => stop, [stop]);
  return { supported: Constructor !== null, listening, start, stop };
}
