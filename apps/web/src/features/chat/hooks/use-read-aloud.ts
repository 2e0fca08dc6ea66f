import { SPEECH_SETTINGS } from '@aurum/shared/chat/chat-texts';
import { useCallback, useEffect, useState } from 'react';

const synthesis = () => (typeof window !== 'undefined' ? window.speechSynthesis : undefined);

/**
 * Read-aloud of assistant messages (spec 02 section 9: rate 0.9, pitch 1, volume 0.8), one at a
 * time; `supported` is false where the browser cannot speak.
 */
export function useReadAloud() {
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  const stop = useCallback(() => {
    synthesis()?.cancel();
    setSpeakingId(null);
  }, []);

  const speak = useCallback((id: string, text: string) => {
    const speech = synthesis();
    if (!speech) return;
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-ZA';
    utterance.rate = SPEECH_SETTINGS.rate;
    utterance.pitch = SPEECH_SETTINGS.pitch;
    utterance.volume = SPEECH_SETTINGS.volume;
    utterance.onend = () => setSpeakingId((current) => (current === id ? null : current));
    setSpeakingId(id);
    speech.speak(utterance);
  }, []);

  useEffect(() => () => synthesis()?.cancel(), []);
  return { supported: synthesis() !== undefined, speakingId, speak, stop };
}
