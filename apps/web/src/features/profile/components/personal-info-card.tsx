import type { Profile } from '@aurum/shared/profile/profile-contract';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PersonalInfoView } from './personal-info-view';
import { ProfileEditForm } from './profile-edit-form';

/**
 * Personal Information, in view mode or (via Edit, once the profile loaded) edit mode. Without a
 * loaded profile there is nothing safe to edit, so Edit is not offered. The page holds `editing`:
 * the notification settings open it to add a phone number.
 */
export function PersonalInfoCard({
  profile,
  email,
  editing,
  setEditing,
}: {
  profile?: Profile;
  email: string;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}) {
  return (
    <Card id="personal-info" className="scroll-mt-4">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="text-[1.0625rem] sm:text-xl">Personal Information</CardTitle>
        {profile && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className="pt-2">
        {profile && editing ? (
          <ProfileEditForm profile={profile} email={email} onDone={() => setEditing(false)} />
        ) : (
          <PersonalInfoView profile={profile} email={email} />
        )}
      </CardContent>
    </Card>
  );
}
