import type { HubConnection, hubConnectionSchema } from '@aurum/shared/life-os/smart-home';
import { Home } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useConnectHub } from '../api/smart-home-changes';
import { Panel } from '../../../components/panel';

const hubChecks = lazyResolver(
  async () => (await import('../utils/life-os-resolvers')).hubResolver,
);
const FIELDS = ['url', 'token'] as const;

/**
 * Connect Home Assistant: its address and a long-lived access token, checked against the hub by
 * the server before it keeps them (the token sealed, never sent back).
 */
export function ConnectHubForm({ url = '', again = false }: { url?: string; again?: boolean }) {
  const connect = useConnectHub();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<z.input<typeof hubConnectionSchema>, unknown, HubConnection>({
    resolver: hubChecks.resolver,
    defaultValues: { url, token: '' },
  });
  useEffect(() => hubChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await connect.mutateAsync(body);
      toast.success('Home Assistant Connected', { description: body.url });
      form.reset({ url: body.url, token: '' });
    } catch (error) {
      const onFields = showSubmitFailure(error, { fields: FIELDS, setError: form.setError });
      if (onFields.length === 0) {
        const message = error instanceof Error ? error.message : 'The hub could not be reached.';
        setRefusal(message);
        toast.error('Hub Not Connected', { description: message });
      }
    }
  });
  return (
    <Panel
      id="connect-hub-heading"
      title={again ? 'Connect again' : 'Connect Home Assistant'}
      icon={<Home aria-hidden="true" />}
    >
      <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-300">
        <li>Open Home Assistant and choose your profile (bottom left).</li>
        <li>
          Under <span className="font-semibold text-zinc-100">Security</span>, find{' '}
          <span className="font-semibold text-zinc-100">Long-lived access tokens</span> and create
          one named Aurum.
        </li>
        <li>Paste it below with your hub&apos;s address. Aurum keeps the token sealed.</li>
      </ol>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <FormField
          label="Hub address"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="http://homeassistant.local:8123"
          error={errors.url?.message}
          {...form.register('url')}
        />
        <FormField
          label="Long-lived access token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          error={errors.token?.message}
          {...form.register('token')}
        />
        {refusal && (
          <p
            role="alert"
            className="rounded-lg border border-red-400/40 bg-red-400/10 p-3 text-sm text-red-200"
          >
            {refusal}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Connecting...' : 'Connect Hub'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
