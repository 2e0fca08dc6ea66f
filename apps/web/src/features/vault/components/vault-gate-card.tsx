import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card of the set-up and unlock screens: shield, title, badges, form, footer. */
export function VaultGateCard({
  title,
  intro,
  badges,
  children,
  footer,
}: {
  title: string;
  intro: string;
  badges: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section className="mx-auto mt-8 w-full max-w-md rounded-3xl border border-gold-500/30 bg-ink-800/80 p-6 shadow-2xl sm:p-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full border border-gold-500/40 bg-gold-500/10">
          <Shield aria-hidden="true" className="size-8 text-gold-300" />
        </span>
        <h1 className="font-display text-3xl font-semibold text-gold-300">{title}</h1>
        <p className="text-sm text-zinc-300">{intro}</p>
        {badges}
      </div>
      <div className="mt-6">{children}</div>
      <p className="mt-6 text-center text-xs text-zinc-400">{footer}</p>
    </section>
  );
}
