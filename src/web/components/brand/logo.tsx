/** The Chalkwise mark; currentColor and tokens make it follow the theme. */
export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path
        d="M21 11.5a7 7 0 1 0 0 9"
        stroke="var(--primary-foreground)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="23" cy="16" r="1.8" fill="var(--primary-foreground)" />
    </svg>
  );
}
