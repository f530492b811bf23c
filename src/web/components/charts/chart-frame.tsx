import type { ReactNode } from 'react';

export type Datum = { label: string; value: number };

/**
 * Shared frame for the SVG charts: a labelled figure plus the same numbers as a visually
 * hidden table, so screen-reader users get the data and not just a picture.
 */
export function ChartFrame({
  title,
  data,
  format,
  height,
  children,
}: {
  title: string;
  data: Datum[];
  format: (v: number) => string;
  /** Fixed height in px; omitted when the SVG keeps its own aspect ratio. */
  height?: number;
  children: ReactNode;
}) {
  return (
    <figure className="w-full" aria-label={title}>
      <div style={height ? { height } : undefined} aria-hidden="true">
        {children}
      </div>
      {/* Hidden by a block box: a table grows to fit its one-line caption whatever its own
          width, and a long class name made the page wider than a phone (issue 27). */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export const defaultFormat = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** A "nice" axis maximum: 100 for percentages, otherwise the next round number. */
export function niceMax(max: number, cap?: number) {
  if (cap !== undefined && max <= cap) return cap;
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const steps = [1, 2, 2.5, 5, 10];
  const step = steps.find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}
