/** One question of the assistant's evaluation set, as a homeowner would type it. */
export interface EvalQuestion {
  /** The association whose documents are asked about. */
  association: 'meadowbrook-commons' | 'harbor-pointe' | 'cedar-ridge';
  question: string;
  /**
   * Where the answer is: the document's file name and the section number as printed in its heading
   * ("7.4" for "Section 7.4. Leasing.", "12" for "12. PARKING", "5.02" for "§ 5.02"). Null when the
   * association's documents do not answer the question, so the assistant should decline.
   */
  answer: { fileName: string; section: string } | null;
  /** Other sections that answer the question just as well (a rule repeated in two documents). */
  alsoAccept?: { fileName: string; section: string }[];
}
