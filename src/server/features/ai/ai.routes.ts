import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateAssessmentBody,
  generateAssessmentResponse,
  generateContentBody,
  generateContentResponse,
  generateLessonBody,
  generateLessonResponse,
} from '../../../contracts/ai.contract';
import { errorBody } from '../../../contracts/common';
import { currentUser, requireUser } from '../../platform/http/auth-guard';
import type { AiService } from './ai.service';

const tags = ['ai'];
const failures = {
  400: errorBody,
  401: errorBody,
  402: errorBody,
  429: errorBody,
  502: errorBody,
  503: errorBody,
  504: errorBody,
};

/** Spec section 7's generating endpoints; each is metered and recorded by the AI service. */
export const aiRoutes: FastifyPluginAsyncZod<{ ai: AiService }> = async (app, { ai }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/ai/generate-lesson',
    {
      schema: {
        tags,
        body: generateLessonBody,
        response: { 200: generateLessonResponse, ...failures },
      },
    },
    async (request) => {
      const { plan, markdown } = await ai.lesson(currentUser(request).id, request.body);
      return { content: markdown, plan };
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
    async (request) => {
      const { assessment, markdown } = await ai.assessment(currentUser(request).id, request.body);
      return { content: markdown, assessment };
    },
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
    async (request) => (await ai.content(currentUser(request).id, request.body)).content,
  );
};
