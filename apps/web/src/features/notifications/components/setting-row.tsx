import { useId, type ReactNode } from 'react';
import { Switch } from '../../../components/ui/switch';

/** One on/off setting: its name, a line of help and a switch named by both. */
export function SettingRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-zinc-100">
          {label}
        </p>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-zinc-400">
            {hint}
          </p>
        )}
      </div>
      <Switch
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
