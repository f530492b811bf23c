import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordBody, PROFILE_MESSAGES as M } from '../../../../contracts/auth.contract';
import { bindField, FormField } from '../../../components/form-field';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useChangePassword } from '../profile.api';

/** The contract's rules, and the new password typed twice (a typo here locks the teacher out). */
const passwordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: M.confirmMismatch,
    path: ['confirmPassword'],
  });
type Values = z.input<typeof passwordForm>;

/** Current, new and again; used on the profile page and on the forced change screen. */
export function ChangePasswordForm({
  currentLabel = 'Current password',
  submitLabel = 'Change password',
}: {
  currentLabel?: string;
  submitLabel?: string;
}) {
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(passwordForm),
    reValidateMode: 'onSubmit',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate(
          { currentPassword, newPassword },
          {
            onSuccess: () => {
              form.reset();
              toast({ title: M.passwordChanged, description: M.passwordChangedDetail });
            },
          },
        ),
      )}
    >
      <ServerError
        error={change.error}
        fallback="Your password was not changed. Please try again."
      />
      <FormField
        id="pw-current"
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        {...bindField(form, 'currentPassword')}
      />
      <FormField
        id="pw-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters; a few words are easy to remember and hard to guess."
        {...bindField(form, 'newPassword')}
      />
      <FormField
        id="pw-confirm"
        label="New password again"
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : submitLabel}
      </Button>
    </form>
  );
}
