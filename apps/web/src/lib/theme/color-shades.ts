/** Colour arithmetic for theme generation; kept tiny instead of pulling in a colour library. */
export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `from` moved toward `to` by `amount` (0–1). */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => (from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * amount) as unknown as Rgb;
}

const white: Rgb = [255, 255, 255];
export const black: Rgb = [0, 0, 0];
/** How far shades 0-5 move toward white and 7-9 toward black; shade 6 is the colour itself. */
const tints = [0.93, 0.84, 0.7, 0.54, 0.38, 0.2];
const shades = [0.15, 0.3, 0.45];

/** Ten shades, lightest first, with `hex` at index 6 (Mantine's default primary shade). */
export function shadesOf(hex: string): string[] {
  const base = hexToRgb(hex);
  return [
    ...tints.map((amount) => rgbToHex(mix(base, white, amount))),
    rgbToHex(base),
    ...shades.map((amount) => rgbToHex(mix(base, black, amount))),
  ];
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
