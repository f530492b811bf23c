import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  chatConversations,
  chatMessages,
  type ChatMessageRow,
} from '../../platform/db/schema/index';

type Role = ChatMessageRow['role'];
type Status = ChatMessageRow['status'];

/** All chat SQL. Every query names the owner: a session id alone never finds anything. */
export function createChatRepository(db: Db) {
  const conversation = (ownerId: number, sessionId: string) =>
    and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.sessionId, sessionId));
  const inConversation = (ownerId: number, sessionId: string) =>
    and(eq(chatMessages.ownerId, ownerId), eq(chatMessages.sessionId, sessionId));

  return {
    /** Newest activity first. */
    listConversations(ownerId: number) {
      return db
        .select({
          sessionId: chatConversations.sessionId,
          title: chatConversations.title,
          createdAt: chatConversations.createdAt,
          updatedAt: chatConversations.updatedAt,
          messageCount: count(chatMessages.id),
        })
        .from(chatConversations)
        .leftJoin(
          chatMessages,
          and(
            eq(chatMessages.ownerId, chatConversations.ownerId),
            eq(chatMessages.sessionId, chatConversations.sessionId),
          ),
        )
        .where(eq(chatConversations.ownerId, ownerId))
        .groupBy(chatConversations.ownerId, chatConversations.sessionId)
        .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt));
    },

    async getConversation(ownerId: number, sessionId: string) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(conversation(ownerId, sessionId));
      return row;
    },

    /** Creates the conversation on its first message; an existing one keeps its title. */
    async ensureConversation(ownerId: number, sessionId: string, title: string, now: Date) {
      await db
        .insert(chatConversations)
        .values({ ownerId, sessionId, title, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [chatConversations.ownerId, chatConversations.sessionId],
          set: { updatedAt: now },
        });
    },

    async touch(ownerId: number, sessionId: string, now: Date) {
      await db
        .update(chatConversations)
        .set({ updatedAt: now })
        .where(conversation(ownerId, sessionId));
    },

    async rename(ownerId: number, sessionId: string, title: string) {
      const rows = await db
        .update(chatConversations)
        .set({ title })
        .where(conversation(ownerId, sessionId))
        .returning({ sessionId: chatConversations.sessionId });
      return rows.length > 0;
    },

    async removeConversation(ownerId: number, sessionId: string) {
      const rows = await db
        .delete(chatConversations)
        .where(conversation(ownerId, sessionId))
        .returning({ sessionId: chatConversations.sessionId });
      return rows.length > 0;
    },

    messages(ownerId: number, sessionId: string): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(inConversation(ownerId, sessionId))
        .orderBy(asc(chatMessages.id));
    },

    async insertMessage(
      ownerId: number,
      sessionId: string,
      values: { role: Role; content: string; status: Status },
      now: Date,
    ): Promise<ChatMessageRow> {
      const [row] = await db
        .insert(chatMessages)
        .values({ ownerId, sessionId, ...values, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async updateMessage(
      ownerId: number,
      id: number,
      values: { content?: string; status?: Status },
      now: Date,
    ) {
      await db
        .update(chatMessages)
        .set({ ...values, updatedAt: now })
        .where(and(eq(chatMessages.ownerId, ownerId), eq(chatMessages.id, id)));
    },

    /** Marks the conversation's reply in progress as to be stopped; false when there is none. */
    async requestStop(ownerId: number, sessionId: string) {
      const rows = await db
        .update(chatMessages)
        .set({ stopRequested: true })
        .where(and(inConversation(ownerId, sessionId), eq(chatMessages.status, 'streaming')))
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },

    async stopRequested(ownerId: number, id: number) {
      const [row] = await db
        .select({ stopRequested: chatMessages.stopRequested })
        .from(chatMessages)
        .where(and(eq(chatMessages.ownerId, ownerId), eq(chatMessages.id, id)));
      return row?.stopRequested ?? false;
    },

    async isStreaming(ownerId: number, sessionId: string) {
      const [row] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(inConversation(ownerId, sessionId), eq(chatMessages.status, 'streaming')))
        .limit(1);
      return row !== undefined;
    },

    /** Drops a message and everything after it in the conversation (regenerate, edit). */
    async removeFrom(ownerId: number, sessionId: string, fromId: number) {
      await db
        .delete(chatMessages)
        .where(and(inConversation(ownerId, sessionId), gte(chatMessages.id, fromId)));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
