/**
 * WCAG contrast for tests: colours as "#RRGGBB" or as the design tokens write them,
 * "oklch(L C h)" (converted through OKLab to linear sRGB, clamped to the gamut).
 */

const channel = (c: number) => Math.min(1, Math.max(0, c));

/** Linear sRGB of an oklch() colour (Björn Ottosson's OKLab matrices). */
function oklchToLinear(l: number, c: number, hDeg: number): [number, number, number] {
  const h = (hDeg * Math.PI) / 180;
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const lms = [
    l + 0.3963377774 * a + 0.2158037573 * b,
    l - 0.1055613458 * a - 0.0638541728 * b,
    l - 0.0894841775 * a - 1.291485548 * b,
  ].map((x) => x ** 3) as [number, number, number];
  const [L, M, S] = lms;
  return [
    channel(4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S),
    channel(-1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S),
    channel(-0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S),
  ];
}

function linear(colour: string): [number, number, number] {
  const ok = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(colour.trim());
  if (ok) return oklchToLinear(+ok[1]!, +ok[2]!, +ok[3]!);
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) throw new Error(`Not a colour this helper reads: ${colour}`);
  return [0, 2, 4].map((i) => {
    const c = parseInt(hex[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
}

export function luminance(colour: string) {
  const [r, g, b] = linear(colour);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
