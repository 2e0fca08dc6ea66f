import {
  type ConciergeProfile,
  conciergeProfileSchema,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { useSaveConciergeProfile } from '../api/manage-concierge';

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The staff member's own card as members see it: specialties, languages, zone, response time. */
export function ConciergeProfileForm({ me }: { me: ConciergeProfile }) {
  const save = useSaveConciergeProfile();
  const [specialties, setSpecialties] = useState(me.specialties.join(', '));
  const [languages, setLanguages] = useState(me.languages.join(', '));
  const [timezone, setTimezone] = useState(me.timezone);
  const [responseTime, setResponseTime] = useState(me.response_time);
  const [lead, setLead] = useState(me.is_lead);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = conciergeProfileSchema.safeParse({
      specialties: list(specialties),
      languages: list(languages),
      timezone,
      availability_status: me.availability_status,
      response_time: responseTime,
      is_lead: lead,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your profile');
      return;
    }
    setError('');
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Profile saved'),
      onError: (failure) => toast.error('Could not save', { description: failure.message }),
    });
  };

  return (
    <Card className="p-4">
      <details>
        <summary className="cursor-pointer text-sm font-medium text-zinc-100">
          My concierge profile (what members see)
        </summary>
        <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="profile-specialties">Specialties (comma separated)</Label>
            <Input
              id="profile-specialties"
              value={specialties}
              onChange={(event) => setSpecialties(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="profile-languages">Languages (comma separated)</Label>
            <Input
              id="profile-languages"
              value={languages}
              onChange={(event) => setLanguages(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="profile-timezone">Time zone</Label>
            <Input
              id="profile-timezone"
              value={timezone}
              onChange={(event) => setTimezone(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="profile-response">Response time</Label>
            <Input
              id="profile-response"
              value={responseTime}
              onChange={(event) => setResponseTime(event.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-zinc-200 sm:col-span-2">
            <input
              type="checkbox"
              checked={lead}
              onChange={(event) => setLead(event.target.checked)}
              className="size-4 accent-gold-500"
            />
            Staff lead (hears of every missed promise)
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-300 sm:col-span-2">
              {error}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              Save Profile
            </Button>
          </div>
        </form>
      </details>
    </Card>
  );
}
