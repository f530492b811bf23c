/** Business constants and enumerations from spec section 3 and 9. */
export const ROLES = ['guest', 'user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles an administrator can give: guest accounts are temporary and deleted after 24 hours. */
export const ASSIGNABLE_ROLES = ['user', 'admin'] as const;

export const SUBSCRIPTION_TIERS = ['free', 'trial', 'premium'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const SUBJECTS = [
  'Mathematics',
  'Science',
  'English',
  'History',
  'Geography',
  'Art',
  'Physical Education',
] as const;
/** The assessment form offers only the first five subjects. */
export const ASSESSMENT_SUBJECTS = SUBJECTS.slice(0, 5);
export const GRADES = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export const ASSESSMENT_TYPES = ['quiz', 'test', 'assignment', 'project', 'exam'] as const;
export const CONTENT_TYPES = [
  'worksheet',
  'presentation',
  'activity',
  'story',
  'explanation',
  'quiz',
] as const;
export const LEARNING_STYLES = ['visual', 'auditory', 'kinesthetic', 'reading'] as const;
export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const AI_PROVIDERS = ['openrouter', 'openai', 'google'] as const;
export const LESSON_STATUSES = ['draft', 'published', 'archived'] as const;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const FREE_USAGE_LIMIT = 5;
export const TRIAL_DAYS = 14;
export const GUEST_LIFETIME_HOURS = 24;

export const DEFAULT_LESSON_DURATION = 45;
export const DEFAULT_ASSESSMENT = {
  type: 'quiz',
  maxScore: 100,
  timeLimit: 60,
  questionCount: 10,
} as const;
export const DEFAULT_CONTENT_DURATION = 30;
export const QUIZ_QUESTION_COUNTS = [5, 10, 15, 20] as const;
export const GAME_MAX_PLAYERS = 50;
export const ROOM_CODE_MAX = 8;

export const DISPLAY_COUNTS = {
  priorityStudents: 3,
  topPerformers: 5,
  recentLessons: 2,
  recentAssessments: 4,
  loadingPlaceholders: 6,
} as const;

export const UNAUTHORIZED_REDIRECT_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
