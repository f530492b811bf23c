import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, okBody } from '../../../contracts/common';
import {
  chatMessagesResponse,
  conversationListResponse,
  renameConversationBody,
  sendMessageBody,
  sessionIdParam,
} from '../../../contracts/chat.contract';
import { requireUser } from '../../platform/http/auth-guard';
import { guarded, owner } from '../../platform/http/route-helpers';
import type { ChatService } from './chat.service';
import { sendReplyStream, type ReplyPublisher } from './chat.sse';

const tags = ['chat'];
const inSession = { 400: errorBody, ...guarded };
/** The streamed answers: 200 is a UI message stream (text/event-stream), not JSON. */
const streamed = { 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, ...guarded };
const streamDescription =
  'Answers the reply as the AI SDK UI message stream over server-sent events (text/event-stream).';

/**
 * Spec section 7's `GET`/`POST /api/chat/{sessionId}`, plus the conversation list, rename,
 * delete, stop, regenerate, edit and resume. Every handler passes the caller's id.
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  publisher: ReplyPublisher;
}> = async (app, { chat, publisher }) => {
  // onRequest, so a signed-out caller gets 401 before its body is even parsed.
  app.addHook('onRequest', requireUser);
  app.addHook('onClose', () => chat.shutdown());

  /** What every route that answers with a streamed reply declares. */
  const streamedSchema = {
    tags,
    description: streamDescription,
    params: sessionIdParam,
    response: streamed,
  };

  app.get(
    '/api/chat',
    { schema: { tags, response: { 200: conversationListResponse, ...guarded } } },
    (request) => chat.list(owner(request)),
  );

  app.get(
    '/api/chat/:sessionId',
    {
      schema: {
        tags,
        params: sessionIdParam,
        response: { 200: chatMessagesResponse, ...inSession },
      },
    },
    (request) => chat.messages(owner(request), request.params.sessionId),
  );

  app.post(
    '/api/chat/:sessionId',
    { schema: { ...streamedSchema, body: sendMessageBody } },
    async (request, reply) => {
      const run = await chat.send(owner(request), request.params.sessionId, request.body.content);
      sendReplyStream(reply, publisher, run);
    },
  );

  app.post(
    '/api/chat/:sessionId/regenerate',
    { schema: streamedSchema },
    async (request, reply) => {
      const run = await chat.regenerate(owner(request), request.params.sessionId);
      sendReplyStream(reply, publisher, run);
    },
  );

  app.post(
    '/api/chat/:sessionId/edit',
    { schema: { ...streamedSchema, body: sendMessageBody } },
    async (request, reply) => {
      const run = await chat.edit(owner(request), request.params.sessionId, request.body.content);
      sendReplyStream(reply, publisher, run);
    },
  );

  /** Resume after a reload: the reply so far, then the rest live; 204 when none is running. */
  app.get(
    '/api/chat/:sessionId/stream',
    {
      schema: {
        tags,
        description: streamDescription,
        params: sessionIdParam,
        response: { 204: z.null().describe('No reply is being written'), ...inSession },
      },
    },
    async (request, reply) => {
      const run = chat.running(owner(request), request.params.sessionId);
      if (!run) return reply.status(204).send(null);
      sendReplyStream(reply, publisher, run);
    },
  );

  app.post(
    '/api/chat/:sessionId/stop',
    {
      schema: {
        tags,
        params: sessionIdParam,
        response: { 200: chatMessagesResponse, ...inSession },
      },
    },
    (request) => chat.stop(owner(request), request.params.sessionId),
  );

  app.patch(
    '/api/chat/:sessionId',
    {
      schema: {
        tags,
        params: sessionIdParam,
        body: renameConversationBody,
        response: { 200: okBody, 404: errorBody, ...inSession },
      },
    },
    async (request) => {
      await chat.rename(owner(request), request.params.sessionId, request.body.title);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/chat/:sessionId',
    {
      schema: {
        tags,
        params: sessionIdParam,
        response: { 200: okBody, 404: errorBody, ...inSession },
      },
    },
    async (request) => {
      await chat.remove(owner(request), request.params.sessionId);
      return { ok: true as const };
    },
  );
};
