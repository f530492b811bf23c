/**
 * The dashboard's greeting. "Welcome back" is for a teacher who has been here before, which
 * their own work shows: a brand-new account has no students and no lessons yet. A guest is
 * never back: "Continue as Guest" makes a new account each time, and the sample class in it was
 * put there for this visit, not by an earlier one (issue 27: a guest's first visit said "back").
 */
export function welcomeHeading(
  name: string,
  user: { role: string } | null,
  counts: { students: number; lessons: number } | undefined,
): string {
  const isNew =
    user?.role === 'guest' ||
    (counts !== undefined && counts.students === 0 && counts.lessons === 0);
  return isNew ? `Welcome, ${name}!` : `Welcome back, ${name}!`;
}
