import { useEffect, useRef } from 'react';
import {
  FACE_COLOURS as C,
  FACE_PARTS as P,
  FACE_SIZE,
  mouthPath,
  poseAt,
} from '../../../../contracts/avatar.face';

/**
 * The avatar's face, the same shapes as the rendered videos. The mouth follows `level()` (the
 * voice's loudness) on every animation frame; when quiet it idles: it blinks and sways.
 * Frames are written straight to the SVG, not through React state.
 */
export function AvatarFace({ level, label }: { level: () => number; label: string }) {
  const mouth = useRef<SVGPathElement>(null);
  const head = useRef<SVGGElement>(null);
  const eyes = useRef<(SVGEllipseElement | null)[]>([]);
  const levelRef = useRef(level);
  levelRef.current = level;

  useEffect(() => {
    let frame = 0;
    let open = 0;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const started = performance.now();
    const tick = () => {
      const t = (performance.now() - started) / 1000;
      const target = levelRef.current();
      open = Math.round((open + (target - open) * (target > open ? 0.6 : 0.3)) * 1000) / 1000;
      const pose = poseAt(t, open);
      mouth.current?.setAttribute('d', mouthPath(pose.mouth));
      mouth.current?.setAttribute('data-open', pose.mouth > 0.05 ? 'true' : 'false');
      if (!still) head.current?.setAttribute('transform', `translate(${pose.sway} 0)`);
      eyes.current.forEach((eye, i) => {
        const base = P.eyes[i]!;
        eye?.setAttribute('ry', String(Math.max(0.5, base.ry * (1 - pose.blink))));
      });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <svg
      viewBox={`0 0 ${FACE_SIZE} ${FACE_SIZE}`}
      role="img"
      aria-label={label}
      className="size-full"
      data-testid="avatar-face"
    >
      <rect width={FACE_SIZE} height={FACE_SIZE} className="fill-[#e8f1fb] dark:fill-[#1e293b]" />
      <path d={P.shoulders} fill={C.shirt} />
      <path d={P.collar} fill={C.collar} />
      <ellipse {...P.neck} fill={C.skinShade} />
      <g ref={head}>
        {P.ears.map((e, i) => (
          <ellipse key={i} {...e} fill={C.skinShade} />
        ))}
        <ellipse {...P.head} fill={C.skin} />
        <path d={P.hair} fill={C.hair} />
        {P.cheeks.map((e, i) => (
          <ellipse key={i} {...e} fill={C.cheek} opacity={0.45} />
        ))}
        {P.eyes.map((e, i) => (
          <ellipse
            key={i}
            {...e}
            fill={C.eye}
            ref={(el) => {
              eyes.current[i] = el;
            }}
          />
        ))}
        {P.brows.map((d, i) => (
          <path key={i} d={d} stroke={C.brow} strokeWidth={7} strokeLinecap="round" fill="none" />
        ))}
        <path d={P.nose} stroke={C.skinShade} strokeWidth={4} fill="none" strokeLinecap="round" />
        <path
          ref={mouth}
          d={mouthPath(0)}
          fill={C.mouth}
          stroke={C.lip}
          strokeWidth={5}
          strokeLinejoin="round"
          data-testid="avatar-mouth"
        />
      </g>
    </svg>
  );
}
