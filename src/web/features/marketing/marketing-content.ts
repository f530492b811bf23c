import { BarChart3, BookOpen, Bot, ClipboardCheck } from 'lucide-react';

/** Marketing copy from the spec, shared by the pages and the browser tests. */
export const FEATURES = [
  {
    slug: 'ai-lesson-planning',
    title: 'AI Lesson Planning',
    icon: BookOpen,
    claim: '80% planning time saved',
    summary:
      'Generate standards-aligned lesson plans with objectives, activities and materials in minutes.',
  },
  {
    slug: 'smart-assessments',
    title: 'Smart Assessments',
    icon: ClipboardCheck,
    claim: '70% less grading',
    summary: 'Create quizzes and rubrics automatically and get grading suggestions you can review.',
  },
  {
    slug: 'student-analytics',
    title: 'Student Analytics',
    icon: BarChart3,
    claim: '40% better outcomes',
    summary: 'See who is struggling early and which topics need another pass.',
  },
  {
    slug: 'ai-teaching-assistant',
    title: 'AI Teaching Assistant',
    icon: Bot,
    claim: '24/7 availability',
    summary:
      'An assistant that answers questions, drafts materials and explains concepts any time.',
  },
] as const;

export const STATS = [
  { value: '15 hours', label: 'saved weekly' },
  { value: '89%', label: 'average grade improvement' },
  { value: '10K+', label: 'lessons generated' },
] as const;
