import { ChartFrame, defaultFormat, niceMax, type Datum } from './chart-frame';

type Tone = 'primary' | 'good' | 'warn' | 'bad' | 'muted';
const TONE_CLASS: Record<Tone, string> = {
  primary: 'fill-primary',
  good: 'fill-emerald-500',
  warn: 'fill-amber-500',
  bad: 'fill-rose-500',
  muted: 'fill-muted-foreground',
};

/**
 * Vertical bars (orientation "vertical", e.g. a score distribution) or horizontal bars
 * (e.g. averages per subject). Pure SVG: no chart library in the bundle.
 */
export function BarChart({
  title,
  data,
  max,
  format = defaultFormat,
  orientation = 'vertical',
  tone,
  height = 200,
}: {
  title: string;
  data: Datum[];
  /** Axis maximum, e.g. 100 for percentages; defaults to a round number above the data. */
  max?: number;
  format?: (v: number) => string;
  orientation?: 'vertical' | 'horizontal';
  /** One tone for all bars, or a function choosing one per bar (e.g. by grade band). */
  tone?: Tone | ((d: Datum) => Tone);
  height?: number;
}) {
  const top = niceMax(Math.max(0, ...data.map((d) => d.value)), max);
  const toneOf = (d: Datum) =>
    TONE_CLASS[typeof tone === 'function' ? tone(d) : (tone ?? 'primary')];
  const frame = { title, data, format };

  if (orientation === 'horizontal') {
    const row = 28;
    // HTML rather than SVG percentages: the value gets the width its text needs ('100%' never
    // runs into its bar on a phone) and a long label is cut at 40% of the width.
    return (
      <ChartFrame {...frame} height={Math.max(row, data.length * row)}>
        <div className="grid grid-cols-[fit-content(40%)_1fr_auto] items-center gap-x-3 text-xs">
          {data.map((d) => {
            const pct = top > 0 ? Math.min(100, (d.value / top) * 100) : 0;
            return (
              <div key={d.label} className="contents" data-testid="bar-row">
                <span className="truncate text-foreground" style={{ lineHeight: `${row}px` }}>
                  {d.label}
                </span>
                <svg width="100%" height={row - 10} className="block">
                  <rect x="0" y="0" width="100%" height={row - 10} rx="4" className="fill-muted" />
                  <rect
                    x="0"
                    y="0"
                    width={`${pct}%`}
                    height={row - 10}
                    rx="4"
                    className={toneOf(d)}
                  />
                </svg>
                <span className="text-right font-medium text-foreground tabular-nums">
                  {format(d.value)}
                </span>
              </div>
            );
          })}
        </div>
      </ChartFrame>
    );
  }

  const labelBand = 22;
  const valueBand = 16;
  const plot = height - labelBand - valueBand;
  const slot = 100 / Math.max(1, data.length);
  return (
    <ChartFrame {...frame} height={height}>
      <svg width="100%" height={height} className="overflow-visible text-xs">
        <line
          x1="0"
          x2="100%"
          y1={valueBand + plot}
          y2={valueBand + plot}
          className="stroke-border"
        />
        {data.map((d, i) => {
          const h = top > 0 ? (d.value / top) * plot : 0;
          const x = i * slot + slot * 0.15;
          const w = slot * 0.7;
          return (
            <g key={d.label}>
              <rect
                x={`${x}%`}
                y={valueBand + plot - h}
                width={`${w}%`}
                height={h}
                rx="3"
                className={toneOf(d)}
              />
              <text
                x={`${x + w / 2}%`}
                y={valueBand + plot - h - 4}
                textAnchor="middle"
                className="fill-foreground font-medium"
              >
                {format(d.value)}
              </text>
              <text
                x={`${x + w / 2}%`}
                y={height - 6}
                textAnchor="middle"
                className="fill-muted-foreground"
              >
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
