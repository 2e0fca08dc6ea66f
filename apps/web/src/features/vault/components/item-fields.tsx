import { CATEGORIES_BY_TYPE, type ItemType } from '@aurum/shared/vault/vault-rules';
import { useId } from 'react';
import { ChipInput } from '../../../components/ui/chip-input';
import { ControlField } from '../../../components/ui/control-field';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { ItemDraft } from '../utils/item-draft';
import { ACCESS_LEVELS, categoryLabel } from '../utils/vault-texts';

/** An item's title, description, contents, category, access level and tags (add and edit). */
export function ItemFields({
  itemType,
  draft,
  onChange,
}: {
  itemType: ItemType;
  draft: ItemDraft;
  onChange: (changes: Partial<ItemDraft>) => void;
}) {
  const id = useId();
  return (
    <>
      <FormField
        label="Title"
        required
        maxLength={200}
        autoComplete="off"
        value={draft.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <ControlField label="Description" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={1000}
            value={draft.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </ControlField>
      {itemType !== 'document' && (
        <ControlField label={itemType === 'note' ? 'Note' : 'Details'} optional>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={20_000}
              value={draft.content}
              onChange={(event) => onChange({ content: event.target.value })}
            />
          )}
        </ControlField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlField label="Category" required>
          {(control) => (
            <Select
              {...control}
              value={draft.category}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              <option value="">Select a category</option>
              {CATEGORIES_BY_TYPE[itemType].map((value) => (
                <option key={value} value={value}>
                  {categoryLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </ControlField>
        <ControlField label="Access level">
          {(control) => (
            <Select
              {...control}
              value={draft.accessLevel}
              onChange={(event) =>
                onChange({ accessLevel: Number(event.target.value) as ItemDraft['accessLevel'] })
              }
            >
              {ACCESS_LEVELS.map(({ level, label }) => (
                <option key={level} value={level}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </ControlField>
      </div>
      <ChipInput
        label="Tags"
        itemName="tag"
        value={draft.tags}
        onChange={(tags) => onChange({ tags })}
        maxItems={20}
        maxLength={40}
        name={`${id}-tags`}
      />
    </>
  );
}
