import { useState } from 'react';
import { Clapperboard, Download, Loader2, Video } from 'lucide-react';
import { AVATAR_LIMITS, AVATAR_POLL, avatarQueueText } from '../../contracts/avatar.text';
import { useAvatarVideo } from '../lib/avatar-video';
import { openAssistant } from '../lib/assistant-modal';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Textarea } from './ui/textarea';
import { Alert } from './ui/alert';
import { SUBJECTS } from '../../contracts/constants';
import { GradeSelect } from './grade-select';
import { NativeSelect } from './native-select';
import { RelevelText } from './relevel-buttons';

const PHASE_TEXT = { waiting: 'Waiting', generating: 'Generating', ready: 'Ready' } as const;

/** Spec section 2: text in, then Waiting, Generating, Ready with a player and a download. */
export function AvatarVideoCard({
  poll = AVATAR_POLL,
}: { poll?: { intervalMs: number; maxPolls: number } } = {}) {
  const [text, setText] = useState('');
  // The class the video is for: the reading level's target (issue 34 item 1).
  const [grade, setGrade] = useState('');
  // What the script is about: the rewrite is told it, never a subject picked for it.
  const [subject, setSubject] = useState('');
  const { state, generate } = useAvatarVideo(poll);
  const busy = state.phase === 'waiting' || state.phase === 'generating';
  return (
    <Card>
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Clapperboard className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">Talking avatar video</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Turn a short script into a video of the assistant saying it, to share with your class.
          </p>
        </div>
      </div>
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void generate(text);
        }}
      >
        <label htmlFor="avatar-script" className="text-sm font-medium">
          Video script
        </label>
        <Textarea
          id="avatar-script"
          rows={3}
          maxLength={AVATAR_LIMITS.text}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Good morning, class! Today we are going to explore..."
        />
        {/* Who the script is for and what it is about: what Make easier / harder writes to. */}
        <div className="grid gap-3 sm:grid-cols-2">
          <GradeSelect
            id="avatar-grade"
            label="Class grade (for Make easier / harder)"
            placeholder="Choose a grade"
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
          />
          <NativeSelect
            id="avatar-subject"
            label="Subject (for Make easier / harder)"
            placeholder="Choose a subject"
            options={SUBJECTS}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        {grade && subject && text.trim() && (
          <RelevelText
            text={text}
            context={{ subject, grade, topic: 'A short video script for the class' }}
            label="video script"
            onText={(next) => setText(next.slice(0, AVATAR_LIMITS.text))}
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={busy || !text.trim()}>
            {busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Video className="size-4" aria-hidden="true" />
            )}
            Generate video
          </Button>
          <Button type="button" variant="outline" onClick={openAssistant}>
            Talk to the assistant live
          </Button>
          <span className="text-xs text-muted-foreground">
            {text.length}/{AVATAR_LIMITS.text}
          </span>
          {state.phase !== 'idle' && state.phase !== 'failed' && (
            <span role="status" data-testid="avatar-video-status" className="text-sm font-medium">
              {state.phase === 'generating' && state.ahead !== null
                ? avatarQueueText(state.ahead)
                : PHASE_TEXT[state.phase]}
            </span>
          )}
        </div>
      </form>
      {state.phase === 'failed' && (
        <Alert variant="destructive" className="mt-3">
          {state.message}
          {state.reason && <span className="block">{state.reason}</span>}
        </Alert>
      )}
      {state.phase === 'ready' && (
        <div className="mt-4 space-y-2">
          <video
            src={state.url}
            controls
            playsInline
            className="aspect-square w-full max-w-sm rounded-lg border bg-black"
            aria-label="Avatar video"
          />
          <a
            href={state.url}
            download={`chalkwise-avatar-${state.id.slice(0, 8)}.mp4`}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Download className="size-4" aria-hidden="true" /> Download MP4
          </a>
        </div>
      )}
    </Card>
  );
}
