import { FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { useUpdateVaultItem } from '../api/update-vault-item';
import type { VaultItem } from '../api/vault-types';
import { changesOf, draftOf, missingInDraft, type ItemDraft } from '../utils/item-draft';
import { ENCRYPTED_PLACEHOLDER, ITEM_TYPE_LABELS, VAULT_TOASTS } from '../utils/vault-texts';
import { ItemFields } from './item-fields';

function EditItemForm({
  vaultKey,
  item,
  onDone,
}: {
  vaultKey: CryptoKey;
  item: VaultItem;
  onDone: () => void;
}) {
  const update = useUpdateVaultItem(vaultKey);
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const change = (changes: Partial<ItemDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingInDraft(draft);
    if (missing) {
      toast.error(missing.title, { description: missing.description });
      return;
    }
    const changes = changesOf(item, draft);
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await update.mutateAsync({ id: item.id, changes });
      toast.success(VAULT_TOASTS.updated.title, { description: VAULT_TOASTS.updated.description });
      onDone();
    } catch {
      toast.error(VAULT_TOASTS.updateFailed.title, {
        description: VAULT_TOASTS.updateFailed.description,
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
      {item.file && (
        <p className="flex items-center gap-2 rounded-lg border border-ink-600 bg-ink-900/60 p-3 text-sm text-zinc-300">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
          <span className="min-w-0 break-words">
            {item.fileName ?? ENCRYPTED_PLACEHOLDER} stays attached.
          </span>
        </p>
      )}
      <ItemFields itemType={item.itemType} draft={draft} onChange={change} />
      <DialogFormActions
        busy={update.isPending}
        busyLabel="Encrypting..."
        submitLabel="Save Changes"
      />
    </form>
  );
}

/** Edits a saved item: its changed fields are encrypted on this device before they are stored. */
export function EditItemDialog({
  vaultKey,
  item,
  onClose,
}: {
  vaultKey: CryptoKey;
  item: VaultItem | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Edit {item ? ITEM_TYPE_LABELS[item.itemType] : 'Item'}</DialogTitle>
        <DialogDescription>
          Your changes are encrypted on this device before they are stored.
        </DialogDescription>
        {item && <EditItemForm key={item.id} vaultKey={vaultKey} item={item} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
