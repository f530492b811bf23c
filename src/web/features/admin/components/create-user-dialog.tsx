import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_MESSAGES, createUserBody } from '../../../../contracts/auth.contract';
import { ASSIGNABLE_ROLES, type ROLES } from '../../../../contracts/constants';
import { bindField, FormField } from '../../../components/form-field';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useCreateUser } from '../admin.api';

export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateUser();
  const form = useForm<z.input<typeof createUserBody>, unknown, z.output<typeof createUserBody>>({
    resolver: zodResolver(createUserBody),
    defaultValues: {
      username: '',
      password: '',
      email: '',
      firstName: '',
      lastName: '',
      role: 'user',
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          form.reset();
          create.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" /> Create User
        </Button>
      </DialogTrigger>
      <DialogContent title="Create User">
        <form
          noValidate
          className="space-y-3"
          onSubmit={form.handleSubmit((v) => create.mutate(v, { onSuccess: () => setOpen(false) }))}
        >
          <ServerError error={create.error} fallback={ADMIN_MESSAGES.createFailed} />
          <FormField id="cu-username" label="Username" {...bindField(form, 'username')} />
          <FormField
            id="cu-password"
            label="Password"
            type="password"
            {...bindField(form, 'password')}
          />
          <FormField id="cu-email" label="Email" type="email" {...bindField(form, 'email')} />
          <div className="grid grid-cols-2 gap-3">
            <FormField id="cu-first" label="First Name" {...bindField(form, 'firstName')} />
            <FormField id="cu-last" label="Last Name" {...bindField(form, 'lastName')} />
          </div>
          <div className="space-y-1.5">
            <Label>Role</Label>
            <div>
              <Select
                label="Role"
                value={form.watch('role') ?? 'user'}
                options={ASSIGNABLE_ROLES}
                onChange={(v) => form.setValue('role', v as (typeof ROLES)[number])}
              />
            </div>
          </div>
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create User'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
