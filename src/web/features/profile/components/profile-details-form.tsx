import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PROFILE_MESSAGES as M,
  updateProfileBody,
  type PublicUser,
} from '../../../../contracts/auth.contract';
import { bindField, FormField } from '../../../components/form-field';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useUpdateProfile } from '../profile.api';

type Values = z.input<typeof updateProfileBody>;

/** Names and email; an emptied field is cleared (the contract turns "" into null). */
export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, z.output<typeof updateProfileBody>>({
    resolver: zodResolver(updateProfileBody),
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
    },
  });
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((v) =>
        update.mutate(v, { onSuccess: () => toast({ title: M.saved }) }),
      )}
    >
      <ServerError error={update.error} fallback="Your profile was not saved. Please try again." />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="profile-first"
          label="First Name"
          autoComplete="given-name"
          {...bindField(form, 'firstName')}
        />
        <FormField
          id="profile-last"
          label="Last Name"
          autoComplete="family-name"
          {...bindField(form, 'lastName')}
        />
      </div>
      <FormField
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        {...bindField(form, 'email')}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
