import type { Profile } from '@aurum/shared/profile/profile-contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PersonalInfoView } from './personal-info-view';
import { ProfileEditForm } from './profile-edit-form';

/**
 * Personal Information, in view mode or (via Edit, once the profile loaded) edit mode. Without a
 * loaded profile there is nothing safe to edit, so Edit is not offered.
 */
export function PersonalInfoCard({ profile, email }: { profile?: Profile; email: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
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
