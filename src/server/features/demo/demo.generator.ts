import { DAY, HOUR } from '../../platform/clock';
import {
  DEMO_ASSESSMENTS,
  DEMO_ONLINE_ANSWERS,
  SUBJECT_OFFSET,
  type DemoAssessmentSeed,
} from './demo.assessments';
import { DEMO_LESSONS, lessonMarkdown } from './demo.lessons';
import {
  DEMO_ROSTER,
  PROFILE_CURVES,
  parentEmail,
  studentEmail,
  type DemoStudentSeed,
  type Profile,
} from './demo.roster';

/**
 * The demo class as plain data, computed from the clock's "now" and a seed: the same inputs
 * always give the same class, so tests can check the figures it is designed to produce.
 * The seeder turns it into records through the other features' services.
 */
export const WEEK = 7 * DAY;
export const DEMO_SEED = 2026;
/** Chance that a student missed one of the earlier assessments. */
const MISSED_EARLIER = 0.06;
/** This week's assessment is still coming in: about two thirds have handed it in. */
/** Who has not handed in this week's assessment yet: two of them take it online. */
const NOT_YET_THIS_WEEK = 4;
const SCORE_FLOOR = 30;

/** mulberry32: a tiny, well-known deterministic PRNG; Math.random would make demos differ. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoStudent {
  firstName: string;
  lastName: string;
  email: string;
  grade: DemoStudentSeed['grade'];
  parentEmail: string | null;
  profile: Profile;
}

export interface DemoAssessment extends Omit<DemoAssessmentSeed, 'weeksAgo'> {
  maxScore: number;
  questionCount: number;
  aiGenerated: boolean;
  /** When the class sat it; submissions follow within a day and a half. */
  givenAt: Date;
}

export interface DemoScore {
  /** Indexes into the class's students and assessments. */
  student: number;
  assessment: number;
  score: number;
  submittedAt: Date;
}

/** How much of the sample class to build. */
export interface DemoSize {
  students: number;
  /** Weeks of assessments, counting this week. */
  weeks: number;
  /** The newest lessons. */
  lessons: number;
}

/** The demo teacher's class: the whole roster over eight weeks. */
export const FULL_CLASS: DemoSize = { students: DEMO_ROSTER.length, weeks: 8, lessons: 8 };
/**
 * A guest's sandbox: every kind of student (the first six cover all five profiles) over four
 * weeks, about a third of the rows, since anyone can ask for one.
 */
export const SANDBOX_CLASS: DemoSize = { students: 6, weeks: 4, lessons: 4 };

export function buildDemoClass(now: Date, seed = DEMO_SEED, size: DemoSize = FULL_CLASS) {
  const rand = prng(seed);
  const noise = (amplitude: number) => (rand() * 2 - 1) * amplitude;

  const students: DemoStudent[] = DEMO_ROSTER.slice(0, size.students).map((s) => ({
    firstName: s.firstName,
    lastName: s.lastName,
    email: studentEmail(s),
    grade: s.grade,
    parentEmail: s.hasParentEmail ? parentEmail(s) : null,
    profile: s.profile,
  }));

  // One lesson every nine days or so, the newest yesterday, so "recent lessons" has an order.
  const lessonSeeds = DEMO_LESSONS.slice(-size.lessons);
  const lessons = lessonSeeds.map((l, i) => ({
    title: l.title,
    subject: l.subject,
    grade: l.grade,
    topic: l.topic,
    duration: l.duration,
    description: l.description,
    objectives: l.objectives,
    materials: l.materials,
    content: { generatedContent: lessonMarkdown(l) },
    status: l.status,
    aiGenerated: l.aiGenerated,
    createdAt: new Date(now.getTime() - ((lessonSeeds.length - 1 - i) * 9 + 1) * DAY),
  }));

  const assessmentSeeds = DEMO_ASSESSMENTS.filter((a) => a.weeksAgo < size.weeks);
  const assessments: DemoAssessment[] = assessmentSeeds.map(({ weeksAgo, ...a }, i) => ({
    ...a,
    maxScore: 100,
    questionCount: a.questions.length,
    // Every other one was drafted with the AI assistant, as a teacher would mix both.
    aiGenerated: i % 2 === 1,
    givenAt: new Date(now.getTime() - weeksAgo * WEEK - 2 * DAY),
  }));

  const maxWeeksAgo = Math.max(...assessmentSeeds.map((a) => a.weeksAgo));
  const latest = assessmentSeeds.findIndex((a) => a.weeksAgo === 0);
  // Who has handed in this week's assessment: a seeded shuffle, then the first few.
  const handedIn = new Set(
    students
      .map((_, i) => ({ i, k: rand() }))
      .sort((a, b) => a.k - b.k)
      .slice(0, Math.max(0, students.length - NOT_YET_THIS_WEEK))
      .map((x) => x.i),
  );

  const scores: DemoScore[] = [];
  assessmentSeeds.forEach((a, ai) => {
    const week = maxWeeksAgo - a.weeksAgo;
    students.forEach((s, si) => {
      const curve = PROFILE_CURVES[s.profile];
      // Draw every random number in a fixed order, so skipping one does not shift the rest.
      const missed = rand() < MISSED_EARLIER;
      const jitter = noise(curve.noise);
      const delay = rand() * 36 * HOUR;
      if (ai === latest ? !handedIn.has(si) : missed) return;
      const expected = curve.start + curve.perWeek * week + SUBJECT_OFFSET[a.subject];
      const score = Math.round(Math.min(100, Math.max(SCORE_FLOOR, expected + jitter)));
      scores.push({
        student: si,
        assessment: ai,
        score,
        submittedAt: new Date(assessments[ai]!.givenAt.getTime() + delay),
      });
    });
  });

  // Online takers of this week's assessment: the first students who have not handed it in.
  const notYet = students.map((_, i) => i).filter((i) => !handedIn.has(i));
  const online = DEMO_ONLINE_ANSWERS.map((answers, i) => ({
    student: notYet[i]!,
    assessment: latest,
    answers,
  }));

  return { students, lessons, assessments, scores, online };
}

export type DemoClass = ReturnType<typeof buildDemoClass>;
