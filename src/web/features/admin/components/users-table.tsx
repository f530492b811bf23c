import { Trash2 } from 'lucide-react';
import type { PublicUser } from '../../../../contracts/auth.contract';
import { ASSIGNABLE_ROLES, ROLES, SUBSCRIPTION_TIERS } from '../../../../contracts/constants';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatTimeAgo } from '../../../lib/format';
import { useDeleteUser, useUpdateUser, useUsers } from '../admin.api';
import { ResetPasswordDialog } from './reset-password-dialog';

export function UsersTable({ currentUserId }: { currentUserId: number }) {
  const users = useUsers();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const colSpan = 6;
  return (
    <Table stacked aria-label="Users">
      <thead>
        <tr>
          <Th>User</Th>
          <Th>Email</Th>
          <Th>Role</Th>
          <Th>Subscription</Th>
          <Th>Created</Th>
          <Th>Actions</Th>
        </tr>
      </thead>
      <tbody>
        {users.isLoading && (
          <tr>
            <Td colSpan={colSpan} className="text-center text-muted-foreground">
              Loading users...
            </Td>
          </tr>
        )}
        {users.data?.length === 0 && (
          <tr>
            <Td colSpan={colSpan} className="text-center text-muted-foreground">
              No users found
            </Td>
          </tr>
        )}
        {users.data?.map((u: PublicUser) => (
          <tr key={u.id} data-testid={`user-row-${u.username}`}>
            <Td>
              <div className="font-medium">{u.username}</div>
              <div className="text-xs text-muted-foreground">
                {[u.firstName, u.lastName].filter(Boolean).join(' ')}
              </div>
              {u.mustChangePassword && (
                <div className="text-xs text-muted-foreground">Must choose a new password</div>
              )}
            </Td>
            <Td data-label="Email" className="break-all">
              {u.email ?? '—'}
            </Td>
            <Td data-label="Role">
              <Select
                label={`Role of ${u.username}`}
                value={u.role}
                // Guests are temporary sandboxes: an account can leave that role, never enter it.
                options={u.role === 'guest' ? ROLES : ASSIGNABLE_ROLES}
                onChange={(role) => update.mutate({ id: u.id, role: role as PublicUser['role'] })}
              />
            </Td>
            <Td data-label="Subscription">
              <Select
                label={`Subscription of ${u.username}`}
                value={u.subscriptionTier}
                options={SUBSCRIPTION_TIERS}
                onChange={(t) =>
                  update.mutate({ id: u.id, subscriptionTier: t as PublicUser['subscriptionTier'] })
                }
              />
            </Td>
            <Td data-label="Created" className="whitespace-nowrap">
              {formatTimeAgo(u.createdAt)}
            </Td>
            <Td className="whitespace-nowrap">
              {u.id !== currentUserId && u.role !== 'guest' && <ResetPasswordDialog user={u} />}
              {u.id !== currentUserId && (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Delete ${u.username}`}>
                      <Trash2 className="size-4 text-destructive" />
                    </Button>
                  }
                  title="Delete user?"
                  description={`This permanently deletes ${u.username} and all of their data.`}
                  confirmLabel="Delete"
                  onConfirm={() => remove.mutate(u.id)}
                />
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
