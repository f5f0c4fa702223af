import { type DesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { textContrastTarget } from './accessible-palette';
import { contrastRatio } from './color-shades';
import { cssVariablesResolver, themeFromDesignTemplate } from './theme-from-design-template';

const templates = Object.keys(designTemplates) as DesignTemplate[];
const white = '#ffffff';

/**
 * Every text/background pair the app draws from the theme, per design template (ADR 106): body text,
 * filled badges and buttons, light alerts and badges, coloured text, links (also inside any alert),
 * dimmed and error text, and the frame's own menu colours (frame.module.css).
 */
function pairsOf(template: DesignTemplate): { what: string; text: string; background: string }[] {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeFromDesignTemplate(template));
  const light = cssVariablesResolver(theme).light;
  const pairs: { what: string; text: string; background: string }[] = [];
  const shade = (name: string, index: number) => theme.colors[name]?.[index] ?? 'missing';
  const palettes = Object.keys(theme.colors);
  for (const name of palettes) {
    if (name === 'dark') {
      // the dark-scheme greys: in the light scheme only text colours (`c="dark.8"`)
      for (const index of [6, 7, 8, 9])
        pairs.push({ what: `dark.${index} text`, text: shade(name, index), background: white });
      continue;
    }
    const lightBackgrounds = [white, shade(name, 0), shade(name, 1)];
    pairs.push({ what: `filled ${name}`, text: white, background: shade(name, 6) });
    pairs.push({ what: `filled ${name} under the pointer`, text: white, background: shade(name, 7) });
    pairs.push({
      what: `light ${name} (alert title, badge)`,
      text: shade(name, 9),
      background: shade(name, 1),
    });
    for (const index of [6, 7, 8, 9])
      for (const background of lightBackgrounds)
        pairs.push({ what: `${name}.${index} text`, text: shade(name, index), background });
    pairs.push({ what: `body text in a ${name} alert`, text: theme.black, background: shade(name, 1) });
    pairs.push({ what: `link in a ${name} alert`, text: shade('brand', 6), background: shade(name, 1) });
  }
  pairs.push({ what: 'link', text: shade('brand', 6), background: white });
  pairs.push({ what: 'dimmed text', text: light['--mantine-color-dimmed'] ?? 'missing', background: white });
  pairs.push({
    what: 'dimmed text on grey',
    text: light['--mantine-color-dimmed'] ?? 'missing',
    background: shade('gray', 1),
  });
  pairs.push({ what: 'error text', text: light['--mantine-color-error'] ?? 'missing', background: white });
  pairs.push({ what: 'active menu entry', text: shade('brand', 9), background: shade('brand', 0) });
  pairs.push({ what: 'menu group label', text: shade('gray', 7), background: white });
  return pairs;
}

describe('theme contrast (WCAG 2.2 AA, 1.4.3)', () => {
  it.each(templates)('%s: every text/background pair reads at 4.5:1 or more', (template) => {
    const failing = pairsOf(template)
      .map((pair) => ({ ...pair, ratio: contrastRatio(pair.text, pair.background) }))
      .filter((pair) => pair.ratio < textContrastTarget)
      .map((pair) => `${pair.what}: ${pair.text} on ${pair.background} is ${pair.ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });

  it('the Enrolled badge, yellow alert titles and the disclosures link that axe reported now pass', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, themeFromDesignTemplate('harbor'));
    expect(contrastRatio(white, theme.colors.green[6])).toBeGreaterThanOrEqual(textContrastTarget);
    expect(contrastRatio(theme.colors.yellow[9], theme.colors.yellow[1])).toBeGreaterThanOrEqual(
      textContrastTarget,
    );
  });
});
