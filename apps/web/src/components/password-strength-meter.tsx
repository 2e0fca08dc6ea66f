import {
  passwordStrength,
  strengthLabel,
  type StrengthLabel,
} from '@aurum/shared/auth/password-strength';
import { cn } from '../lib/cn';

const barColour: Record<StrengthLabel, string> = {
  'Very Weak': 'bg-red-400',
  Weak: 'bg-orange-400',
  Good: 'bg-gold-400',
  Strong: 'bg-emerald-400',
};

/** The strength meter of spec 01 section 5: the label and a bar filled to score / 4. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  return (
    <div className="space-y-1.5">
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-ink-600">
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', barColour[label])}
          style={{ width: `${(score / 4) * 100}%` }}
        />
      </div>
      <p id={id} className="text-xs text-zinc-300">
        Strength: <span className="font-semibold text-zinc-100">{label}</span>
      </p>
    </div>
  );
}
