import { black, contrastRatio, hexToRgb, mix, rgbToHex } from './color-shades';

/**
 * The contrast rule of the theme (ADR 106): WCAG 2.2 AA asks 4.5:1 for normal text. Mantine draws
 * text in a palette's shades 6–9 (filled badges and buttons put white on shade 6; the light variant of
 * alerts and badges puts shade 9 on shade 1; `c="red.8"` and links draw shades on white) and uses shades
 * 0–1 as backgrounds (shade 2 only under the pointer). So every shade 6–9 is darkened until it reads at the target on white and on the
 * lightest backgrounds of its own palette; lighter shades are left as they are.
 */
export const textContrastTarget = 4.5;
/** A little headroom over 4.5:1, so rounding in the browser never tips a pair under it. */
const workingTarget = 4.6;

function darken(hex: string, amount: number): string {
  return rgbToHex(mix(hexToRgb(hex), black, amount));
}

/** `hex` darkened in small steps until it reads at the working target on every one of `backgrounds`. */
function darkenUntilReadable(hex: string, backgrounds: readonly string[]): string {
  let colour = hex;
  for (let step = 0; step < 100; step += 1) {
    if (backgrounds.every((background) => contrastRatio(colour, background) >= workingTarget)) return colour;
    colour = darken(colour, 0.04);
  }
  return colour;
}

/** The ten shades of a palette with its text shades (6–9) made readable on white and on shades 0–1. */
export function accessiblePalette(shades: readonly string[]): string[] {
  const backgrounds = ['#ffffff', ...shades.slice(0, 2)];
  return shades.map((shade, index) => (index < 6 ? shade : darkenUntilReadable(shade, backgrounds)));
}
