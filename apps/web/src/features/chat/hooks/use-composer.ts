import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { useCallback, useState } from 'react';
import { useSpeechRecognition } from './use-speech-recognition';

/** The message being written, and the voice input that writes into it. */
export function useComposer() {
  const [draft, setDraft] = useState('');
  const appendSpoken = useCallback(
    (spoken: string) =>
      setDraft((current) =>
        (current ? `${current.trimEnd()} ${spoken}` : spoken).slice(0, CHAT_MESSAGE_MAX_LENGTH),
      ),
    [],
  );
  const speech = useSpeechRecognition(appendSpoken);
  return { draft, setDraft, speech };
}

export type Composer = ReturnType<typeof useComposer>;
