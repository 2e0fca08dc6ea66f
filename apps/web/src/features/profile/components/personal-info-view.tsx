import { NOT_PROVIDED, type Profile } from '@aurum/shared/profile/profile-contract';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '@aurum/shared/format/dates';
import { formatPhone } from '@aurum/shared/phone/phone-number';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-ink-600/70 py-3.5 last:border-b-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-zinc-400">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-100">{children}</dd>
    </div>
  );
}

function Value({ value }: { value: string | null | undefined }) {
  const text = value?.trim();
  return text ? <>{text}</> : <span className="text-zinc-400 italic">{NOT_PROVIDED}</span>;
}

/** The Personal Information card's read-only list; empty values read "Not provided". */
export function PersonalInfoView({ profile, email }: { profile?: Profile; email: string }) {
  const contactName = profile?.emergency_contact_name?.trim();
  const contactPhone = profile?.emergency_contact_phone?.trim();
  const dateOfBirth = profile?.date_of_birth;
  return (
    <dl>
      <Row label="Full Name">
        <Value value={profile?.name} />
      </Row>
      <Row label="Email">
        <Value value={email} />
      </Row>
      <Row label="Phone">
        <Value value={profile?.phone && formatPhone(profile.phone)} />
      </Row>
      <Row label="Location">
        <Value value={profile?.location} />
      </Row>
      <Row label="Emergency Contact">
        {contactName || contactPhone ? (
          <span className="flex flex-col">
            {contactName && <span>{contactName}</span>}
            {contactPhone && <span className="text-zinc-300">{formatPhone(contactPhone)}</span>}
          </span>
        ) : (
          <Value value={null} />
        )}
      </Row>
      <Row label="Date of Birth">
        {dateOfBirth ? (
          <time dateTime={dateOfBirth}>{formatCalendarDate(dateOfBirth)}</time>
        ) : (
          <Value value={null} />
        )}
      </Row>
    </dl>
  );
}
