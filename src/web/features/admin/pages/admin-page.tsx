import { Shield, UserCheck, UserRound, Users } from 'lucide-react';
import { useSearch } from 'wouter';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AdminUsage } from '../components/admin-usage';
import { AiTab } from '../components/ai-tab';
import { SsoTab } from '../components/sso-tab';
import { IntegrationsTab } from '../components/integrations-tab';
import { useAuth } from '../../../lib/auth';
import { useStats } from '../admin.api';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UsersTable } from '../components/users-table';

function Stats() {
  const stats = useStats().data;
  const figures = [
    { label: 'Total Users', value: stats?.totalUsers, icon: Users },
    { label: 'Administrators', value: stats?.adminUsers, icon: Shield },
    { label: 'Regular Users', value: stats?.regularUsers, icon: UserCheck },
    { label: 'Guest Sessions', value: stats?.guestUsers, icon: UserRound },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((f) => (
        <Card key={f.label}>
          <div className="flex items-center justify-between text-sm text-muted-foreground">
            {f.label} <f.icon className="size-4" aria-hidden="true" />
          </div>
          <p className="mt-2 text-3xl font-bold" data-testid={`stat-${f.label}`}>
            {f.value ?? '—'}
          </p>
        </Card>
      ))}
    </div>
  );
}

const TABS = ['users', 'stats', 'usage', 'ai', 'sign-in', 'integrations'];

export default function AdminPage() {
  const { user } = useAuth();
  // "/admin?tab=ai" (the offline assistant's "Download a local model" button) opens that tab.
  const asked = new URLSearchParams(useSearch()).get('tab') ?? '';
  const initialTab = TABS.includes(asked) ? asked : 'users';
  if (user?.role !== 'admin') {
    return (
      <p className="rounded-md border border-destructive p-4 text-destructive">
        Access denied. Administrator privileges required.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Administration</h1>
      <Tabs defaultValue={initialTab}>
        <TabsList className="max-w-xl">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="stats">Statistics</TabsTrigger>
          <TabsTrigger value="usage">AI Usage</TabsTrigger>
          <TabsTrigger value="ai">AI</TabsTrigger>
          <TabsTrigger value="sign-in">Sign-in</TabsTrigger>
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="mt-4 space-y-4">
          <div className="flex justify-end">
            <CreateUserDialog />
          </div>
          <Card className="p-0">
            <UsersTable currentUserId={user.id} />
          </Card>
        </TabsContent>
        <TabsContent value="stats" className="mt-4">
          <Stats />
        </TabsContent>
        <TabsContent value="usage" className="mt-4">
          <AdminUsage />
        </TabsContent>
        <TabsContent value="ai" className="mt-4">
          <AiTab />
        </TabsContent>
        <TabsContent value="sign-in" className="mt-4">
          <SsoTab />
        </TabsContent>
        <TabsContent value="integrations" className="mt-4">
          <IntegrationsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
