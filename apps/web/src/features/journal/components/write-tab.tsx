import type { JournalEntry } from '@aurum/shared/journal/journal-contract';
import { JOURNAL_ENTRY_MAX, JOURNAL_TEXTS } from '@aurum/shared/journal/journal-rules';
import { Mic, MicOff, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useSaveJournalEntry } from '../api/save-journal-entry';
import { useVoiceEntry } from '../hooks/use-voice-entry';
import { JournalEntryCard, toastAnalysisOutcome } from './journal-entry-card';

/** The box's text with what was said since Voice Entry started, after what was there before. */
const withSpoken = (before: string, spoken: string) =>
  [before.trimEnd(), spoken].filter(Boolean).join(' ');

/**
 * Write (spec 02 section 2): a free-text box, 'Save & Analyze' (disabled when blank or busy,
 * 'Analyzing...' meanwhile) and Voice Entry, which writes what the member says into the box as
 * they speak where the browser recognises speech, and shows the spec's toast where it does not.
 * The saved entry is shown below with its analysis.
 */
export function WriteTab() {
  const [content, setContent] = useState('');
  const [spokenInto, setSpokenInto] = useState(false);
  const [saved, setSaved] = useState<JournalEntry | null>(null);
  const before = useRef('');
  const save = useSaveJournalEntry();
  const voice = useVoiceEntry(
    (spoken) => setContent(withSpoken(before.current, spoken)),
    () =>
      toast.error('Voice Entry Stopped', {
        description: 'The microphone could not be used. Check its permission and try again.',
      }),
  );
  const busy = save.isPending;
  const blank = content.trim() === '';

  const toggleVoice = () => {
    if (!voice.supported) {
      toast(JOURNAL_TEXTS.voiceUnavailable);
      return;
    }
    if (voice.listening) {
      voice.stop();
      return;
    }
    before.current = content;
    setSpokenInto(true);
    voice.start();
  };

  const submit = () => {
    if (blank || busy) return;
    voice.stop();
    save.mutate(
      { content, entry_type: spokenInto ? 'voice' : 'text' },
      {
        onSuccess: (entry) => {
          toastAnalysisOutcome(entry);
          setSaved(entry);
          setContent('');
          setSpokenInto(false);
        },
        onError: (error) => showSubmitFailure(error, { toast: 'Entry Not Saved' }),
      },
    );
  };

  return (
    <div className="space-y-5">
      <Card className="p-5 sm:p-6">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="journal-entry">How was your day?</Label>
            <Textarea
              id="journal-entry"
              rows={8}
              maxLength={JOURNAL_ENTRY_MAX}
              value={content}
              placeholder="Write freely: what happened, how you feel, what is on your mind..."
              onChange={(event) => {
                if (voice.listening) voice.stop();
                setContent(event.target.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
              }}
            />
            <p className="text-xs text-zinc-400">
              Sealed as soon as it reaches Aurum; only you read it.
            </p>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              variant="outline"
              aria-pressed={voice.listening}
              onClick={toggleVoice}
              disabled={busy}
            >
              {voice.listening ? (
                <MicOff aria-hidden="true" className="size-4" />
              ) : (
                <Mic aria-hidden="true" className="size-4" />
              )}
              {voice.listening ? 'Stop Voice Entry' : JOURNAL_TEXTS.voiceEntry}
            </Button>
            <Button type="submit" disabled={blank || busy}>
              <Sparkles aria-hidden="true" className="size-4" />
              {busy ? JOURNAL_TEXTS.analyzing : JOURNAL_TEXTS.saveAndAnalyze}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {voice.listening ? 'Listening: speak, and your words appear in the box.' : ''}
          </p>
        </form>
      </Card>
      {saved && (
        <section aria-labelledby="saved-entry-heading" className="space-y-3">
          <h3 id="saved-entry-heading" className="text-sm font-semibold text-zinc-300">
            Just saved
          </h3>
          <JournalEntryCard entry={saved} onChange={setSaved} />
        </section>
      )}
    </div>
  );
}
