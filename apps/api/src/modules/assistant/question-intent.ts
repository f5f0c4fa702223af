/**
 * What a question is after, beyond its words (ADR 122): a dispute (the answer also offers a person), the
 * kind of fact it asks for (a weekday, a phone number, an amount…), which a passage must hold to answer it,
 * and whether it asks if something is so ("Is the pool heated?").
 */

export interface QuestionIntent {
  /** "Is the pool heated?", "Is there a …?": asks whether something is so, not what the rule is. */
  existence: boolean;
  /** A dispute, an enforcement or a fine: the answer also offers a person. */
  dispute: boolean;
  /** What kind of fact the question asks for, which the passage must contain to answer it. */
  needs: AnswerType | null;
}

export type AnswerType =
  | 'weekday'
  | 'contact'
  | 'currentPerson'
  | 'currentFact'
  | 'upcomingDate'
  | 'secret'
  | 'rate'
  | 'companyName'
  | 'speed'
  | 'depth'
  | 'amount';

const disputePattern =
  /\b(fine[sd]?|fining|violation|violations|dispute|disputes|appeal|hearing|sue|suing|lawsuit|lawyer|attorney|enforce|enforcement|unfair|contest|complain|complaint|warning letter|penalt(y|ies))\b/i;

/** The fact a question asks for, when it is of a kind a governing document rarely holds. */
function neededAnswerType(question: string): AnswerType | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  if (/\b(wi-?fi|password|gate code|access code|door code|combination)\b/.test(q)) return 'secret';
  if (/\b(what|which) days?\b/.test(q)) return 'weekday';
  if (
    /\b(phone|telephone|number to call|e-?mail address|contact info|who (do|should) i call|who to call|call about)\b/.test(
      q,
    )
  ) {
    return 'contact';
  }
  if (
    /\bwhose\b|\bwho(?:'s| is| are)\b.*\b(current|currently|now|this year|president|treasurer|secretary|manager|on the)\b/.test(
      q,
    )
  ) {
    return 'currentPerson';
  }
  if (/\b(right now|currently|at the moment|these days|this year)\b/.test(q)) return 'currentFact';
  if (/\bwhen(?:'s| is| are)? (?:the )?next\b|\bnext (?:board |annual )?meeting\b|\bupcoming\b/.test(q))
    return 'upcomingDate';
  if (/\b(tax|interest|mill) rate\b|\brate of\b/.test(q)) return 'rate';
  if (/\b(what|which) (\w+ )?(company|companies|contractor|vendor|firm)\b|\bname of the\b/.test(q))
    return 'companyName';
  if (/\bspeed limit\b|\bhow fast\b/.test(q)) return 'speed';
  if (/\bhow deep\b|\bdepth\b/.test(q)) return 'depth';
  if (
    /\bhow much (is|are|does|do|money)\b|\bhow much\b.*\b(cost|costs|charge|charges)\b|\bwhat does it cost\b/.test(
      q,
    )
  ) {
    return 'amount';
  }
  return null;
}

const answerTypeFound: Record<AnswerType, RegExp> = {
  weekday: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i,
  contact: /(\(\d{3}\)\s*\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b|[\w.+-]+@[\w-]+\.[\w.]+)/,
  currentPerson: /\b(Mr|Mrs|Ms|Dr)\.\s+[A-Z]/,
  currentFact: /(?!)/,
  upcomingDate:
    /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}\b/,
  secret: /\b(password|code) is\b/i,
  rate: /\d+(\.\d+)?\s?(%|percent)/i,
  companyName:
    /\b[A-Z][a-z]+ (Landscaping|Lawn|Services|Pools?|Roofing|Management|Company|Contractors?|LLC|Inc)\b/,
  speed: /\b\d+\s?(mph|miles per hour)\b/i,
  depth: /\b\d+(\.\d+)?\s?(feet|foot|ft|inches)\b.{0,40}\bdeep|\bdepth of\b/i,
  amount: /\$\s?\d/,
};

export function questionIntent(question: string): QuestionIntent {
  return {
    dispute: disputePattern.test(question),
    needs: neededAnswerType(question),
    existence: /^\s*(is|are) (the|our|there)\b|^\s*(does|do) (the|our) [\w-]+( [\w-]+)? (have|offer)\b/i.test(
      question,
    ),
  };
}

/** Whether a passage holds the kind of fact the question asks for. */
export const holdsAnswerType = (needs: AnswerType, body: string): boolean =>
  answerTypeFound[needs].test(body);
