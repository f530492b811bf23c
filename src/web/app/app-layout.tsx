import {
  BarChart3,
  BookOpen,
  Bot,
  ClipboardCheck,
  LayoutDashboard,
  LogOut,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Shield,
  Sparkles,
  UserCheck,
  UserRound,
  Users,
  Video,
} from 'lucide-react';
import { lazy, Suspense, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../components/brand/logo';
import { ThemeToggle } from '../components/theme-toggle';
import { Badge } from '../components/ui/badge';
import { Button, buttonClass } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useAuth } from '../lib/auth';
import { openAssistant } from '../lib/assistant-modal';
import { signOut } from '../lib/sign-out';
import { useReviewCount } from '../features/assessments/assessments.api';
import { DemoPasswordsBanner } from '../features/admin/components/demo-passwords-banner';
import { HELP_CLEARANCE } from './help-button';
import { useOnDemand } from '../lib/on-demand';

// Neither draws a page: the phone menu loads at its first press, the collapsed sidebar's
// tooltips once it is collapsed (issue 16, item 6: Radix's dialog and tooltip are about 20 KB).
const loadMobileDrawer = () => import('./mobile-drawer');
const Tooltip = lazy(() =>
  import('../components/ui/tooltip').then((m) => ({ default: m.Tooltip })),
);

const COLLAPSED_KEY = 'chalkwise-sidebar-collapsed';
function readCollapsed() {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

const noSubscription = () => () => undefined;

type NavItem = { href: string; label: string; icon: typeof BookOpen; badge?: ReactNode };

function Nav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user } = useAuth();
  const [path] = useLocation();
  const reviewCount = useReviewCount();
  const items: NavItem[] = [
    { href: '/', label: 'Dashboard', icon: LayoutDashboard },
    { href: '/analytics', label: 'Analytics', icon: BarChart3 },
    { href: '/lessons', label: 'Lesson Planning', icon: BookOpen },
    {
      href: '/assessments',
      label: 'Assessments',
      icon: ClipboardCheck,
      badge: reviewCount > 0 ? reviewCount : undefined,
    },
    { href: '/students', label: 'Students', icon: Users },
    { href: '/rollcall', label: 'RollCall AI', icon: UserCheck, badge: 'Beta' },
    { href: '/ai-chat', label: 'AI Assistant', icon: Bot, badge: 'New' },
    { href: '/content', label: 'Content Generator', icon: Sparkles },
    ...(user?.role === 'admin' ? [{ href: '/admin', label: 'Administration', icon: Shield }] : []),
  ];
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-2">
      {items.map((it) => {
        const active = it.href === '/' ? path === '/' : path.startsWith(it.href);
        const link = (
          <Link
            key={it.href}
            href={it.href}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            // Collapsed, the name (and badge) is the link's accessible name and its tooltip.
            aria-label={
              collapsed ? [it.label, it.badge].filter((x) => x !== undefined).join(', ') : undefined
            }
            className={cn(
              'relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
              active && 'bg-accent text-foreground',
            )}
          >
            <it.icon className="size-5 shrink-0" aria-hidden="true" />
            {!collapsed && <span className="flex-1">{it.label}</span>}
            {!collapsed && it.badge !== undefined && <Badge>{it.badge}</Badge>}
            {collapsed && it.badge !== undefined && (
              <span
                aria-hidden="true"
                data-testid={`collapsed-badge-${it.href}`}
                className={cn(
                  'absolute top-0.5 right-0.5 rounded-full bg-primary text-[10px] leading-none font-semibold text-primary-foreground',
                  typeof it.badge === 'number' ? 'min-w-4 px-1 py-0.5 text-center' : 'size-2',
                )}
              >
                {typeof it.badge === 'number' ? it.badge : null}
              </span>
            )}
          </Link>
        );
        return collapsed ? (
          <Suspense key={it.href} fallback={link}>
            <Tooltip
              side="right"
              content={it.badge === undefined ? it.label : `${it.label} (${String(it.badge)})`}
            >
              {link}
            </Tooltip>
          </Suspense>
        ) : (
          link
        );
      })}
    </nav>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [path] = useLocation();
  // Remembered on this device, like the theme; the server draws it open (it cannot see the
  // choice), and hydration starts from that.
  const stored = useSyncExternalStore(noSubscription, readCollapsed, () => false);
  const [chosen, setChosen] = useState<boolean>();
  const collapsed = chosen ?? stored;
  const setCollapsed = (update: (c: boolean) => boolean) => {
    const next = update(collapsed);
    setChosen(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // no storage: the choice lasts until the page is reloaded
    }
  };
  const [drawer, setDrawer] = useState(false);
  // Fetched at the first open, then kept mounted, so it closes as a dialog does.
  const MobileDrawer = useOnDemand(loadMobileDrawer, drawer);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex min-h-screen">
      <aside
        className={cn('hidden shrink-0 border-r bg-card md:block', collapsed ? 'w-16' : 'w-60')}
      >
        <div className="flex h-14 items-center gap-2 border-b px-3">
          <Logo className="size-8 shrink-0" />
          {!collapsed && <span className="text-lg font-bold">Chalkwise</span>}
        </div>
        <Nav collapsed={collapsed} />
      </aside>
      {MobileDrawer && (
        <MobileDrawer open={drawer} onOpenChange={setDrawer} trigger={menuButton}>
          <Nav collapsed={false} onNavigate={() => setDrawer(false)} />
        </MobileDrawer>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-2 border-b bg-card px-3">
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            onClick={() => setDrawer(true)}
          >
            <Menu className="size-5" />
          </Button>
          {/* Wrapped: `hidden` on the button itself would lose to the button's own inline-flex. */}
          <span className="hidden md:contents">
            <Button
              variant="ghost"
              size="icon"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? (
                <PanelLeftOpen className="size-5" />
              ) : (
                <PanelLeftClose className="size-5" />
              )}
            </Button>
          </span>
          {/* On a phone a long first name wraps under "Welcome," rather than being cut (item 13). */}
          <span className="min-w-0 flex-1 text-sm leading-tight [overflow-wrap:anywhere] sm:truncate">
            Welcome, <strong data-testid="user-first-name">{user?.firstName || 'Teacher'}</strong>
          </span>
          <Button variant="ghost" size="sm" onClick={openAssistant} aria-label="Live Assistant">
            <Video className="size-4" aria-hidden="true" />
            <span className="hidden lg:inline">Live Assistant</span>
          </Button>
          <ThemeToggle />
          {/* Name, email and password (issue 32 item 1); the icon alone on a phone, named. */}
          <Link
            href="/profile"
            aria-label="Profile"
            className={cn(buttonClass('ghost', 'sm'), path === '/profile' && 'bg-accent')}
            aria-current={path === '/profile' ? 'page' : undefined}
          >
            <UserRound className="size-4" aria-hidden="true" />
            <span className="hidden lg:inline">Profile</span>
          </Link>
          {/* On a phone the word would squeeze the greeting to "Welcom…": the icon, named. */}
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Logout</span>
          </Button>
        </header>
        <DemoPasswordsBanner />
        <main className={cn('flex-1 p-4 sm:p-6 lg:p-8', HELP_CLEARANCE)}>{children}</main>
      </div>
    </div>
  );
}
