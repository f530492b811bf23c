import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { SchoolAccount } from '../components/school-account';

const ROLE_NAMES = { admin: 'Administrator', user: 'Teacher', guest: 'Guest' } as const;

/** The signed-in account: names, email and password (issue 32 item 1). */
export default function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Your profile</h1>
        <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          Signed in as <strong className="text-foreground">{user.username}</strong> (
          {ROLE_NAMES[user.role]})
        </p>
      </div>
      <Card>
        <h2 className="mb-4 text-lg font-semibold">Your details</h2>
        <ProfileDetailsForm user={user} />
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">Password</h2>
        {user.role === 'guest' ? (
          <p className="mt-2 text-sm text-muted-foreground">
            A guest account has no password. Create an account to keep your work.
          </p>
        ) : !user.hasPassword ? (
          // Made by the school's sign-in: its password lives with the school's provider.
          <p className="mt-2 text-sm text-muted-foreground" data-testid="no-password">
            You sign in with your school&apos;s account, so this account has no Chalkwise password.
            Change your password with your school; an administrator can give this account a
            Chalkwise password if you need one.
          </p>
        ) : (
          <>
            <p className="mt-1 mb-4 text-sm text-muted-foreground">
              Changing it signs you out on every other device.
            </p>
            <ChangePasswordForm />
          </>
        )}
      </Card>
      {user.role !== 'guest' && <SchoolAccount />}
    </div>
  );
}
