/** Today as YYYY-MM-DD on the reader's calendar. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const periodPresets = ['this-month', 'year-to-date', 'last-year'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export const periodPresetLabels: Record<PeriodPreset, string> = {
  'this-month': 'This month',
  'year-to-date': 'Year to date',
  'last-year': 'Last year',
};

/** The period a preset stands for on `day`. */
export function presetPeriod(preset: PeriodPreset, day = today()): { from: string; to: string } {
  const year = day.slice(0, 4);
  switch (preset) {
    case 'this-month':
      return { from: `${day.slice(0, 7)}-01`, to: day };
    case 'year-to-date':
      return { from: `${year}-01-01`, to: day };
    case 'last-year':
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
  }
}
