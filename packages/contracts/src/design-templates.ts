/**
 * An association's `designTemplate` names one of these themes. The seed assigns them and the web app
 * turns them into a Mantine theme; colours are chosen to keep text contrast at WCAG AA on white.
 */
export const designTemplates = {
  harbor: { label: 'Harbor', primary: '#1c5d99', accent: '#0b6a5f' },
  meadow: { label: 'Meadow', primary: '#2f6b2f', accent: '#8a5a00' },
  sunset: { label: 'Sunset', primary: '#a33a12', accent: '#6b3fa0' },
  slate: { label: 'Slate', primary: '#3b4a5a', accent: '#1c5d99' },
} as const;

export type DesignTemplate = keyof typeof designTemplates;

export const defaultDesignTemplate: DesignTemplate = 'slate';

export function isDesignTemplate(value: unknown): value is DesignTemplate {
  return typeof value === 'string' && Object.hasOwn(designTemplates, value);
}
