import { KeyRound } from 'lucide-react';
import { safeNextPath } from '../../contracts/auth.contract';
import { SSO_START_PATH } from '../../contracts/sso.contract';
import { cn } from '../lib/cn';
import { usePublicConfig } from '../lib/auth';
import { buttonClass } from './ui/button';

/**
 * "Sign in with {SSO_NAME}" (issue 36 item 7): a plain link, because the browser leaves for the
 * school's sign-in page and comes back through the server. Absent when the server offers none.
 */
export function SsoSignIn() {
  const sso = usePublicConfig()?.sso;
  if (!sso) return null;
  // Back to the page that asked for a session (?next=), as the password form does.
  const next =
    typeof window === 'undefined'
      ? undefined
      : safeNextPath(new URLSearchParams(window.location.search).get('next'));
  const href = next ? `${SSO_START_PATH}?next=${encodeURIComponent(next)}` : SSO_START_PATH;
  return (
    <>
      <a href={href} className={cn(buttonClass('default'), 'w-full')} data-testid="sso-sign-in">
        <KeyRound className="size-4" aria-hidden /> Sign in with {sso.name}
      </a>
      <div className="my-4 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" /> Or <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}
