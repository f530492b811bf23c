import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import {
  AUTH_TOASTS,
  loginBody,
  registerBody,
  safeNextPath,
  type PublicUser,
} from '../../contracts/auth.contract';
import { bindField, FormField } from './form-field';
import { ServerError } from './server-error';
import { SsoSignIn } from './sso-sign-in';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';
import { toast, toastError } from './ui/toast';
import { fetchJson, serverMessage } from '../lib/api-client';
import { USER_KEY, usePublicConfig } from '../lib/auth';
import { AUTH_CALL_META } from '../lib/query-client';

type Toast = { title: string; description: string };

/** One auth call: on success cache the user, toast, close, go to the dashboard. */
function useAuthMutation<T>(url: string, success: Toast, failure: Toast, close: () => void) {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    meta: AUTH_CALL_META,
    mutationFn: async (body: T) => (await fetchJson<{ user: PublicUser }>('POST', url, body)).user,
    onSuccess: (user) => {
      qc.setQueryData(USER_KEY, user);
      toast(success);
      close();
      // Back to the page that asked for a session, if one did (?next=, set by /api/login).
      const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
      navigate(next ?? '/');
    },
    // The toast says what the server said (a common password, a taken username), like the form.
    onError: (error) => toastError(failure.title, serverMessage(error) ?? failure.description),
  });
}

function LoginForm({ close }: { close: () => void }) {
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: '', password: '' },
  });
  const m = useAuthMutation('/api/login', AUTH_TOASTS.loginSuccess, AUTH_TOASTS.loginFailed, close);
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => m.mutate(v))}>
      <ServerError error={m.error} fallback={AUTH_TOASTS.loginInline} />
      <FormField
        id="login-username"
        label="Username"
        autoComplete="username"
        {...bindField(form, 'username')}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        {...bindField(form, 'password')}
      />
      <Button type="submit" className="w-full" disabled={m.isPending}>
        {m.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

function RegisterForm({ close }: { close: () => void }) {
  const form = useForm<z.input<typeof registerBody>, unknown, z.output<typeof registerBody>>({
    resolver: zodResolver(registerBody),
    defaultValues: { username: '', password: '', email: '', firstName: '', lastName: '' },
  });
  const m = useAuthMutation(
    '/api/register',
    AUTH_TOASTS.registerSuccess,
    AUTH_TOASTS.registerFailed,
    close,
  );
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => m.mutate(v))}>
      <p className="text-sm text-muted-foreground">Create a new account to get started</p>
      <ServerError error={m.error} fallback={AUTH_TOASTS.registerInline} />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
          {...bindField(form, 'firstName')}
        />
        <FormField
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
          {...bindField(form, 'lastName')}
        />
      </div>
      <FormField
        id="register-username"
        label="Username"
        autoComplete="username"
        {...bindField(form, 'username')}
      />
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        {...bindField(form, 'email')}
      />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="Must be at least 6 characters"
        {...bindField(form, 'password')}
      />
      <Button type="submit" className="w-full" disabled={m.isPending}>
        {m.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}

export type SignInTab = 'signin' | 'register';

export function SignInDialog({
  open,
  onOpenChange,
  tab = 'signin',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Get Started opens Create Account; Sign In opens the sign-in tab. */
  tab?: SignInTab;
}) {
  const config = usePublicConfig();
  const close = () => onOpenChange(false);
  const guest = useAuthMutation<undefined>(
    '/api/guest-login',
    AUTH_TOASTS.guestSuccess,
    AUTH_TOASTS.guestFailed,
    close,
  );
  // Offered unless the server turned guests off (GUESTS=false); shown while the config loads.
  const guests = config?.guests !== false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Welcome to Chalkwise"
        description={
          guests ? 'Sign in to your account or explore as a guest.' : 'Sign in to your account.'
        }
      >
        <SsoSignIn />
        {guests && (
          <>
            <Button
              variant="outline"
              className="w-full"
              disabled={guest.isPending}
              onClick={() => guest.mutate(undefined)}
            >
              <UserRound className="size-4" /> Continue as Guest
            </Button>
            <div className="my-4 flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" /> Or{' '}
              <span className="h-px flex-1 bg-border" />
            </div>
          </>
        )}
        <Tabs defaultValue={tab}>
          <TabsList>
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="mt-4">
            <LoginForm close={close} />
          </TabsContent>
          <TabsContent value="register" className="mt-4">
            <RegisterForm close={close} />
          </TabsContent>
        </Tabs>
        {config?.demoMode && config.demoCredentials && (
          <div className="mt-4 rounded-md bg-muted p-3 text-xs" data-testid="demo-credentials">
            <p className="font-semibold">Demo credentials</p>
            {config.demoCredentials.map((c) => (
              <p key={c.username}>
                {c.role === 'admin' ? 'Admin' : 'Teacher'}: {c.username} / {c.password}
              </p>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
