import { PROFILE_TOASTS } from '@aurum/shared/profile/profile-contract';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { useDisplayName, useProfile } from '../../../lib/member-profile';
import { SignInDetailsCard } from '../../account-security/components/sign-in-details-card';
import { NotificationSettingsSection } from '../../notifications/components/notification-settings-section';
import { AccountActionsCard } from './account-actions-card';
import { MembershipStatusCard } from './membership-status-card';
import { PersonalInfoCard } from './personal-info-card';
import { ProfileHeader } from './profile-header';

/** /profile (spec 01 sections 2 and 4), with the notification settings (issue 32). */
export function ProfilePage() {
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const name = useDisplayName(user);
  const failed = profile.isError;
  const [editingInfo, setEditingInfo] = useState(false);
  // The notification settings ask for a phone number: the personal information opens for it.
  const editPhone = () => {
    setEditingInfo(true);
    document.getElementById('personal-info')?.scrollIntoView({ block: 'start' });
  };

  useEffect(() => {
    if (failed) {
      toast.error(PROFILE_TOASTS.loadFailedTitle, { description: PROFILE_TOASTS.loadFailed });
    }
  }, [failed]);

  if (profile.isPending && user) {
    return (
      <div className="flex min-h-dvh items-center justify-center" role="status">
        <p className="animate-gold-pulse font-display text-xl text-gold-400">Loading profile...</p>
      </div>
    );
  }

  const data = profile.data;

  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-5 sm:px-8 sm:py-8">
      <ProfileHeader name={name} tier={data ? data.membership_tier : undefined} />
      <main className="mt-8 space-y-5">
        {data && <MembershipStatusCard profile={data} />}
        <PersonalInfoCard
          profile={data}
          email={user?.email ?? ''}
          editing={editingInfo}
          setEditing={setEditingInfo}
        />
        {user && <SignInDetailsCard email={user.email} />}
        <NotificationSettingsSection onEditPhone={editPhone} />
        <AccountActionsCard />
      </main>
    </div>
  );
}
