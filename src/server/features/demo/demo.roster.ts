import type { GRADES } from '../../../contracts/constants';

/**
 * The sample class. Each student has a learning profile that shapes their scores over the
 * weeks, so the demo shows every kind of figure: excellent, improving, steady, declining and
 * students who need support. Emails use example.com (RFC 2606), which never delivers mail.
 */
export const PROFILES = ['excellent', 'improving', 'steady', 'declining', 'support'] as const;
export type Profile = (typeof PROFILES)[number];

export interface DemoStudentSeed {
  firstName: string;
  lastName: string;
  grade: (typeof GRADES)[number];
  profile: Profile;
  /** Some families have not given an email, so the "No Parent Email" notice has a case. */
  hasParentEmail: boolean;
}

export const DEMO_ROSTER: readonly DemoStudentSeed[] = [
  { firstName: 'Maya', lastName: 'Chen', grade: '7', profile: 'excellent', hasParentEmail: true },
  { firstName: 'Liam', lastName: 'Okafor', grade: '7', profile: 'improving', hasParentEmail: true },
  { firstName: 'Sofia', lastName: 'Martinez', grade: '6', profile: 'steady', hasParentEmail: true },
  {
    firstName: 'Noah',
    lastName: 'Williams',
    grade: '8',
    profile: 'support',
    hasParentEmail: false,
  },
  { firstName: 'Aisha', lastName: 'Khan', grade: '6', profile: 'excellent', hasParentEmail: true },
  {
    firstName: 'Ethan',
    lastName: 'Brooks',
    grade: '8',
    profile: 'declining',
    hasParentEmail: true,
  },
  { firstName: 'Chloe', lastName: 'Nguyen', grade: '7', profile: 'steady', hasParentEmail: true },
  {
    firstName: 'Lucas',
    lastName: 'Schmidt',
    grade: '6',
    profile: 'improving',
    hasParentEmail: true,
  },
  { firstName: 'Zara', lastName: 'Ahmed', grade: '8', profile: 'excellent', hasParentEmail: true },
  { firstName: 'Oliver', lastName: 'Rossi', grade: '7', profile: 'support', hasParentEmail: true },
  {
    firstName: 'Hana',
    lastName: 'Tanaka',
    grade: '8',
    profile: 'improving',
    hasParentEmail: false,
  },
  { firstName: 'Diego', lastName: 'Alvarez', grade: '6', profile: 'steady', hasParentEmail: true },
];

/**
 * Where each profile starts (week 0, eight weeks ago) and how many points it moves per week.
 * Chosen so averages land in the intended band and trends show: improving +2.8/week ends
 * around 85 from 65; declining drops about 2.4/week from 88.
 */
export const PROFILE_CURVES: Record<Profile, { start: number; perWeek: number; noise: number }> = {
  excellent: { start: 94, perWeek: 0.3, noise: 3 },
  improving: { start: 65, perWeek: 2.8, noise: 3 },
  steady: { start: 81, perWeek: 0.4, noise: 4 },
  declining: { start: 88, perWeek: -2.4, noise: 2 },
  support: { start: 62, perWeek: 0.2, noise: 4 },
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

export function studentEmail(s: Pick<DemoStudentSeed, 'firstName' | 'lastName'>) {
  return `${slug(s.firstName)}.${slug(s.lastName)}@students.example.com`;
}

export function parentEmail(s: Pick<DemoStudentSeed, 'lastName'>) {
  return `${slug(s.lastName)}.family@example.com`;
}
