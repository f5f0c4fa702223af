import type { EvalQuestion } from './eval-question';

/**
 * Evaluation questions for Meadowbrook Commons' Declaration, First Amendment and Bylaws, typed the way
 * homeowners type them. Leasing questions are answered by the First Amendment (Section 1 replaced the
 * Declaration's Section 6.3); fence-height questions by the Amendment's Section 2 (which replaced
 * Section 6.10(b)). Where the Rules and Regulations or Architectural Guidelines repeat the same rule
 * without contradicting the Declaration, that section is also accepted. The Rules allow three pets
 * against the Declaration's two, so the Rules are NOT accepted for pet-count questions.
 * The last group has answer null: the documents do not answer them and the assistant should decline.
 */
const DECLARATION = 'Declaration of Covenants.pdf';
const AMENDMENT = 'First Amendment to Declaration.pdf';
const BYLAWS = 'Bylaws.pdf';
const RULES = 'Rules and Regulations.pdf';
const GUIDELINES = 'Architectural Guidelines.pdf';

export const meadowbrookGoverningQuestions: EvalQuestion[] = [
  // Assessments
  {
    association: 'meadowbrook-commons',
    question: 'how much is the late fee if i pay my hoa dues late?',
    answer: { fileName: DECLARATION, section: '4.10' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'When are HOA fees due? is it monthly or quarterly',
    answer: { fileName: DECLARATION, section: '4.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'do they charge interest if im 2 months behind on assesments',
    answer: { fileName: DECLARATION, section: '4.11' },
  },
  {
    association: 'meadowbrook-commons',
    question:
      'Can the HOA send my account to a lawyer if I am behind on payments? how long before that happens',
    answer: { fileName: DECLARATION, section: '4.12' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the association put a lien on my house for unpaid dues or foreclose?',
    answer: { fileName: DECLARATION, section: '4.13' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the board just raise our dues whenever they want? is there a cap on increases',
    answer: { fileName: DECLARATION, section: '4.5' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'I lost my job, can I get a payment plan for the HOA fees I owe?',
    answer: { fileName: DECLARATION, section: '4.14' },
  },

  // Architectural control
  {
    association: 'meadowbrook-commons',
    question: 'do I need permission to paint my front door blue?',
    answer: { fileName: DECLARATION, section: '5.2' },
    alsoAccept: [{ fileName: GUIDELINES, section: '3.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'how long does the architectural committee have to approve my request? its been weeks',
    answer: { fileName: DECLARATION, section: '5.4' },
    alsoAccept: [{ fileName: GUIDELINES, section: '2.4' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'ARC denied my patio cover. can I appeal that?',
    answer: { fileName: DECLARATION, section: '5.6' },
    alsoAccept: [{ fileName: GUIDELINES, section: '2.6' }],
  },

  // Use restrictions
  {
    association: 'meadowbrook-commons',
    question: 'Can I rent out my house? whats the minimum lease',
    answer: { fileName: AMENDMENT, section: '1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'is airbnb allowed in meadowbrook? thinking of doing weekend rentals',
    answer: { fileName: AMENDMENT, section: '1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'is there a limit on how many homes can be rentals? someone said theres a waiting list',
    answer: { fileName: AMENDMENT, section: '1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'I just signed a lease with a tenant, what do I have to send the HOA?',
    answer: { fileName: AMENDMENT, section: '1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'how many dogs can I have? we have 2 and want to adopt a third',
    answer: { fileName: DECLARATION, section: '6.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can i keep a few backyard chickens for eggs',
    answer: { fileName: DECLARATION, section: '6.4' },
    alsoAccept: [{ fileName: RULES, section: '6.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'Can I park my boat in the driveway over the summer?',
    answer: { fileName: DECLARATION, section: '6.5' },
    alsoAccept: [{ fileName: RULES, section: '7.5' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'how long can an RV sit in front of the house before we get in trouble',
    answer: { fileName: DECLARATION, section: '6.5' },
    alsoAccept: [{ fileName: RULES, section: '7.5' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'my son parks his car on the grass when the driveway is full, is that ok?',
    answer: { fileName: DECLARATION, section: '6.5' },
    alsoAccept: [{ fileName: RULES, section: '7.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'where am I supposed to keep my trash cans? can they stay by the garage',
    answer: { fileName: DECLARATION, section: '6.8' },
    alsoAccept: [{ fileName: RULES, section: '8.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the hoa stop me from putting up a satelite dish on my roof',
    answer: { fileName: DECLARATION, section: '6.9' },
    alsoAccept: [{ fileName: GUIDELINES, section: '10.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'Are solar panels allowed? do I need approval to put them on the front of the roof',
    answer: { fileName: DECLARATION, section: '6.17' },
    alsoAccept: [
      { fileName: GUIDELINES, section: '5.4' },
      { fileName: GUIDELINES, section: '5.5' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'how tall can my backyard wall be?',
    answer: { fileName: AMENDMENT, section: '2' },
    alsoAccept: [
      { fileName: DECLARATION, section: '6.10' },
      { fileName: GUIDELINES, section: '4.2' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'we back up to Meadowbrook Pkwy and the traffic noise is awful. can we build a taller fence?',
    answer: { fileName: AMENDMENT, section: '2' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.10' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I put a chain link fence around the back yard',
    answer: { fileName: DECLARATION, section: '6.10' },
    alsoAccept: [{ fileName: GUIDELINES, section: '4.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'how big of a storage shed can i put in the backyard',
    answer: { fileName: DECLARATION, section: '6.16' },
    alsoAccept: [{ fileName: GUIDELINES, section: '7.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'Am I allowed to fly a Texas flag and a Longhorns flag on my house?',
    answer: { fileName: DECLARATION, section: '6.14' },
    alsoAccept: [{ fileName: GUIDELINES, section: '12.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'when do christmas lights have to come down',
    answer: { fileName: DECLARATION, section: '6.12' },
    alsoAccept: [{ fileName: RULES, section: '10.2' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'I want to run a small bookkeeping business out of my home office, is that allowed?',
    answer: { fileName: DECLARATION, section: '6.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can we put in an above ground pool for the kids',
    answer: { fileName: DECLARATION, section: '6.15' },
    alsoAccept: [{ fileName: GUIDELINES, section: '11.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'does my homeowners insurance need to cover the whole house or does the HOA insure it',
    answer: { fileName: DECLARATION, section: '7.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'who is responsible for fixing the sidewalk and driveway in front of my house, me or the hoa?',
    answer: { fileName: DECLARATION, section: '8.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'who maintains the pond and the walking trails',
    answer: { fileName: DECLARATION, section: '8.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'the fence between me and my neighbor is falling down, who pays to fix it?',
    answer: { fileName: DECLARATION, section: '8.5' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the HOA come mow my yard and bill me for it?',
    answer: { fileName: DECLARATION, section: '8.4' },
    alsoAccept: [{ fileName: RULES, section: '11.7' }],
  },

  // Enforcement and disputes
  {
    association: 'meadowbrook-commons',
    question: 'i got a violation letter with a fine, how do i ask for a hearing and how long do i have',
    answer: { fileName: DECLARATION, section: '9.4' },
    alsoAccept: [
      { fileName: DECLARATION, section: '9.3' },
      { fileName: RULES, section: '11.5' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can they fine me without warning me first?',
    answer: { fileName: DECLARATION, section: '9.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the hoa take away my pool access?',
    answer: { fileName: DECLARATION, section: '9.6' },
  },
  {
    association: 'meadowbrook-commons',
    question:
      'I have a dispute with the board about a decision, do I have to go to mediation before I can sue?',
    answer: { fileName: DECLARATION, section: '10.5' },
    alsoAccept: [{ fileName: DECLARATION, section: '10.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'my neighbors tree is hanging over my yard and we cant agree, will the HOA step in?',
    answer: { fileName: DECLARATION, section: '10.6' },
  },

  // Amendment and general
  {
    association: 'meadowbrook-commons',
    question: 'what percentage of owners does it take to change the deed restrictions',
    answer: { fileName: DECLARATION, section: '11.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'the rules say 3 pets but the declaration says 2, which one wins?',
    answer: { fileName: DECLARATION, section: '12.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'do the covenants ever expire?',
    answer: { fileName: DECLARATION, section: '12.1' },
  },

  // Bylaws
  {
    association: 'meadowbrook-commons',
    question: 'when is the annual meeting usually held',
    answer: { fileName: BYLAWS, section: '2.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how many people need to show up for the annual meeting to count? whats the quorum',
    answer: { fileName: BYLAWS, section: '2.6' },
  },
  {
    association: 'meadowbrook-commons',
    question: "I'll be out of town for the meeting, can my neighbor vote for me?",
    answer: { fileName: BYLAWS, section: '2.8' },
    alsoAccept: [{ fileName: BYLAWS, section: '2.9' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I vote online or by mail in the board election',
    answer: { fileName: BYLAWS, section: '2.9' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how many directors are on the board',
    answer: { fileName: BYLAWS, section: '3.1' },
    alsoAccept: [{ fileName: DECLARATION, section: '3.4' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'how long is a board members term?',
    answer: { fileName: BYLAWS, section: '3.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'do board members get paid?',
    answer: { fileName: BYLAWS, section: '3.7' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how do we remove a board member who isnt doing anything',
    answer: { fileName: BYLAWS, section: '3.5' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'are board meetings open to homeowners, can i just show up?',
    answer: { fileName: BYLAWS, section: '4.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how much notice do they have to give before a board meeting',
    answer: { fileName: BYLAWS, section: '4.3' },
  },
  {
    association: 'meadowbrook-commons',
    question:
      "I want to see the HOA's bank statements and contracts. how do I request records and how fast do they have to respond?",
    answer: { fileName: BYLAWS, section: '7.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'does anyone audit the hoa finances',
    answer: { fileName: BYLAWS, section: '8.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'what vote is needed to change the bylaws',
    answer: { fileName: BYLAWS, section: '10.1' },
  },

  // Not answered by the governing documents: the assistant should decline.
  {
    association: 'meadowbrook-commons',
    question: 'whats the wifi password at the clubhouse',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'who is the current president of the board?',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'what day of the week is trash collection day on our street',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'what is the property tax rate for homes in Meadowbrook Commons',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'what landscaping company does the HOA use for the common area mowing?',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'which elementary school district is Meadowbrook Commons zoned for',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: "what's the phone number for the HOA office",
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'whose dog on Meadowbrook Pkwy is the one barking all night?',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'how much money is in the reserve fund right now',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'how many homes are currently being rented out in the neighborhood?',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'when is the next board meeting?',
    answer: null,
  },
];
