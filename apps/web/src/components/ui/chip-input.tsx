import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';

export interface ChipInputProps {
  label: string;
  /** One item in words, for the add button: "allergy" gives "Add allergy". */
  itemName: string;
  value: readonly string[];
  onChange: (items: string[]) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  /** The first validation message of the list, shown under it. */
  error?: string;
  maxItems?: number;
  maxLength?: number;
  /** Receives the text input (e.g. react-hook-form's field.ref, to focus it on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
  className?: string;
}

const sameItem = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * A list of short texts added by typing and pressing Enter or the + button, each shown as a chip
 * with an x to remove it. Items are trimmed; blanks are not added, and a repeat (ignoring case)
 * clears the box with a notice instead.
 */
export function ChipInput({
  label,
  itemName,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  error,
  maxItems,
  maxLength,
  inputRef,
  className,
}: ChipInputProps) {
  const id = useId();
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const ownInput = useRef<HTMLInputElement | null>(null);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const trimmed = draft.trim();

  const add = () => {
    if (!trimmed) return;
    if (value.some((item) => sameItem(item, trimmed))) {
      // The repeat is dropped with the notice, so the next item starts from an empty box.
      setDraft('');
      setNotice(`${trimmed} is already in the list`);
      return;
    }
    if (maxItems !== undefined && value.length >= maxItems) {
      setNotice(`You can add up to ${maxItems} items`);
      return;
    }
    onChange([...value, trimmed]);
    setDraft('');
    setNotice('');
  };

  const remove = (item: string) => {
    onChange(value.filter((current) => current !== item));
    setNotice('');
    ownInput.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the item; it never submits the surrounding form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const setInput = (element: HTMLInputElement | null) => {
    ownInput.current = element;
    inputRef?.(element);
  };

  const describedBy = [notice ? noticeId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id} className="block">
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={setInput}
          name={name}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (notice) setNotice('');
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <button
          type="button"
          onClick={add}
          disabled={!trimmed}
          aria-label={`Add ${itemName}`}
          className={cn(
            'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-gold-500/70 text-gold-300 transition-colors',
            'hover:border-gold-300 hover:bg-gold-500/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
            'disabled:cursor-not-allowed disabled:border-ink-600 disabled:text-zinc-500 disabled:hover:bg-transparent',
          )}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={noticeId} aria-live="polite" className="text-xs text-gold-200 empty:hidden">
        {notice}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-gold-500/40 bg-gold-500/10 py-1 pr-1 pl-3 text-sm text-gold-50"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={`Remove ${item}`}
                className="flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-gold-200 transition-colors hover:bg-gold-500/20 hover:text-gold-50 focus-visible:outline-2 focus-visible:outline-gold-300"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
