import type { ChatVaultRequest } from '@aurum/shared/chat/vault-request';
import { Copy, Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useOpenedVaultItems } from '../../vault/api/open-vault-items';
import { VaultUnlockedHere } from '../../vault/components/vault-unlocked-here';
import { byQuestion, highlightParts } from '../utils/vault-highlight';
import { vaultCategoryWord } from '../utils/vault-request-text';

type Focus = ChatVaultRequest['focus'];

function Highlighted({ text, focus }: { text: string; focus: Focus }) {
  return (
    <>
      {highlightParts(text, focus).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded bg-gold-400/25 px-0.5 font-semibold text-gold-100">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
  } catch {
    toast.error('Could not copy it');
  }
}

/** The approved items, decrypted here with the vault key; nothing of them leaves this card. */
function OpenedItems({
  request,
  question,
  vaultKey,
  onLock,
}: {
  request: ChatVaultRequest;
  question: string;
  vaultKey: CryptoKey;
  onLock: () => void;
}) {
  const opened = useOpenedVaultItems(vaultKey, request.approved_ids);
  if (opened.state === 'opening') return <p className="text-sm text-zinc-400">Opening...</p>;
  if (opened.state === 'failed')
    return (
      <p role="alert" className="text-sm text-red-300">
        Your vault items could not be opened. Please try again.
      </p>
    );
  const items = byQuestion(opened.items, question);
  return (
    <div className="space-y-3">
      {items.length === 0 && (
        <p className="text-sm text-zinc-300">These items are no longer in your vault.</p>
      )}
      <ul className="space-y-3" aria-label="Opened from your vault">
        {items.map((item) => {
          const text = [item.description, item.content].filter(Boolean).join('\n');
          return (
            <li key={item.id} className="rounded-xl border border-ink-600 bg-ink-800/80 p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h4 className="font-semibold break-words text-gold-200">{item.title}</h4>
                  <p className="text-xs text-zinc-400">
                    {vaultCategoryWord(item.category)} {item.itemType}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Copy ${item.title}`}
                  onClick={() => void copy([item.title, text].filter(Boolean).join('\n'))}
                >
                  <Copy aria-hidden="true" /> Copy
                </Button>
              </div>
              {text && (
                <p className="mt-2 text-sm break-words whitespace-pre-line text-zinc-100">
                  <Highlighted text={text} focus={request.focus} />
                </p>
              )}
              {item.file && (
                <p className="mt-2 text-xs text-zinc-400">
                  A file is attached: download it on your Vault.
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button size="sm" variant="outline" onClick={onLock}>
        <Lock aria-hidden="true" /> Lock Vault
      </Button>
    </div>
  );
}

/**
 * An approved vault request (ADR 062): the vault unlocked in the card (its password or a
 * biometric credential), then the approved items decrypted in this browser with the part that
 * answers the question marked. After a reload, or once locked, it asks to unlock again.
 */
export function VaultReveal({
  request,
  question,
}: {
  request: ChatVaultRequest;
  question: string;
}) {
  if (request.approved_ids.length === 0)
    return (
      <p className="mt-2 text-sm text-zinc-300">
        Nothing to show: those items are no longer at level 2.
      </p>
    );
  return (
    <div className="mt-2">
      <VaultUnlockedHere
        locked={
          <p className="text-sm text-zinc-200">Approved — unlock your vault to show it here.</p>
        }
      >
        {(vaultKey, lock) => (
          <OpenedItems request={request} question={question} vaultKey={vaultKey} onLock={lock} />
        )}
      </VaultUnlockedHere>
    </div>
  );
}
