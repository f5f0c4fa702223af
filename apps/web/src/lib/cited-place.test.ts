import { describe, expect, it } from 'vitest';
import { citedPlaceLabel, citedPlaceOf, citedPlaceQuery, urlAtPage } from './cited-place';

describe('cited place', () => {
  const leasing = { page: 9, section: '6.4', heading: 'Leasing' };

  it('names the section, its heading and the page', () => {
    expect(citedPlaceLabel(leasing)).toBe('Section 6.4 Leasing, page 9');
    expect(citedPlaceLabel({ page: null, section: '12', heading: null })).toBe('Section 12');
    expect(citedPlaceLabel({ page: 3, section: null, heading: 'Pool hours' })).toBe('Pool hours, page 3');
    expect(citedPlaceLabel({ page: null, section: null, heading: null })).toBe('');
  });

  it('round-trips through the preview address', () => {
    const query = citedPlaceQuery(leasing);
    expect(query).toBe('?page=9&section=6.4&heading=Leasing');
    expect(citedPlaceOf(new URLSearchParams(query))).toEqual(leasing);
    expect(citedPlaceQuery({ page: null, section: null, heading: null })).toBe('');
  });

  it('ignores a page that is not a whole number above 0, and an address without a place', () => {
    expect(citedPlaceOf(new URLSearchParams('page=0&section=2'))).toEqual({
      page: null,
      section: '2',
      heading: null,
    });
    expect(citedPlaceOf(new URLSearchParams('page=-1'))).toBeNull();
    expect(citedPlaceOf(new URLSearchParams('page=2.5'))).toBeNull();
    expect(citedPlaceOf(new URLSearchParams(''))).toBeNull();
  });

  it('opens the viewer at the page', () => {
    expect(urlAtPage('blob:http://x/1', 9)).toBe('blob:http://x/1#page=9');
    expect(urlAtPage('blob:http://x/1', null)).toBe('blob:http://x/1');
  });
});
