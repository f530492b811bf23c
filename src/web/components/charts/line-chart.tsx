import { ChartFrame, defaultFormat, niceMax, type Datum } from './chart-frame';

/**
 * Values over time (e.g. a student's scores by date), drawn in a fixed viewBox that stretches
 * to the container's width. Labels come in order; the caller formats dates.
 */
export function LineChart({
  title,
  data,
  max,
  format = defaultFormat,
  height = 200,
  /** A dashed reference line, e.g. 70 for "needs support". */
  threshold,
}: {
  title: string;
  data: Datum[];
  max?: number;
  format?: (v: number) => string;
  height?: number;
  threshold?: number;
}) {
  const W = 600;
  const H = height;
  const pad = { top: 14, right: 12, bottom: 24, left: 34 };
  const top = niceMax(Math.max(0, ...data.map((d) => d.value)), max);
  const x = (i: number) =>
    pad.left +
    (data.length <= 1
      ? (W - pad.left - pad.right) / 2
      : (i / (data.length - 1)) * (W - pad.left - pad.right));
  const y = (v: number) => pad.top + (1 - v / top) * (H - pad.top - pad.bottom);
  const points = data.map((d, i) => `${x(i)},${y(d.value)}`).join(' ');
  const ticks = [0, top / 2, top];
  // Show at most ~6 x labels so they never overlap.
  const every = Math.max(1, Math.ceil(data.length / 6));

  return (
    <ChartFrame title={title} data={data} format={format}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" className="h-auto overflow-visible text-[11px]">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={W - pad.right} y1={y(t)} y2={y(t)} className="stroke-border" />
            <text
              x={pad.left - 6}
              y={y(t)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted-foreground"
            >
              {format(t)}
            </text>
          </g>
        ))}
        {threshold !== undefined && threshold <= top && (
          <line
            x1={pad.left}
            x2={W - pad.right}
            y1={y(threshold)}
            y2={y(threshold)}
            strokeDasharray="4 4"
            className="stroke-rose-500"
          />
        )}
        <polyline points={points} fill="none" strokeWidth="2.5" className="stroke-primary" />
        {data.map((d, i) => (
          <circle
            key={`${d.label}-${i}`}
            cx={x(i)}
            cy={y(d.value)}
            r="4"
            className="fill-primary"
          />
        ))}
        {data.map((d, i) =>
          i % every === 0 || i === data.length - 1 ? (
            <text
              key={`l-${d.label}-${i}`}
              x={x(i)}
              y={H - 6}
              textAnchor="middle"
              className="fill-muted-foreground"
            >
              {d.label}
            </text>
          ) : null,
        )}
      </svg>
    </ChartFrame>
  );
}
