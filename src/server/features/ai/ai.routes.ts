import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateAssessmentBody,
  generateAssessmentResponse,
  generateContentBody,
  generateContentResponse,
  generateLessonBody,
  generateLessonDraftBody,
  generateLessonResponse,
  generationNotice,
  standardsAnswer,
} from '../../../contracts/ai.contract';
import {
  assessmentResponse,
  generateAssessmentDraftBody,
} from '../../../contracts/assessments.contract';
import { lessonResponse } from '../../../contracts/lessons.contract';
import { errorBody } from '../../../contracts/common';
import { requireUser } from '../../platform/http/auth-guard';
import { guarded, owner } from '../../platform/http/route-helpers';
import { clientGone } from '../../platform/http/client-gone';
import type { AiService } from './ai.service';
import type { AiDrafts } from './ai.drafts';
import { aiQueueResponse } from '../../../contracts/ai-queue.contract';
import { relevelBody, relevelResponse } from '../../../contracts/reading-level.contract';
import { createRelevel } from './ai.relevel';

const tags = ['ai'];
/** The saved assessment, and the engine's notice when it holds fewer questions than asked. */
const standardsNotice = standardsAnswer.pick({ standardsNotice: true }).shape;
const generatedAssessmentResponse = assessmentResponse.extend({
  ...generationNotice.shape,
  ...standardsNotice,
});
/** The saved lesson, and which codes the model named that were not standards (dropped). */
const generatedLessonResponse = lessonResponse.extend(standardsNotice);
const failures = {
  400: errorBody,
  ...guarded,
  402: errorBody,
  429: errorBody,
  502: errorBody,
  503: errorBody,
  504: errorBody,
};

/** Spec section 7's generating endpoints; each is metered and recorded by the AI service. */
export const aiRoutes: FastifyPluginAsyncZod<{ ai: AiService; drafts: AiDrafts }> = async (
  app,
  { ai, drafts },
) => {
  app.addHook('onRequest', requireUser);

  // Polled by a generation dialog while it waits: cheap, no database.
  app.get(
    '/api/ai/queue',
    { schema: { tags, response: { 200: aiQueueResponse, ...guarded } } },
    async (request) => ({ ahead: ai.queueAhead(owner(request)) }),
  );

  // Generate-and-save: what the create dialogs use, so a closed tab loses no generation.
  app.post(
    '/api/lessons/generate',
    {
      schema: {
        tags: ['lessons', ...tags],
        body: generateLessonDraftBody,
        response: { 201: generatedLessonResponse, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await drafts.lesson(owner(request), request.body, clientGone(reply))),
  );

  app.post(
    '/api/assessments/generate',
    {
      schema: {
        tags: ['assessments', ...tags],
        body: generateAssessmentDraftBody,
        response: { 201: generatedAssessmentResponse, ...failures },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await drafts.assessment(owner(request), request.body, clientGone(reply))),
  );

  app.post(
    '/api/ai/generate-lesson',
    {
      schema: {
        tags,
        body: generateLessonBody,
        response: { 200: generateLessonResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { plan, markdown, standards, standardsNotice } = await ai.lesson(
        owner(request),
        request.body,
        clientGone(reply),
      );
      return {
        content: markdown,
        plan,
        standards,
        ...(standardsNotice ? { standardsNotice } : {}),
      };
    },
  );

  app.post(
    '/api/ai/generate-assessment',
    {
      schema: {
        tags,
        body: generateAssessmentBody,
        response: { 200: generateAssessmentResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { assessment, markdown, notice, readingLevel, standards, standardsNotice } =
        await ai.assessment(owner(request), request.body, clientGone(reply));
      return {
        content: markdown,
        assessment,
        ...(notice ? { notice } : {}),
        ...(readingLevel ? { readingLevel } : {}),
        standards,
        ...(standardsNotice ? { standardsNotice } : {}),
      };
    },
  );

  // "Make easier" / "Make harder" on a generated text (issue 34 item 1).
  const relevel = createRelevel({ ai });
  app.post(
    '/api/ai/relevel',
    {
      schema: { tags, body: relevelBody, response: { 200: relevelResponse, ...failures } },
    },
    async (request, reply) => relevel(owner(request), request.body, clientGone(reply)),
  );

  app.post(
    '/api/ai/generate-content',
    {
      schema: {
        tags,
        body: generateContentBody,
        response: { 200: generateContentResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { content, readingLevel } = await ai.content(
        owner(request),
        request.body,
        clientGone(reply),
      );
      return { ...content, ...(readingLevel ? { readingLevel } : {}) };
    },
  );
};
