import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SSO_SCOPES, ssoSettingsBody, type SsoSettings } from '../../../../contracts/sso.contract';
import { bindField, FormField } from '../../../components/form-field';
import { LoadFailed } from '../../../components/load-failed';
import { ServerError } from '../../../components/server-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { countOf } from '../../../lib/format';
import { useClearSso, useRequireSso, useSaveSso, useSsoSettings } from '../sso-admin.api';

/** The form's own shape: an empty secret field means "keep the stored one". */
const formSchema = ssoSettingsBody.extend({ clientSecret: z.string().max(2000) });
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

function RequireToggle({ s }: { s: SsoSettings }) {
  const id = useId();
  const require = useRequireSso();
  const usable = s.source !== 'none';
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={s.required}
          disabled={!usable || require.isPending}
          onChange={(e) => require.mutate({ required: e.target.checked })}
        />
        <div>
          <Label htmlFor={id}>Require school sign-in for teachers</Label>
          <p className="text-sm text-muted-foreground">
            Teachers can then no longer sign in or sign up with a password. Administrators keep
            their password, so nobody is locked out. Teachers with an older password account should
            link it from their Account page before you turn this on.
          </p>
          {usable && (
            <p
              className={cn(
                'mt-1 text-sm',
                s.unlinkedTeachers > 0
                  ? 'text-amber-700 dark:text-amber-400'
                  : 'text-muted-foreground',
              )}
              data-testid="sso-unlinked"
            >
              {s.unlinkedTeachers > 0
                ? `${countOf(s.unlinkedTeachers, 'teacher')} with a password ${s.unlinkedTeachers === 1 ? 'has' : 'have'} not linked a school account yet.`
                : 'Every teacher with a password has linked their school account.'}
            </p>
          )}
        </div>
      </div>
      <ServerError error={require.error} fallback="The rule was not saved." />
    </div>
  );
}

function SettingsForm({ s }: { s: SsoSettings }) {
  const save = useSaveSso();
  const clear = useClearSso();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      issuer: s.issuer ?? '',
      clientId: s.clientId ?? '',
      clientSecret: '',
      name: s.name ?? '',
      domains: s.domains.join(', '),
    },
  });
  // A save answers the stored values: the form starts from them (and the secret field empties).
  useEffect(() => {
    form.reset({
      issuer: s.issuer ?? '',
      clientId: s.clientId ?? '',
      clientSecret: '',
      name: s.name ?? '',
      domains: s.domains.join(', '),
    });
  }, [s, form]);
  const submit = form.handleSubmit(({ clientSecret, ...rest }) =>
    save.mutate({ ...rest, required: s.required, clientSecret: clientSecret || undefined }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <FormField
        id="sso-issuer"
        label="Issuer"
        placeholder="https://accounts.google.com"
        hint="The provider's issuer address; Chalkwise reads its /.well-known/openid-configuration."
        {...bindField(form, 'issuer')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="sso-client-id" label="Client ID" {...bindField(form, 'clientId')} />
        <FormField
          id="sso-client-secret"
          label="Client secret"
          type="password"
          autoComplete="off"
          hint={
            s.hasSecret
              ? 'A secret is stored (never shown). Leave empty to keep it.'
              : 'Stored sealed on the server and never shown again.'
          }
          {...bindField(form, 'clientSecret')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="sso-name"
          label="Button name"
          placeholder="Lakeside Schools"
          hint="The button reads “Sign in with …” followed by this."
          {...bindField(form, 'name')}
        />
        <FormField
          id="sso-domains"
          label="Allowed email domains"
          placeholder="school.org, staff.school.org"
          hint="Separated by commas. Empty: any address the provider vouches for."
          {...bindField(form, 'domains')}
        />
      </div>
      <ServerError error={save.error ?? clear.error} fallback="The settings were not saved." />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Checking the issuer…' : 'Save'}
        </Button>
        {s.source === 'admin' && (
          <Button
            variant="outline"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined)}
          >
            Turn off school sign-in
          </Button>
        )}
      </div>
    </form>
  );
}

function FromEnvironment({ s }: { s: SsoSettings }) {
  const rows = [
    ['Issuer', s.issuer],
    ['Client ID', s.clientId],
    ['Button name', s.name],
    ['Allowed email domains', s.domains.join(', ') || 'any'],
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Set by the server&apos;s environment (<code>SSO_ISSUER</code> and its companions); change it
        there and restart.
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-all text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The Admin page's Sign-in tab: the school's identity provider (issue 36 item 7). */
export function SsoTab() {
  const query = useSsoSettings();
  const s = query.data;
  if (query.isError)
    return (
      <LoadFailed onRetry={() => query.refetch()}>
        The sign-in settings could not be loaded.
      </LoadFailed>
    );
  if (!s) return <Skeleton className="h-64 w-full" aria-label="Loading sign-in settings" />;
  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold">Sign in with the school&apos;s account</h2>
          <p className="text-sm text-muted-foreground">
            Teachers sign in with the school&apos;s identity provider (Google Workspace, Microsoft
            Entra or any OpenID Connect provider). Register Chalkwise there as a web application
            with the redirect URI below and the scopes <code>{SSO_SCOPES}</code>.
          </p>
        </div>
        {s.callbackUrl ? (
          <div className="rounded-md bg-muted p-3 text-sm">
            <p className="font-medium">Redirect URI</p>
            <code className="break-all" data-testid="sso-callback-url">
              {s.callbackUrl}
            </code>
          </div>
        ) : (
          <Alert variant="destructive">
            Set <code>PUBLIC_URL</code> (the address people use) first: the provider sends teachers
            back to it.
          </Alert>
        )}
        {s.source === 'environment' ? <FromEnvironment s={s} /> : <SettingsForm s={s} />}
        {s.source !== 'none' && (
          <p className="text-sm text-muted-foreground">
            {s.linkedTeachers === 1
              ? '1 account has signed in with it.'
              : `${s.linkedTeachers} accounts have signed in with it.`}
          </p>
        )}
      </Card>
      <Card>
        <RequireToggle s={s} />
      </Card>
    </div>
  );
}
