import { randomBytes } from 'node:crypto';
import {
  createLessonBody,
  LESSON_LIMITS,
  sharedLessonPath,
  updateLessonBody,
  type CreateLessonInput,
  type LessonListQuery,
  type UpdateLessonInput,
} from '../../../contracts/lessons.contract';
import { lessonErrors } from './lessons.errors';
import type { Clock } from '../../platform/clock';
import type { LessonsRepository } from './lessons.repository';
import { checkedStandards } from '../standards/standards.service';

const lessonNotFound = () => lessonErrors.not_found();

/** "<title> (copy)", shortened first when needed so the copy still fits the title limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, LESSON_LIMITS.title - suffix.length).trimEnd()}${suffix}`;
}

/** 128 random bits, URL-safe: unguessable, so the link itself is the permission. */
export function newShareToken(): string {
  return randomBytes(16).toString('base64url');
}

export function createLessonsService({ repo, clock }: { repo: LessonsRepository; clock: Clock }) {
  async function getOwn(ownerId: number, id: number) {
    const row = await repo.get(ownerId, id);
    if (!row) throw lessonNotFound();
    return row;
  }

  return {
    /** Every lesson's summary; the API pages instead (`page`). */
    list: (ownerId: number) => repo.list(ownerId),
    page: (ownerId: number, query: LessonListQuery) => repo.page(ownerId, query),
    counts: (ownerId: number) => repo.counts(ownerId),
    get: getOwn,

    /**
     * Validates with the contract (so other services and the demo seeder get the same rules and
     * defaults as the API). `createdAt` lets the seeder spread demo lessons over past weeks.
     */
    create(ownerId: number, body: CreateLessonInput, options: { createdAt?: Date } = {}) {
      const values = createLessonBody.parse(body);
      return repo.insert(
        ownerId,
        { ...values, standards: checkedStandards(values.standards) },
        options.createdAt ?? clock.now(),
      );
    },

    async update(ownerId: number, id: number, body: UpdateLessonInput) {
      const { standards, ...changes } = updateLessonBody.parse(body);
      const row = await repo.update(
        ownerId,
        id,
        { ...changes, ...(standards ? { standards: checkedStandards(standards) } : {}) },
        clock.now(),
      );
      if (!row) throw lessonNotFound();
      return row;
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw lessonNotFound();
    },

    /** A fresh draft copy; the share link is not copied, so sharing stays a deliberate act. */
    async duplicate(ownerId: number, id: number) {
      const {
        title,
        subject,
        grade,
        topic,
        duration,
        objectives,
        materials,
        description,
        content,
        aiGenerated,
        standards,
      } = await getOwn(ownerId, id);
      return repo.insert(
        ownerId,
        {
          title: copyTitle(title),
          subject,
          grade,
          topic,
          duration,
          objectives,
          materials,
          description,
          content,
          aiGenerated,
          standards,
          status: 'draft',
        },
        clock.now(),
      );
    },

    /** Creates the link, or answers the existing one so copying twice gives the same URL. */
    async share(ownerId: number, id: number) {
      const token = await repo.ensureShareToken(ownerId, id, newShareToken());
      if (!token) throw lessonNotFound();
      return { token, path: sharedLessonPath(token) };
    },

    async unshare(ownerId: number, id: number) {
      if (!(await repo.clearShareToken(ownerId, id))) throw lessonNotFound();
    },

    async shared(token: string) {
      const row = token.length > 0 && token.length <= 64 ? await repo.findShared(token) : undefined;
      if (!row) throw lessonErrors.share_not_found();
      return row;
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
