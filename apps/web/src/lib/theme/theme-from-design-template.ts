import { businessConstants } from '@hoa/contracts/business-constants';
import { type DesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import {
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { accessiblePalette } from './accessible-palette';
import { shadesOf } from './color-shades';

function tuple(shades: readonly string[]): MantineColorsTuple {
  return accessiblePalette(shades) as unknown as MantineColorsTuple;
}

/** Mantine's own palettes (red, green, yellow…), with their text shades darkened to the contrast rule. */
const readablePalettes: Record<string, MantineColorsTuple> = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [name, tuple(shades)]),
);

/** Mantine's `lg` breakpoint is moved to where the app frame switches to the desktop layout (1280 px). */
const desktopFromEm = `${(businessConstants.layoutBreakpointPx + 1) / 16}em`;

/** The Mantine theme of an association's `designTemplate`: its primary and accent colours, light scheme. */
export function themeFromDesignTemplate(template: DesignTemplate): MantineThemeOverride {
  const { primary, accent } = designTemplates[template];
  return {
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { ...readablePalettes, brand: tuple(shadesOf(primary)), accent: tuple(shadesOf(accent)) },
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: desktopFromEm, xl: '88em' },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    focusRing: 'auto',
    cursorType: 'pointer',
    defaultRadius: 'md',
  };
}

/** Mantine's default "dimmed" grey and field-error red are below 4.5:1 on white; use darker ones (WCAG 1.4.3). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
