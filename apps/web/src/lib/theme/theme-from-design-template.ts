import { businessConstants } from '@hoa/contracts/business-constants';
import { type DesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import type { MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import { shadesOf } from './color-shades';

function tuple(hex: string): MantineColorsTuple {
  return shadesOf(hex) as unknown as MantineColorsTuple;
}

/** Mantine's `lg` breakpoint is moved to where the app frame switches to the desktop layout (1280 px). */
const desktopFromEm = `${(businessConstants.layoutBreakpointPx + 1) / 16}em`;

/** The Mantine theme of an association's `designTemplate`: its primary and accent colours, light scheme. */
export function themeFromDesignTemplate(template: DesignTemplate): MantineThemeOverride {
  const { primary, accent } = designTemplates[template];
  return {
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: tuple(primary), accent: tuple(accent) },
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: desktopFromEm, xl: '88em' },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    focusRing: 'auto',
    cursorType: 'pointer',
    defaultRadius: 'md',
  };
}
