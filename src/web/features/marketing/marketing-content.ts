import { BarChart3, BookOpen, Bot, ClipboardCheck } from 'lucide-react';

/**
 * Marketing copy from the spec, shared by the pages and the browser tests. Each feature page
 * also says what the product does (every point is something Chalkwise really does), shows it
 * (a screenshot of the demo class, light and dark) and links on to the page that does it: the
 * spec's /lesson-planning and /dashboard are /lessons and / here.
 */
export const FEATURES = [
  {
    slug: 'ai-lesson-planning',
    title: 'AI Lesson Planning',
    icon: BookOpen,
    claim: '80% planning time saved',
    summary:
      'Generate standards-aligned lesson plans with objectives, activities and materials in minutes.',
    points: [
      'A timed plan from a title, subject, grade and topic: a hook, modelling, guided and independent practice and an exit ticket.',
      'Objectives and materials you can edit, with differentiation for visual, auditory, kinesthetic and reading/writing learners.',
      'Quick templates for a new topic, a hands-on activity or a review lesson.',
      'Print it, export it to Word, PDF or Markdown, or share a read-only link with a colleague.',
    ],
    shot: 'A lesson plan in Chalkwise: its facts, objectives, materials and the timed lesson flow.',
    links: [
      { href: '/lessons', label: 'Open Lesson Planning' },
      { href: '/', label: 'Go to your dashboard' },
    ],
  },
  {
    slug: 'smart-assessments',
    title: 'Smart Assessments',
    icon: ClipboardCheck,
    claim: '70% less grading',
    summary:
      'Create quizzes automatically, write rubrics for written answers and grade them level by level.',
    points: [
      'Multiple-choice, true/false and short-answer questions with an answer key, generated or written by you.',
      'Students answer on any phone from a link or a code, with their own personal code and no account.',
      'Choice questions are marked as answers arrive; written answers wait in a review queue for your grade.',
      'Rubrics on written answers: pick a level of each criterion and the points follow; students see the rubric with their levels.',
      'Results per student and per question, a gradebook for paper scores, and exports for your records.',
    ],
    shot: 'Assessment results in Chalkwise: the score distribution, accuracy per question and each submission.',
    links: [
      { href: '/assessments', label: 'Open Assessments' },
      { href: '/', label: 'Go to your dashboard' },
    ],
  },
  {
    slug: 'student-analytics',
    title: 'Student Analytics',
    icon: BarChart3,
    claim: '40% better outcomes',
    summary: 'See who is struggling early and which topics need another pass.',
    points: [
      'Class averages, a performance distribution and averages per subject, from every score you record.',
      'Students below 70% listed first, with their trend, so you know whom to support this week.',
      'Each student’s scores, attendance and game results on one page.',
      'Recent activity that links straight to the assessment behind it.',
    ],
    shot: 'Analytics in Chalkwise: totals, the performance distribution and the average per subject.',
    links: [
      { href: '/analytics', label: 'Open Analytics' },
      { href: '/', label: 'Go to your dashboard' },
    ],
  },
  {
    slug: 'ai-teaching-assistant',
    title: 'AI Teaching Assistant',
    icon: Bot,
    claim: '24/7 availability',
    summary:
      'An assistant that answers questions, drafts materials and explains concepts any time.',
    points: [
      'Quick starts for a lesson plan, an assessment, student support, differentiation, behaviour and a note to parents.',
      'Replies stream as they are written; stop, regenerate or edit a question at any time.',
      'Every conversation is kept in your history and survives a reload.',
      'Runs on your school’s server: the built-in assistant works offline, or connect the language model your school chooses.',
    ],
    shot: 'The AI Assistant in Chalkwise: quick starts, the engine in use and your conversations.',
    links: [
      { href: '/ai-chat', label: 'Open the AI Assistant' },
      { href: '/', label: 'Go to your dashboard' },
    ],
  },
] as const;

export const STATS = [
  { value: '15 hours', label: 'saved weekly' },
  { value: '89%', label: 'average grade improvement' },
  { value: '10K+', label: 'lessons generated' },
] as const;

/** The marketing pages the build renders to HTML for visitors (scripts/prerender.mjs). */
export const prerenderedPaths = (): string[] => [
  '/',
  ...FEATURES.map((f) => `/features/${f.slug}`),
];
