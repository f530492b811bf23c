import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { DEMO_BANNER_TEXT as T } from '../../../../contracts/admin.text';
import { useAuth } from '../../../lib/auth';
import { useSecurityNotice } from '../security-notice.api';

const linkClass = 'font-medium underline underline-offset-2 focus-visible:outline-2';

/**
 * On every page an administrator sees, while demo mode's published passwords still sign in on a
 * server others can reach (the server decides: empty on localhost or outside demo mode).
 */
export function DemoPasswordsBanner() {
  const { user } = useAuth();
  const admin = user?.role === 'admin';
  const names = useSecurityNotice(admin).data?.demoPasswordsInUse ?? [];
  if (!admin || names.length === 0) return null;
  const mine = names.some((n) => n.toLowerCase() === user.username.toLowerCase());
  const others = names.some((n) => n.toLowerCase() !== user.username.toLowerCase());
  return (
    <div
      role="status"
      data-testid="demo-passwords-banner"
      className="flex gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{T.title}</p>
        <p>{T.body(names)}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {mine && (
            <Link href="/profile" className={linkClass}>
              {T.fixSelf}
            </Link>
          )}
          {others && (
            <Link href="/admin" className={linkClass}>
              {T.fixOthers}
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}
