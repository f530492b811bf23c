import { Link2, Plug } from 'lucide-react';
import { useId, useState } from 'react';
import type { LtiPlatform } from '../../../../contracts/lti.contract';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { ServerError } from '../../../components/server-error';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { countOf, formatDateTime, formatTimeAgo } from '../../../lib/format';
import {
  useAddDeployment,
  useIntegrations,
  useRegistrationLink,
  useRemoveDeployment,
  useRemovePlatform,
  useSetPlatformEnabled,
} from '../lti-admin.api';
import { CopyField } from './lti-copy-field';
import { ManualInstall } from './lti-platform-form';

const lastLaunch = (iso: string | null) =>
  iso ? `last launch ${formatTimeAgo(iso)}` : 'no launch yet';

function RegistrationLink() {
  const link = useRegistrationLink();
  return (
    <div className="space-y-3">
      <Button onClick={() => link.mutate()} disabled={link.isPending}>
        <Link2 className="size-4" aria-hidden="true" />
        {link.data ? 'Make another link' : 'Make a registration link'}
      </Button>
      <ServerError error={link.error} fallback="No link was made." />
      {link.data && (
        <div className="space-y-1">
          <CopyField
            label="Registration link"
            value={link.data.url}
            testId="lti-registration-url"
          />
          <p className="text-sm text-muted-foreground">
            Works once, until {formatDateTime(link.data.expiresAt)}. Paste it where the LMS asks for
            a tool’s registration URL (Moodle: Site administration → Plugins → External tool →
            Manage tools; Canvas: Developer Keys → + Developer Key → + LTI Registration).
          </p>
        </div>
      )}
    </div>
  );
}

function AddDeployment({ platform }: { platform: LtiPlatform }) {
  const id = useId();
  const [value, setValue] = useState('');
  const add = useAddDeployment();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim())
          add.mutate(
            { id: platform.id, deploymentId: value.trim() },
            { onSuccess: () => setValue('') },
          );
      }}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          Add a deployment ID
        </label>
        <Input id={id} value={value} maxLength={255} onChange={(e) => setValue(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={add.isPending || !value.trim()}>
        Add
      </Button>
      <div className="basis-full">
        <ServerError error={add.error} fallback="The deployment was not added." />
      </div>
    </form>
  );
}

function PlatformCard({ platform: p }: { platform: LtiPlatform }) {
  const toggle = useSetPlatformEnabled();
  const remove = useRemovePlatform();
  const removeDeployment = useRemoveDeployment();
  return (
    <li className="space-y-3 rounded-lg border p-4" data-testid="lti-platform">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{p.name}</h3>
          <p className="text-sm break-all text-muted-foreground">
            {p.issuer} · client {p.clientId}
          </p>
          <p className="text-sm text-muted-foreground">
            {p.source === 'dynamic' ? 'Registered by link' : 'Added by hand'} ·{' '}
            {lastLaunch(p.lastLaunchAt)} · {countOf(p.teachers, 'teacher')}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            p.enabled
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
              : 'bg-muted text-muted-foreground',
          )}
        >
          {p.enabled ? 'On' : 'Off'}
        </span>
      </div>
      <div>
        <p className="text-sm font-medium">Deployments</p>
        {p.deployments.length === 0 ? (
          <p className="text-sm text-amber-700 dark:text-amber-400">
            None yet: launches are refused until the LMS’s deployment ID is added.
          </p>
        ) : (
          <ul className="divide-y text-sm">
            {p.deployments.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <span className="break-all">
                  <code>{d.deploymentId}</code>{' '}
                  <span className="text-muted-foreground">· {lastLaunch(d.lastLaunchAt)}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove deployment ${d.deploymentId}`}
                  disabled={removeDeployment.isPending}
                  onClick={() =>
                    removeDeployment.mutate({ id: p.id, rowId: d.id, deploymentId: d.deploymentId })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AddDeployment platform={p} />
      <ServerError
        error={toggle.error ?? remove.error ?? removeDeployment.error}
        fallback="Nothing was changed."
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: p.id, name: p.name, enabled: !p.enabled })}
        >
          {p.enabled ? 'Turn off launches' : 'Turn on launches'}
        </Button>
        <ConfirmDialog
          trigger={<Button variant="outline">Remove</Button>}
          title={`Remove ${p.name}?`}
          description="Its launches stop at once. Teachers keep their Chalkwise accounts and can sign in with a password or school sign-in; register the LMS again to launch from it."
          confirmLabel="Remove"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: p.id, name: p.name })}
        />
      </div>
    </li>
  );
}

/** The Admin page's Integrations tab: the LMSs that launch Chalkwise (issue 36 items 1 and 2). */
export function IntegrationsTab() {
  const query = useIntegrations();
  const data = query.data;
  if (query.isError)
    return (
      <LoadFailed onRetry={() => query.refetch()}>The integrations could not be loaded.</LoadFailed>
    );
  if (!data) return <Skeleton className="h-64 w-full" aria-label="Loading integrations" />;
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold">Chalkwise in your LMS (LTI 1.3)</h2>
          <p className="text-sm text-muted-foreground">
            Teachers open Chalkwise from Canvas, Moodle or any LTI 1.3 LMS and arrive signed in, and
            add their lessons, assessments and quizzes to a course from the LMS (Deep Linking).
            Students who open it see that assessments through the LMS are not yet available; grade
            passback and roster sync are not built yet.
          </p>
        </div>
        {data.tool.ready ? (
          <RegistrationLink />
        ) : (
          <Alert variant="destructive">
            Set <code>PUBLIC_URL</code> (the address people use) and restart first: the LMS sends
            teachers to it.
          </Alert>
        )}
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">Registered LMSs</h2>
        {data.platforms.length === 0 ? (
          <EmptyState
            icon={Plug}
            title="No LMS is registered yet"
            hint="Make a registration link above, or add one by hand below."
          />
        ) : (
          <ul className="space-y-3">
            {data.platforms.map((p) => (
              <PlatformCard key={p.id} platform={p} />
            ))}
          </ul>
        )}
      </Card>
      {data.tool.ready && (
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold">Install by hand</h2>
          <p className="text-sm text-muted-foreground">For an LMS without dynamic registration.</p>
          <ManualInstall tool={data.tool} />
        </Card>
      )}
    </div>
  );
}
