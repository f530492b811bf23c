import { Camera, ImageUp, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ATTENDANCE_MESSAGES as M } from '../../../../../contracts/attendance.contract';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { CountProgress } from './count-progress';
import { detectFaces, stopFaceWorker, type FaceStage } from './face-counter';

type Phase =
  | { kind: 'starting' }
  | { kind: 'camera' }
  | { kind: 'no-camera' }
  | { kind: 'counting'; stage: FaceStage; since: number; part?: number; parts?: number }
  | { kind: 'counted'; faces: number }
  | { kind: 'failed'; cancelled?: boolean };

/** A still no wider than this is plenty for faces and keeps the CPU fallback quick. */
const MAX_WIDTH = 1280;

/**
 * The head count: a webcam still (or a photo file when there is no camera or permission), faces
 * counted in this browser with boxes drawn on the still. Only the number leaves this dialog.
 */
export function PhotoCheck({
  open,
  onOpenChange,
  present,
  onUseCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  present: number;
  onUseCount: (faces: number) => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A photo chosen while another is counted replaces it: only the latest count may answer.
  const latest = useRef(0);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };

  async function startCamera() {
    // A count still running is for a photo no longer shown; and a photo chosen while the
    // camera starts wins over it (the camera's answer must not hide that photo's count).
    const token = (latest.current += 1);
    setPhase({ kind: 'starting' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      const media = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      if (token !== latest.current) return media.getTracks().forEach((t) => t.stop());
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      if (token === latest.current) setPhase({ kind: 'camera' });
    } catch {
      if (token !== latest.current) return;
      stopCamera();
      setPhase({ kind: 'no-camera' });
    }
  }

  // The camera runs only while the dialog is open; closing it stops every track and any count.
  useEffect(() => {
    if (open) void startCamera();
    return () => {
      stopCamera();
      stopFaceWorker();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start once per opening
  }, [open]);

  async function count(
    draw: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
    width: number,
    height: number,
  ) {
    const el = canvas.current!;
    const scale = Math.min(1, MAX_WIDTH / width);
    el.width = Math.round(width * scale);
    el.height = Math.round(height * scale);
    const ctx = el.getContext('2d', { willReadFrequently: true })!;
    draw(ctx, el.width, el.height);
    const pixels = ctx.getImageData(0, 0, el.width, el.height);
    const token = (latest.current += 1);
    setPhase({ kind: 'counting', stage: 'loading', since: Date.now() });
    try {
      const boxes = await detectFaces(pixels, (stage, progress) => {
        if (token === latest.current)
          setPhase((p) => (p.kind === 'counting' ? { ...p, stage, ...progress } : p));
      });
      if (token !== latest.current) return;
      ctx.lineWidth = Math.max(2, el.width / 320);
      ctx.strokeStyle = '#22c55e';
      for (const b of boxes) ctx.strokeRect(b.x, b.y, b.width, b.height);
      setPhase({ kind: 'counted', faces: boxes.length });
    } catch (error) {
      // A cancelled or replaced count leaves the phase to whoever cancelled or replaced it.
      if (token !== latest.current || (error instanceof Error && error.message === 'cancelled'))
        return;
      setPhase({ kind: 'failed' });
    }
  }

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const [w, h] = [v.videoWidth, v.videoHeight];
    // The frame is drawn before the camera stops: a stopped track leaves the video black
    // (issue 27: every webcam count was 0). count() draws before its first await.
    const counting = count((ctx, cw, ch) => ctx.drawImage(v, 0, 0, w, h, 0, 0, cw, ch), w, h);
    stopCamera();
    void counting;
  }

  function cancelCount() {
    stopFaceWorker();
    setPhase({ kind: 'failed', cancelled: true });
  }

  async function fromFile(file: File | undefined) {
    if (!file) return;
    stopCamera();
    try {
      const bitmap = await createImageBitmap(file);
      await count(
        (ctx, cw, ch) => ctx.drawImage(bitmap, 0, 0, cw, ch),
        bitmap.width,
        bitmap.height,
      );
      bitmap.close();
    } catch {
      setPhase({ kind: 'failed' });
    }
  }

  const showStill =
    phase.kind === 'counting' || phase.kind === 'counted' || phase.kind === 'failed';

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) stopCamera();
        onOpenChange(o);
      }}
    >
      <DialogContent title="Check the head count" description={M.privacy} className="max-w-2xl">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            Nothing is uploaded: the photo is gone when this window closes.
          </p>
          <div className="overflow-hidden rounded-lg border bg-muted">
            <video
              ref={video}
              muted
              playsInline
              aria-label="Camera preview"
              className={phase.kind === 'camera' ? 'block w-full' : 'hidden'}
            />
            <canvas
              ref={canvas}
              role="img"
              aria-label={
                phase.kind === 'counted'
                  ? `Class photo with ${phase.faces} faces outlined`
                  : 'Class photo'
              }
              className={showStill ? 'block h-auto w-full' : 'hidden'}
            />
            {phase.kind === 'starting' && (
              <p className="p-8 text-center text-sm text-muted-foreground">Starting the camera…</p>
            )}
            {phase.kind === 'no-camera' && (
              <p role="alert" className="p-8 text-center text-sm">
                {M.noCamera}
              </p>
            )}
          </div>

          <div aria-live="polite" className="min-h-6 text-sm">
            {phase.kind === 'counting' && (
              <CountProgress
                stage={phase.stage}
                since={phase.since}
                part={phase.part}
                parts={phase.parts}
                onCancel={cancelCount}
              />
            )}
            {phase.kind === 'counted' && (
              <strong data-testid="face-count" className="text-base">
                {M.faceCompare(phase.faces, present)}
              </strong>
            )}
            {phase.kind === 'failed' &&
              (phase.cancelled ? (
                <span>Counting stopped. Take another photo or choose one.</span>
              ) : (
                <span role="alert" className="text-destructive">
                  The faces could not be counted in this photo. Try another photo or the camera
                  again.
                </span>
              ))}
          </div>

          <div className="flex flex-wrap gap-2">
            {phase.kind === 'camera' && (
              <Button onClick={capture}>
                <Camera className="size-4" aria-hidden="true" /> Take photo
              </Button>
            )}
            {phase.kind === 'counted' && (
              <Button
                onClick={() => {
                  onUseCount(phase.faces);
                  onOpenChange(false);
                }}
              >
                Use this count
              </Button>
            )}
            {showStill && (
              <Button variant="outline" onClick={() => void startCamera()}>
                <Camera className="size-4" aria-hidden="true" /> Camera again
              </Button>
            )}
            <label className={buttonClass('outline')}>
              <ImageUp className="size-4" aria-hidden="true" /> Choose a photo
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(e) => {
                  void fromFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
