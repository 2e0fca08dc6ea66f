import { Check } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useChatCapabilities } from '../api/get-chat-capabilities';

const PROMISES = [
  'Understands South African places, slang and typos, and dates like "Friday lunchtime" or "17h00".',
  'Proposes every request as a card: nothing is booked until you confirm or edit it.',
  'Remembers preferences you choose to save in your memory bank, and your allergies where food is served.',
  'Voice input where your browser supports it, and read-aloud of every reply.',
];

/** What the assistant can do here: the services it arranges and how it works. */
export function CapabilitiesPanel() {
  const capabilities = useChatCapabilities();
  return (
    <div className="space-y-4">
      <Card className="p-4">
        <h2 className="font-semibold text-gold-300">Services I arrange</h2>
        {capabilities.data ? (
          <ul className="mt-2 grid gap-1.5 text-sm text-zinc-200 sm:grid-cols-2">
            {capabilities.data.service_types.map((type) => (
              <li key={type.value} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-gold-400" /> {type.label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-zinc-400">Loading…</p>
        )}
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold text-gold-300">How I work</h2>
        <ul className="mt-2 space-y-1.5 text-sm text-zinc-200">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />{' '}
              {promise}
            </li>
          ))}
        </ul>
        {capabilities.data && (
          <p className="mt-3 text-xs text-zinc-500">
            {capabilities.data.language_model
              ? "Replies are written by the configured language model, with Aurum's own concierge engine standing by."
              : "Replies are written by Aurum's own concierge engine, which works offline."}
          </p>
        )}
      </Card>
    </div>
  );
}
