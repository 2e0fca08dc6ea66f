import {
  CATEGORIES_BY_TYPE,
  fileExtension,
  ITEM_TYPES,
  VAULT_FILE_EXTENSIONS,
  VAULT_FILE_MAX_BYTES,
  VAULT_FILE_SIZE_MESSAGE,
  VAULT_FILE_TYPE_MESSAGE,
  type ItemType,
} from '@aurum/shared/vault/vault-rules';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { ControlField } from '../../../components/ui/control-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { cn } from '../../../lib/cn';
import { useAddVaultItem } from '../api/add-vault-item';
import { blankDraft, missingInDraft, savedDraft, type ItemDraft } from '../utils/item-draft';
import { ITEM_TYPE_LABELS, titleFromFileName, VAULT_TOASTS } from '../utils/vault-texts';
import { ItemFields } from './item-fields';

/** How the dialog opens: a quick action preselects a type and a category. */
export interface AddItemPreset {
  itemType: ItemType;
  category: string;
}

function AddItemForm({
  vaultKey,
  preset,
  onDone,
}: {
  vaultKey: CryptoKey;
  preset: AddItemPreset | null;
  onDone: () => void;
}) {
  const add = useAddVaultItem(vaultKey);
  const [itemType, setItemType] = useState<ItemType>(preset?.itemType ?? 'document');
  const [draft, setDraft] = useState<ItemDraft>(() => blankDraft(preset?.category));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const change = (changes: Partial<ItemDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  const chooseType = (type: ItemType) => {
    setItemType(type);
    if (!CATEGORIES_BY_TYPE[type].includes(draft.category)) change({ category: '' });
    if (type !== 'document') setFile(null);
  };

  const chooseFile = (chosen: File | null) => {
    setFileError(null);
    if (!chosen) return setFile(null);
    if (!(VAULT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(chosen.name))) {
      setFile(null);
      return setFileError(VAULT_FILE_TYPE_MESSAGE);
    }
    if (chosen.size > VAULT_FILE_MAX_BYTES) {
      setFile(null);
      return setFileError(VAULT_FILE_SIZE_MESSAGE);
    }
    setFile(chosen);
    if (!draft.title.trim()) change({ title: titleFromFileName(chosen.name) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingInDraft(draft);
    if (missing) {
      toast.error(missing.title, { description: missing.description });
      return;
    }
    try {
      await add.mutateAsync({
        ...savedDraft(draft),
        itemType,
        file: itemType === 'document' ? file : null,
      });
      toast.success(VAULT_TOASTS.added.title, { description: VAULT_TOASTS.added.description });
      onDone();
    } catch {
      toast.error(VAULT_TOASTS.addFailed.title, {
        description: VAULT_TOASTS.addFailed.description,
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
      <div
        role="tablist"
        aria-label="Item type"
        className="grid grid-cols-3 gap-1 rounded-xl bg-ink-900/80 p-1"
      >
        {ITEM_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={itemType === type}
            onClick={() => chooseType(type)}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-gold-400',
              itemType === type ? 'bg-gold-500 text-ink-950' : 'text-zinc-300 hover:text-gold-300',
            )}
          >
            {ITEM_TYPE_LABELS[type]}
          </button>
        ))}
      </div>
      {itemType === 'document' && (
        <ControlField label="File" optional error={fileError ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={VAULT_FILE_EXTENSIONS.join(',')}
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-zinc-300 file:mr-3 file:rounded-lg file:border-0 file:bg-gold-500 file:px-3 file:py-2 file:font-semibold file:text-ink-950"
            />
          )}
        </ControlField>
      )}
      <ItemFields itemType={itemType} draft={draft} onChange={change} />
      <DialogFormActions
        busy={add.isPending}
        busyLabel="Encrypting..."
        submitLabel="Add to Vault"
      />
    </form>
  );
}

/** Spec 02 section 2's Add to Vault dialog: everything private is encrypted before it is sent. */
export function AddItemDialog({
  vaultKey,
  open,
  preset,
  onOpenChange,
}: {
  vaultKey: CryptoKey;
  open: boolean;
  preset: AddItemPreset | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Add to Vault</DialogTitle>
        <DialogDescription>
          Title, description, contents, tags and files are encrypted on this device before they are
          stored.
        </DialogDescription>
        {open && (
          <AddItemForm vaultKey={vaultKey} preset={preset} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
