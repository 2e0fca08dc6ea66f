import { Fingerprint, KeyRound, Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** AES-256, Zero Knowledge, and Biometric where this browser can use it. */
export function VaultBadges({ biometric }: { biometric: boolean }) {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Badge tone="gold">
        <Lock aria-hidden="true" />
        AES-256
      </Badge>
      <Badge tone="green">
        <KeyRound aria-hidden="true" />
        Zero Knowledge
      </Badge>
      {biometric && (
        <Badge tone="blue">
          <Fingerprint aria-hidden="true" />
          Biometric
        </Badge>
      )}
    </div>
  );
}
