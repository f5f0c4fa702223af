import type { EvalQuestion } from './eval-question';

const RULES = 'Rules and Regulations.pdf';
const GUIDELINES = 'Architectural Guidelines.pdf';
const DECLARATION = 'Declaration of Covenants.pdf';
const AMENDMENT = 'First Amendment to Declaration.pdf';

/**
 * Questions about the Meadowbrook Commons Rules and Regulations and Architectural Design Guidelines,
 * as owners type them. Where the Declaration repeats a rule, its section is accepted as well. The
 * questions with answer null are not answered by any Meadowbrook document, though they share words
 * with them.
 */
export const meadowbrookRulesQuestions: EvalQuestion[] = [
  // Clubhouse
  {
    association: 'meadowbrook-commons',
    question: 'can I rent the clubhouse for a birthday party',
    answer: { fileName: RULES, section: '2.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how far ahead do i need to book the clubhouse',
    answer: { fileName: RULES, section: '2.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how much is the deposit to reserve the club house',
    answer: { fileName: RULES, section: '2.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how many people can we have at a party in the clubhouse?',
    answer: { fileName: RULES, section: '2.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'what time does our graduation party at the clubhouse have to be over',
    answer: { fileName: RULES, section: '2.5' },
  },
  {
    association: 'meadowbrook-commons',
    question:
      'do we have to clean the clubhouse ourselves after the party or do they take it out of the deposit',
    answer: { fileName: RULES, section: '2.6' },
  },

  // Pool
  {
    association: 'meadowbrook-commons',
    question: 'when does the pool open',
    answer: { fileName: RULES, section: '3.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'pool hours?',
    answer: { fileName: RULES, section: '3.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I swim laps before work in the morning',
    answer: { fileName: RULES, section: '3.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'is there a lifegaurd at the pool',
    answer: { fileName: RULES, section: '3.3' },
    alsoAccept: [{ fileName: DECLARATION, section: '2.4' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can my 12 year old go to the pool by herself',
    answer: { fileName: RULES, section: '3.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can my kids bring friends to the pool',
    answer: { fileName: RULES, section: '3.5' },
    alsoAccept: [{ fileName: RULES, section: '3.4' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I bring my dog to the pool with me',
    answer: { fileName: RULES, section: '3.7' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.4' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'are glass bottles ok at the pool',
    answer: { fileName: RULES, section: '3.7' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'does my toddler need a swim diaper',
    answer: { fileName: RULES, section: '3.8' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'its thundering, how long till we can get back in the pool',
    answer: { fileName: RULES, section: '3.9' },
  },

  // Courts, playground, trails, dog park, pond
  {
    association: 'meadowbrook-commons',
    question: 'how do I reserve a pickleball court and for how long',
    answer: { fileName: RULES, section: '4.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'what time do the tennis court lights go off',
    answer: { fileName: RULES, section: '4.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'is my 13 yr old allowed on the playground',
    answer: { fileName: RULES, section: '4.5' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I let my dog off leash on the walking trail',
    answer: { fileName: RULES, section: '5.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'dog park hours',
    answer: { fileName: RULES, section: '5.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the kids take a kayak out on the pond',
    answer: { fileName: RULES, section: '5.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I fish in the pond and keep what I catch',
    answer: { fileName: RULES, section: '5.4' },
  },

  // Pets (the Rules say three household pets; the Declaration, which governs, allows two dogs or cats)
  {
    association: 'meadowbrook-commons',
    question: 'how many pets can we have',
    answer: { fileName: DECLARATION, section: '6.4' },
    alsoAccept: [{ fileName: RULES, section: '6.1' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'neighbors dog barks all day while they are at work, what can I do',
    answer: { fileName: RULES, section: '6.4' },
    alsoAccept: [
      { fileName: DECLARATION, section: '6.4' },
      { fileName: DECLARATION, section: '6.6' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'the dog down the street bit my dog, can the hoa make them get rid of it',
    answer: { fileName: RULES, section: '6.5' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.4' }],
  },

  // Parking and vehicles
  {
    association: 'meadowbrook-commons',
    question: 'can I park on the street overnight',
    answer: { fileName: RULES, section: '7.2' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.5' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'my in laws are visiting for a week, can they leave their car at the clubhouse lot',
    answer: { fileName: RULES, section: '7.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I park my work truck with the ladder rack in my driveway',
    answer: { fileName: RULES, section: '7.4' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.5' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I keep my boat in the driveway',
    answer: { fileName: RULES, section: '7.5' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.5' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the hoa tow my car',
    answer: { fileName: RULES, section: '7.7' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.5' }],
  },

  // Trash
  {
    association: 'meadowbrook-commons',
    question: 'when can I put my trash can out',
    answer: { fileName: RULES, section: '8.2' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.8' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I leave my garbage cans next to the garage',
    answer: { fileName: RULES, section: '8.1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.8' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'how do I get rid of an old couch',
    answer: { fileName: RULES, section: '8.4' },
  },

  // Noise
  {
    association: 'meadowbrook-commons',
    question: 'quiet hours',
    answer: { fileName: RULES, section: '9.1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.6' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'are roofers allowed to work on sunday?',
    answer: { fileName: RULES, section: '9.2' },
  },

  // Yard and home appearance
  {
    association: 'meadowbrook-commons',
    question: 'how tall can my grass get before I get a letter',
    answer: { fileName: RULES, section: '10.1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.11' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'when do I have to take down my christmas lights',
    answer: { fileName: RULES, section: '10.2' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.12' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I have a garage sale this weekend',
    answer: { fileName: RULES, section: '10.3' },
  },

  // Fines and enforcement
  {
    association: 'meadowbrook-commons',
    question: 'how much is the fine',
    answer: { fileName: RULES, section: '11.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'got a violation letter, how long do I have to fix it before they fine me',
    answer: { fileName: RULES, section: '11.2' },
    alsoAccept: [{ fileName: DECLARATION, section: '9.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'they are charging me $25 a day for my fence, is that allowed',
    answer: { fileName: RULES, section: '11.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how do I dispute a fine with the board',
    answer: { fileName: RULES, section: '11.5' },
    alsoAccept: [{ fileName: DECLARATION, section: '9.4' }],
  },

  // Fobs
  {
    association: 'meadowbrook-commons',
    question: 'lost my pool fob, how much for a new one',
    answer: { fileName: RULES, section: '12.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can our nanny use our fob to take the kids to the pool',
    answer: { fileName: RULES, section: '12.2' },
  },

  // Architectural Guidelines: application process
  {
    association: 'meadowbrook-commons',
    question: 'what do I need to send in with my arc request',
    answer: { fileName: GUIDELINES, section: '2.2' },
    alsoAccept: [{ fileName: DECLARATION, section: '5.3' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'do my neighbors have to sign off on my fence',
    answer: { fileName: GUIDELINES, section: '2.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how long does the architectural committee take to approve stuff',
    answer: { fileName: GUIDELINES, section: '2.4' },
    alsoAccept: [{ fileName: DECLARATION, section: '5.4' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'we got approved for a patio last spring but never built it, is the approval still good',
    answer: { fileName: GUIDELINES, section: '2.5' },
    alsoAccept: [{ fileName: DECLARATION, section: '5.9' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'arc denied my pergola, can I appeal',
    answer: { fileName: GUIDELINES, section: '2.6' },
    alsoAccept: [{ fileName: DECLARATION, section: '5.6' }],
  },

  // Paint
  {
    association: 'meadowbrook-commons',
    question: 'can I paint my front door blue',
    answer: { fileName: GUIDELINES, section: '3.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'do I need approval to repaint my house the same color',
    answer: { fileName: GUIDELINES, section: '3.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'what colors are we allowed to paint the house',
    answer: { fileName: GUIDELINES, section: '3.1' },
    alsoAccept: [{ fileName: GUIDELINES, section: '3.2' }],
  },

  // Fences
  {
    association: 'meadowbrook-commons',
    question: 'how tall can my privacy wall be',
    answer: { fileName: GUIDELINES, section: '4.2' },
    alsoAccept: [
      { fileName: DECLARATION, section: '6.10' },
      { fileName: AMENDMENT, section: '2' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I put up a chain link fence',
    answer: { fileName: GUIDELINES, section: '4.3' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.10' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I paint my fence white',
    answer: { fileName: GUIDELINES, section: '4.5' },
  },

  // Roofs and solar
  {
    association: 'meadowbrook-commons',
    question: 'thinking about a metal roof when we replace after the hail, allowed?',
    answer: { fileName: GUIDELINES, section: '5.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I put solar panels on the front of my roof',
    answer: { fileName: GUIDELINES, section: '5.5' },
    alsoAccept: [
      { fileName: GUIDELINES, section: '5.4' },
      { fileName: DECLARATION, section: '6.17' },
    ],
  },

  // Landscaping
  {
    association: 'meadowbrook-commons',
    question: 'artificial grass',
    answer: { fileName: GUIDELINES, section: '6.3' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I xeriscape my front yard and get rid of the grass',
    answer: { fileName: GUIDELINES, section: '6.2' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.11' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I cut down the big oak tree in my front yard',
    answer: { fileName: GUIDELINES, section: '6.4' },
  },

  // Sheds and play equipment
  {
    association: 'meadowbrook-commons',
    question: 'can I put a shed in my backyard',
    answer: { fileName: GUIDELINES, section: '7.1' },
    alsoAccept: [
      { fileName: GUIDELINES, section: '7.2' },
      { fileName: DECLARATION, section: '6.16' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'trampoline',
    answer: { fileName: GUIDELINES, section: '7.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'how close to the fence can the swingset go',
    answer: { fileName: GUIDELINES, section: '7.3' },
  },

  // Decks, lighting, cameras, dishes
  {
    association: 'meadowbrook-commons',
    question: 'do I need approval to build a deck off the back',
    answer: { fileName: GUIDELINES, section: '8.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'ring doorbell',
    answer: { fileName: GUIDELINES, section: '9.4' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'my neighbors flood light shines right into my bedroom window all night',
    answer: { fileName: GUIDELINES, section: '9.3' },
    alsoAccept: [
      { fileName: GUIDELINES, section: '9.1' },
      { fileName: DECLARATION, section: '6.13' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the hoa stop me from putting up a dish for directv',
    answer: { fileName: GUIDELINES, section: '10.1' },
    alsoAccept: [
      { fileName: GUIDELINES, section: '10.2' },
      { fileName: DECLARATION, section: '6.9' },
    ],
  },

  // Pools, flags, signs, driveways, basketball, windows, generators, EV chargers
  {
    association: 'meadowbrook-commons',
    question: 'can we get an above ground pool for the kids',
    answer: { fileName: GUIDELINES, section: '11.1' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.15' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'campaign signs',
    answer: { fileName: GUIDELINES, section: '12.3' },
    alsoAccept: [{ fileName: DECLARATION, section: '6.7' }],
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I put a flagpole in the front yard',
    answer: { fileName: GUIDELINES, section: '12.2' },
    alsoAccept: [
      { fileName: GUIDELINES, section: '12.1' },
      { fileName: DECLARATION, section: '6.14' },
    ],
  },
  {
    association: 'meadowbrook-commons',
    question: 'want to widen my driveway so 3 cars fit',
    answer: { fileName: GUIDELINES, section: '13.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I do an epoxy coating on my driveway',
    answer: { fileName: GUIDELINES, section: '13.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can the kids leave the basketball hoop out by the curb',
    answer: { fileName: GUIDELINES, section: '14.2' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I put tin foil on my west windows in the summer',
    answer: { fileName: GUIDELINES, section: '15.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'whole house generater',
    answer: { fileName: GUIDELINES, section: '16.1' },
  },
  {
    association: 'meadowbrook-commons',
    question: 'tesla charger',
    answer: { fileName: GUIDELINES, section: '17.1' },
    alsoAccept: [{ fileName: GUIDELINES, section: '17.2' }],
  },

  // Not answered by any Meadowbrook document
  { association: 'meadowbrook-commons', question: 'what day is trash pickup', answer: null },
  { association: 'meadowbrook-commons', question: 'is the pool heated', answer: null },
  { association: 'meadowbrook-commons', question: "what's the clubhouse wifi password", answer: null },
  {
    association: 'meadowbrook-commons',
    question: 'what is the speed limit in the neighborhood',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'does the clubhouse have a gym or workout room',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'can I get a refund on my pool fob deposit when we move',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'what day do the landscapers mow the common areas',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'how deep is the deep end of the community pool',
    answer: null,
  },
  {
    association: 'meadowbrook-commons',
    question: 'is the pond stocked? what kind of fish are in there',
    answer: null,
  },
  { association: 'meadowbrook-commons', question: 'whats the phone number for oakline', answer: null },
  { association: 'meadowbrook-commons', question: 'is there a yard of the month contest', answer: null },
  {
    association: 'meadowbrook-commons',
    question: 'does the hoa spray for mosquitoes around the pond',
    answer: null,
  },
];
