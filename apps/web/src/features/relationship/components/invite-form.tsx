import {
  RELATIONSHIP_TEXTS,
  RELATIONSHIP_TYPE_LABELS,
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from '@aurum/shared/relationship/relationship-rules';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useInvitePartner } from '../api/relationship-changes';

/** The shape sign-up checks too: something@domain.tld without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Invite a partner by e-mail (spec 02 sections 5 and 8): an empty address is 'Email Required',
 * an obviously wrong one is said on the field, a failure is 'Invitation Failed'.
 */
export function InviteForm() {
  const typeId = useId();
  const invite = useInvitePartner();
  const [email, setEmail] = useState('');
  const [type, setType] = useState<RelationshipType>('partner');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast.error(RELATIONSHIP_TEXTS.emailRequiredTitle, {
        description: RELATIONSHIP_TEXTS.emailRequiredDescription,
      });
      return;
    }
    if (!EMAIL_PATTERN.test(address)) {
      setError(RELATIONSHIP_TEXTS.emailInvalid);
      return;
    }
    setError(undefined);
    try {
      const sent = await invite.mutateAsync({ email: address, relationship_type: type });
      setEmail('');
      toast.success('Invitation Sent', {
        description: `We e-mailed ${sent.email} a link to join your space.`,
      });
    } catch (failure) {
      const refusal = isApiError(failure) && failure.status >= 400 && failure.status < 500;
      if (refusal && failure.errors?.email) {
        setError(failure.errors.email);
        return;
      }
      toast.error(RELATIONSHIP_TEXTS.invitationFailedTitle, {
        description: refusal ? failure.message : RELATIONSHIP_TEXTS.invitationFailedDescription,
      });
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_12rem]"
    >
      <FormField
        label="Partner's email"
        type="email"
        autoComplete="off"
        placeholder="partner@example.co.za"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <div className="space-y-2">
        <label htmlFor={typeId} className="block text-sm font-medium text-zinc-200">
          Relationship
        </label>
        <Select
          id={typeId}
          value={type}
          onChange={(e) => setType(e.target.value as RelationshipType)}
        >
          {RELATIONSHIP_TYPES.map((value) => (
            <option key={value} value={value}>
              {RELATIONSHIP_TYPE_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <Button
        type="submit"
        className="sm:col-span-2 sm:justify-self-start"
        disabled={invite.isPending}
      >
        <Send aria-hidden="true" className="size-4" />
        {invite.isPending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
