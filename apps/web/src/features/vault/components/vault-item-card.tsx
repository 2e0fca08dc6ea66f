import { Bot, Download, FileText, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '@aurum/shared/format/dates';
import type { VaultItem } from '../api/vault-types';
import { categoryLabel, ENCRYPTED_PLACEHOLDER, ITEM_TYPE_LABELS } from '../utils/vault-texts';

/**
 * Spec 02 section 2's item card: title, type, description, tags, created date and level; whether
 * the member let the assistant open it and when it last did (ADR 062); with Download (for a
 * file), Edit and Delete.
 */
export function VaultItemCard({
  item,
  onDownload,
  onEdit,
  onDelete,
}: {
  item: VaultItem;
  onDownload: (item: VaultItem) => void;
  onEdit: (item: VaultItem) => void;
  onDelete: (item: VaultItem) => void;
}) {
  const title = item.title;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-800/80 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-gold-300">{title}</h3>
        <Badge tone="grey">{ITEM_TYPE_LABELS[item.itemType]}</Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-zinc-300">
        {item.description ?? 'No description'}
      </p>
      {item.content && item.itemType !== 'document' && (
        <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-zinc-200">
          {item.content}
        </p>
      )}
      {item.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="purple">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {item.file && (
        <div className="flex items-center gap-2 text-sm text-zinc-300">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
          <span className="min-w-0 flex-1 truncate">{item.fileName ?? ENCRYPTED_PLACEHOLDER}</span>
          <Button size="sm" variant="outline" onClick={() => onDownload(item)}>
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-zinc-400">
        <span>
          {categoryLabel(item.category)} · Created {formatDate(item.createdAt)}
        </span>
        <Badge tone="gold">Level {item.accessLevel}</Badge>
      </div>
      {(item.aiAccessGranted || item.lastAccessedAt) && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
          {item.aiAccessGranted && (
            <Badge tone="purple">
              <Bot aria-hidden="true" /> AI access granted
            </Badge>
          )}
          {item.lastAccessedAt && (
            <span>Assistant last opened it {formatDate(item.lastAccessedAt)}</span>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" aria-label={`Edit ${title}`} onClick={() => onEdit(item)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${title}`}
          onClick={() => onDelete(item)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
