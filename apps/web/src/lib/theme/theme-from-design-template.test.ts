import { type DesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './color-shades';
import { themeFromDesignTemplate } from './theme-from-design-template';

const templates = Object.keys(designTemplates) as DesignTemplate[];

describe('themeFromDesignTemplate', () => {
  it.each(templates)('%s: primary is the template colour at the primary shade', (template) => {
    const theme = themeFromDesignTemplate(template);
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toBe(6);
    expect(theme.colors?.brand?.[6]).toBe(designTemplates[template].primary);
    expect(theme.colors?.accent?.[6]).toBe(designTemplates[template].accent);
  });

  it.each(templates)('%s: ten shades from light to dark', (template) => {
    const shades = themeFromDesignTemplate(template).colors?.brand ?? [];
    expect(shades).toHaveLength(10);
    for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    const luminances = shades.map(relativeLuminance);
    for (let i = 1; i < luminances.length; i += 1) expect(luminances[i]).toBeLessThan(luminances[i - 1] ?? 1);
  });

  it.each(templates)('%s: white text on the primary colour meets WCAG AA', (template) => {
    const primary = themeFromDesignTemplate(template).colors?.brand?.[6] ?? '#ffffff';
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('switches to the desktop layout above the 1279 px breakpoint', () => {
    expect(themeFromDesignTemplate('slate').breakpoints?.lg).toBe('80em');
  });
});
