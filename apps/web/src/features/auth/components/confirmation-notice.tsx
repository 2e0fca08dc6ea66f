import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import { resendFailure } from '../utils/auth-feedback';

/** Tells where the confirmation link went and offers to send it again. */
export function ConfirmationNotice({
  email,
  returnTo,
  children,
  tone = 'success',
}: {
  email: string;
  /** The page the new link should lead back to once confirmed. */
  returnTo: string | null;
  children: ReactNode;
  tone?: 'success' | 'warning';
}) {
  const resend = useResendConfirmation(returnTo);
  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () =>
        toast.success('Confirmation email sent', {
          description: `A new link is on its way to ${email}.`,
        }),
      onError: (error) => {
        const { title, description } = resendFailure(error);
        toast.error(title, { description });
      },
    });
  return (
    <div
      role="status"
      className={
        tone === 'success'
          ? 'space-y-3 rounded-xl border border-gold-500/40 bg-gold-500/10 p-4 text-sm text-zinc-100'
          : 'space-y-3 rounded-xl border border-amber-400/40 bg-amber-950/40 p-4 text-sm text-amber-50'
      }
    >
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
        <div className="min-w-0 space-y-1">{children}</div>
      </div>
      <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
      </Button>
    </div>
  );
}
