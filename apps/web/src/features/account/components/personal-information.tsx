import { SUCCESS_BANNER_MS, type User } from '@flame/shared';
import { Pencil, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmailVerificationNotice } from '../../../components/email-verification-notice';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';

const ROLE_LABELS: Record<User['role'], string> = { customer: 'Customer', admin: 'Admin' };

/**
 * 'Personal Information': name, email, phone (which checkout fills in) and role; 'Edit Profile' opens the form, a
 * successful save returns here with 'Profile updated successfully!' (for 5 seconds).
 */
export function PersonalInformation({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(0);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(0), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  return (
    <ProfileCard
      id="personal-information"
      title="Personal Information"
      icon={UserRound}
      action={
        !editing && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSaved(0);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm
          user={user}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(Date.now());
          }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {saved > 0 && <Banner tone="success">Profile updated successfully!</Banner>}
          <EmailVerificationNotice />
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-stone-600">Name</dt>
              <dd className="mt-1 text-lg font-semibold break-words text-stone-900">{user.name}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-stone-600">Email</dt>
              <dd className="mt-1 text-lg font-semibold break-all text-stone-900">{user.email}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-stone-600">Phone</dt>
              <dd className="mt-1 text-lg font-semibold break-words text-stone-900">
                {user.phone ?? <span className="text-base font-normal text-stone-600">Not given yet</span>}
              </dd>
            </div>
            {user.role && (
              <div>
                <dt className="text-sm font-medium text-stone-600">Role</dt>
                <dd className="mt-1">
                  <Badge tone={user.role === 'admin' ? 'solid' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge>
                </dd>
              </div>
            )}
          </dl>
        </div>
      )}
    </ProfileCard>
  );
}
