import { expect, it } from 'vitest';
import { chatMessages } from '../../platform/db/schema/index';
import { createScriptedChatEngine, streamedText } from '../../testing/scripted-chat-engine';
import { buildTestApp, signUp } from '../../testing/test-app';

it('a server shutting down stops the replies in progress and stores them as stopped', async () => {
  const { engine, control } = createScriptedChatEngine();
  const { app, db } = await buildTestApp({ deps: { aiEngine: engine } });
  const { cookie } = await signUp(app);
  control.holdAt = 1;
  const streaming = app.inject({
    method: 'POST',
    url: '/api/chat/shutdown1',
    headers: { cookie },
    payload: { content: 'A long one' },
  });
  await control.waitForPieces(1);
  await app.close();
  expect(streamedText((await streaming).body)).toBe('Here is ');
  const rows = await db.db.select().from(chatMessages);
  expect(rows.map(({ role, content, status }) => ({ role, content, status }))).toEqual([
    { role: 'user', content: 'A long one', status: 'complete' },
    { role: 'assistant', content: 'Here is ', status: 'stopped' },
  ]);
  await db.close();
});
