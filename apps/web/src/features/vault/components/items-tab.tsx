import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useDeleteVaultItem } from '../api/delete-vault-item';
import { downloadVaultFile } from '../api/download-vault-file';
import type { VaultItem } from '../api/vault-types';
import { EditItemDialog } from './edit-item-dialog';
import { VaultItemCard } from './vault-item-card';

function DeleteItemDialog({ item, onClose }: { item: VaultItem | null; onClose: () => void }) {
  const remove = useDeleteVaultItem();
  const confirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success('Item Deleted', {
        description: `"${item.title}" was removed from your vault.`,
      });
      onClose();
    } catch {
      toast.error('Item Not Deleted', {
        description: 'The item could not be deleted. Please try again.',
      });
    }
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Delete Item</DialogTitle>
        <DialogDescription>
          &ldquo;{item?.title}&rdquo; and any file with it are deleted for good.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Keep It</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Deleting...' : 'Delete Item'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The Vault tab: every item as a card, newest first, with Add to Vault, Edit and Delete. */
export function ItemsTab({
  items,
  vaultKey,
  onAdd,
}: {
  items: VaultItem[];
  vaultKey: CryptoKey;
  onAdd: () => void;
}) {
  const [editing, setEditing] = useState<VaultItem | null>(null);
  const [deleting, setDeleting] = useState<VaultItem | null>(null);
  const download = async (item: VaultItem) => {
    try {
      await downloadVaultFile(vaultKey, item);
    } catch {
      toast.error('Download Failed', {
        description: 'The file could not be decrypted or downloaded.',
      });
    }
  };
  return (
    <section aria-labelledby="vault-items" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vault-items" className="font-display text-2xl text-gold-300">
          Vault Items
        </h2>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add to Vault
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-600 p-8 text-center text-sm text-zinc-400">
          No items in vault yet
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <VaultItemCard
                item={item}
                onDownload={(it) => void download(it)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}
      <EditItemDialog vaultKey={vaultKey} item={editing} onClose={() => setEditing(null)} />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
