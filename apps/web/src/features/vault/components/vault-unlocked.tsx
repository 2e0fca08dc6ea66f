import { Fingerprint, KeyRound, Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../auth/hooks/use-auth';
import { useCapsules } from '../../legacy-capsules/api/get-capsules';
import { LegacyCapsulesTab } from '../../legacy-capsules/components/legacy-capsules-tab';
import { MemoryBankTab } from '../../memory-bank/components/memory-bank-tab';
import { useMemoryEntries } from '../../memory-bank/api/get-memory-entries';
import { useAddBiometricWrap } from '../api/add-biometric-wrap';
import { useVaultItems } from '../api/get-vault-items';
import { enrolBiometric } from '../crypto/biometric-key';
import { AUTO_LOCK_CHOICES } from '../hooks/use-auto-lock-minutes';
import type { UnlockedVault } from '../hooks/use-vault-session';
import { AddItemDialog, type AddItemPreset } from './add-item-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { ItemsTab } from './items-tab';
import { OverviewTab } from './overview-tab';
import { VaultCounters } from './vault-counters';
import { plural } from '@aurum/shared/format/words';

/** The unlocked vault: Secured header, Lock Vault, five counters and the tabs. */
export function VaultUnlocked({
  vault,
  biometric,
  autoLockMinutes,
  onAutoLockChange,
  onLock,
}: {
  vault: UnlockedVault;
  /** This browser supports biometric unlock (a credential may be added). */
  biometric: boolean;
  autoLockMinutes: number;
  onAutoLockChange: (minutes: number) => void;
  onLock: () => void;
}) {
  const { user } = useAuth();
  const items = useVaultItems(vault.key, vault.session);
  const memories = useMemoryEntries();
  const capsules = useCapsules();
  const addWrap = useAddBiometricWrap();
  const [adding, setAdding] = useState<{ open: boolean; preset: AddItemPreset | null }>({
    open: false,
    preset: null,
  });
  const [changingPassword, setChangingPassword] = useState(false);
  const list = items.data ?? [];
  const loaded = items.isSuccess;
  const counts = [
    { label: 'Total Items', value: loaded ? list.length : null },
    {
      label: 'Documents',
      value: loaded ? list.filter((i) => i.itemType === 'document').length : null,
    },
    { label: 'Notes', value: loaded ? list.filter((i) => i.itemType === 'note').length : null },
    { label: 'Memories', value: memories.data?.length ?? null },
    { label: 'Capsules', value: capsules.data?.length ?? null },
  ];

  const setUpBiometric = async () => {
    if (!user) return;
    try {
      const wrap = await enrolBiometric(vault.key, {
        id: user.id,
        email: user.email,
        name: user.user_metadata?.name ?? user.email,
      });
      await addWrap.mutateAsync(wrap);
      toast.success('Biometric Unlock Ready', {
        description: 'Next time, unlock your vault with this device.',
      });
    } catch {
      toast.error('Biometric Authentication Failed', {
        description: 'Please try again or use your vault password.',
      });
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="font-display text-3xl font-semibold text-zinc-50">Secure Vault</h1>
          <Badge tone="green">
            <ShieldCheck aria-hidden="true" />
            Secured
          </Badge>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-zinc-300">
            Auto-lock
            <Select
              className="h-9 w-32 text-sm"
              value={autoLockMinutes}
              onChange={(event) => onAutoLockChange(Number(event.target.value))}
            >
              {AUTO_LOCK_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {plural(minutes, 'minute')}
                </option>
              ))}
            </Select>
          </label>
          {biometric && (
            <Button size="sm" variant="outline" onClick={() => void setUpBiometric()}>
              <Fingerprint aria-hidden="true" />
              Set Up Biometric Unlock
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setChangingPassword(true)}>
            <KeyRound aria-hidden="true" />
            Change Password
          </Button>
          <Button size="sm" onClick={onLock}>
            <Lock aria-hidden="true" />
            Lock Vault
          </Button>
        </div>
      </header>
      <VaultCounters counts={counts} />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Vault sections" className="sm:grid-cols-4">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="items">Vault</TabsTrigger>
          <TabsTrigger value="memory">Memory Bank</TabsTrigger>
          <TabsTrigger value="capsules">Legacy Capsules</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          {loaded ? (
            <OverviewTab
              items={list}
              memoryCount={memories.data?.length ?? null}
              onQuickAction={(preset) => setAdding({ open: true, preset })}
            />
          ) : (
            <Skeleton className="h-64" />
          )}
        </TabsContent>
        <TabsContent value="items">
          {loaded ? (
            <ItemsTab
              items={list}
              vaultKey={vault.key}
              onAdd={() => setAdding({ open: true, preset: null })}
            />
          ) : (
            <Skeleton className="h-64" />
          )}
        </TabsContent>
        <TabsContent value="memory">
          <MemoryBankTab />
        </TabsContent>
        <TabsContent value="capsules">
          <LegacyCapsulesTab />
        </TabsContent>
      </Tabs>
      <AddItemDialog
        vaultKey={vault.key}
        open={adding.open}
        preset={adding.preset}
        onOpenChange={(open) => setAdding((current) => ({ ...current, open }))}
      />
      <ChangePasswordDialog
        vaultKey={vault.key}
        open={changingPassword}
        onOpenChange={setChangingPassword}
      />
    </div>
  );
}
