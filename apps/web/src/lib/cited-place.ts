/**
 * A place inside a document that an answer cites (section, heading, page), carried in the document
 * preview's address, so the assistant can link to it and the preview can open the PDF there.
 */
export interface CitedPlace {
  page: number | null;
  section: string | null;
  heading: string | null;
}

/** "Section 6.4 Leasing, page 9"; empty when the place names nothing. */
export function citedPlaceLabel({ page, section, heading }: CitedPlace): string {
  const named = section ? `Section ${section}${heading ? ` ${heading}` : ''}` : (heading ?? '');
  return [named, page === null ? '' : `page ${page}`].filter(Boolean).join(', ');
}

/** The preview's query for a place: `?page=9&section=6.4&heading=Leasing` (what is unknown is left out). */
export function citedPlaceQuery(place: CitedPlace): string {
  const params = new URLSearchParams();
  if (place.page !== null) params.set('page', String(place.page));
  if (place.section) params.set('section', place.section);
  if (place.heading) params.set('heading', place.heading);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The place a preview address names; null when it names none (a page number must be a whole number above 0). */
export function citedPlaceOf(search: URLSearchParams): CitedPlace | null {
  const pageText = search.get('page');
  const pageNumber = pageText && /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
  const place: CitedPlace = {
    page: pageNumber > 0 ? pageNumber : null,
    section: search.get('section')?.trim() || null,
    heading: search.get('heading')?.trim() || null,
  };
  return place.page === null && !place.section && !place.heading ? null : place;
}

/** The viewer's address at the cited page: Chromium's and Firefox's PDF viewers honour `#page=N`. */
export function urlAtPage(url: string, page: number | null): string {
  return page === null ? url : `${url}#page=${page}`;
}
