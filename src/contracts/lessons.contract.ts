import { z } from 'zod';
import { defineErrors } from './errors';
import { DEFAULT_LESSON_DURATION, GRADES, LESSON_STATUSES, SUBJECTS } from './constants';
import { isoDate, PAGE_MESSAGES, pageQuery, queryText } from './common';
import { standardsField, standardsList } from './standards.contract';

/** User-visible lesson strings; spec sections 2, 5 and 8 word for word where the spec has them. */
export const LESSON_MESSAGES = {
  // validation (server and edit form)
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  subjectRequired: 'Please choose a subject',
  gradeRequired: 'Please choose a grade',
  topicTooLong: 'Topic must be at most 300 characters',
  durationInvalid: 'Duration must be a whole number of minutes between 1 and 600',
  objectivesTooMany: 'A lesson can have at most 30 objectives',
  objectiveTooLong: 'Each objective must be at most 500 characters',
  materialsTooMany: 'A lesson can have at most 50 materials',
  materialTooLong: 'Each material must be at most 300 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  contentTooLong: 'Lesson content must be at most 200000 characters',
  statusInvalid: 'Status must be draft, published or archived',
  aiGeneratedInvalid: 'aiGenerated must be true or false',
  notFound: 'Lesson not found',
  sharedNotFound: 'This share link is invalid or has been revoked.',
  // toasts and dialogs
  created: 'Lesson created successfully!',
  createFailed: 'Failed to create lesson. Please try again.',
  generateFailed: 'Failed to generate lesson. Please try again.',
  generating: 'Generating...',
  generatedDescription: 'Your AI lesson plan was generated and saved as a draft.',
  deleteConfirm: 'Are you sure you want to delete this lesson?',
  deleteFailed: 'Failed to delete lesson. Please try again.',
  deleted: 'Lesson deleted',
  duplicated: 'Lesson duplicated',
  duplicateFailed: 'Failed to duplicate lesson. Please try again.',
  shareCopied: 'Share link copied',
  shareCopiedDescription: 'Anyone with the link can view this lesson (read-only).',
  shareReady: 'Share link created',
  shareFailed: 'Failed to share lesson. Please try again.',
  shareRevoked: 'Share link revoked',
  shareRevokedDescription: 'The old link no longer opens this lesson.',
  updated: 'Lesson saved',
  updateFailed: 'Failed to save lesson. Please try again.',
  exportFailed: 'Failed to export lesson. Please try again.',
  emptyState: 'Create Your First Lesson',
  noMatches: 'No lessons match your search or filters.',
  errorTitle: 'Error',
} as const;

export const LESSON_LIMITS = {
  title: 200,
  topic: 300,
  durationMin: 1,
  durationMax: 600,
  objectives: 30,
  objective: 500,
  materials: 50,
  material: 300,
  description: 5000,
  content: 200_000,
} as const;

/** One item per line, trimmed, empty lines dropped (spec 2: objectives one per line). */
export function splitLines(value: string | readonly string[]): string[] {
  const lines =
    typeof value === 'string' ? value.split(/\r?\n/) : value.flatMap((v) => v.split(/\r?\n/));
  return lines.map((l) => l.trim()).filter((l) => l.length > 0);
}

/** A list field: an array of strings or one newline-separated string; the raw size is capped first. */
function lineList(maxItems: number, maxLength: number, tooMany: string, tooLong: string) {
  const raw = maxItems * (maxLength + 2);
  return z
    .union(
      [
        z.string().max(raw, tooMany),
        z.array(z.string(tooLong).max(raw, tooLong)).max(maxItems * 4, tooMany),
      ],
      tooLong,
    )
    .transform((v) => splitLines(v))
    .pipe(z.array(z.string().max(maxLength, tooLong)).max(maxItems, tooMany));
}

const L = LESSON_LIMITS;
const M = LESSON_MESSAGES;

/** Every editable field, without defaults, so PATCH can take any subset. */
const lessonFields = {
  title: z.string(M.titleRequired).trim().min(1, M.titleRequired).max(L.title, M.titleTooLong),
  subject: z.enum(SUBJECTS, M.subjectRequired),
  grade: z.enum(GRADES, M.gradeRequired),
  topic: z.string(M.topicTooLong).trim().max(L.topic, M.topicTooLong),
  duration: z
    .number(M.durationInvalid)
    .int(M.durationInvalid)
    .min(L.durationMin, M.durationInvalid)
    .max(L.durationMax, M.durationInvalid),
  objectives: lineList(L.objectives, L.objective, M.objectivesTooMany, M.objectiveTooLong),
  materials: lineList(L.materials, L.material, M.materialsTooMany, M.materialTooLong),
  description: z.string(M.descriptionTooLong).trim().max(L.description, M.descriptionTooLong),
  content: z.object(
    { generatedContent: z.string(M.contentTooLong).max(L.content, M.contentTooLong) },
    M.contentTooLong,
  ),
  status: z.enum(LESSON_STATUSES, M.statusInvalid),
  aiGenerated: z.boolean(M.aiGeneratedInvalid),
  /** Codes from the shipped standards (issue 34 item 2); the server writes their descriptions. */
  standards: standardsField,
};

export const createLessonBody = z.object({
  title: lessonFields.title,
  subject: lessonFields.subject,
  grade: lessonFields.grade,
  topic: lessonFields.topic.default(''),
  duration: lessonFields.duration.default(DEFAULT_LESSON_DURATION),
  objectives: lessonFields.objectives.default([]),
  materials: lessonFields.materials.default([]),
  description: lessonFields.description.default(''),
  content: lessonFields.content.default({ generatedContent: '' }),
  status: lessonFields.status.default('draft'),
  aiGenerated: lessonFields.aiGenerated.default(false),
  standards: lessonFields.standards.default([]),
});
export type CreateLessonInput = z.input<typeof createLessonBody>;
export type CreateLessonBody = z.output<typeof createLessonBody>;

export const updateLessonBody = z.object(lessonFields).partial();
export type UpdateLessonInput = z.input<typeof updateLessonBody>;
export type UpdateLessonBody = z.output<typeof updateLessonBody>;

// ---- responses (no transforms: they are encoded) ------------------------------------------
const lessonCore = {
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  topic: z.string(),
  duration: z.number().int(),
  objectives: z.array(z.string()),
  materials: z.array(z.string()),
  standards: standardsList.default([]),
};

/** A list row: everything but the (possibly long) content. */
export const lessonSummary = z.object({
  id: z.number().int(),
  ...lessonCore,
  description: z.string(),
  status: z.enum(LESSON_STATUSES),
  aiGenerated: z.boolean(),
  /** Set while a read-only share link exists; only the owner ever sees it. */
  shareToken: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const lessonResponse = lessonSummary.extend({
  content: z.object({ generatedContent: z.string() }),
});
export const lessonListResponse = z.array(lessonSummary);

/** GET /api/lessons: a page, newest first; spec 9 search (title, subject, grade) and filters. */
export const lessonListQuery = pageQuery.extend({
  subject: queryText(100, PAGE_MESSAGES.filterInvalid),
  status: z.enum(LESSON_STATUSES, M.statusInvalid).optional(),
});
export type LessonListQuery = z.output<typeof lessonListQuery>;
export type LessonListParams = z.input<typeof lessonListQuery>;
export type LessonSummary = z.input<typeof lessonSummary>;
export type Lesson = z.input<typeof lessonResponse>;

/** What anyone holding a share link sees: no ids, no owner, no status. */
export const sharedLessonResponse = z
  .object(lessonCore)
  .omit({ standards: true })
  .extend({ content: z.object({ generatedContent: z.string() }) });
export type SharedLesson = z.input<typeof sharedLessonResponse>;

export const shareLinkResponse = z.object({ token: z.string(), path: z.string() });
export type ShareLink = z.infer<typeof shareLinkResponse>;

/** Any string: a malformed token is simply not found (404), like a revoked one. */
export const shareTokenParam = z.object({ token: z.string().max(100) });

export const sharedLessonPath = (token: string) => `/shared/lessons/${token}`;

export const LESSON_ERRORS = defineErrors('lessons', {
  not_found: { status: 404, message: LESSON_MESSAGES.notFound },
  share_not_found: { status: 404, message: LESSON_MESSAGES.sharedNotFound },
});
