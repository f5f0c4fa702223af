import type { EvalQuestion } from './eval-question';

const DECLARATION = 'Harbor Pointe Declaration.pdf';
const MARINA = 'Marina Rules.pdf';
const RULES = 'Rules and Regulations.pdf';

/** Questions about the Harbor Pointe Declaration, Marina Rules and Rules and Regulations, as owners type them. */
export const harborPointeQuestions: EvalQuestion[] = [
  {
    association: 'harbor-pointe',
    question: 'can I keep a 34 foot boat in my slip',
    answer: { fileName: DECLARATION, section: '13.2' },
    alsoAccept: [{ fileName: MARINA, section: '3' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I sell my boat slip without selling the condo',
    answer: { fileName: DECLARATION, section: '4.4' },
    alsoAccept: [{ fileName: MARINA, section: '1' }],
  },
  {
    association: 'harbor-pointe',
    question: 'is it ok to sleep on my boat over the weekend',
    answer: { fileName: DECLARATION, section: '4.6' },
    alsoAccept: [{ fileName: MARINA, section: '12' }],
  },
  {
    association: 'harbor-pointe',
    question: 'where do I get gas for my boat? can I fill up from a can at the dock',
    answer: { fileName: MARINA, section: '11' },
    alsoAccept: [{ fileName: DECLARATION, section: '13.5' }],
  },
  {
    association: 'harbor-pointe',
    question: 'my brother is coming up by boat, where can he tie up and how long can he stay',
    answer: { fileName: MARINA, section: '4' },
  },
  {
    association: 'harbor-pointe',
    question: 'how much is it to store a paddleboard',
    answer: { fileName: MARINA, section: '5' },
  },
  {
    association: 'harbor-pointe',
    question: 'how do I get on the waiting list for a slip',
    answer: { fileName: MARINA, section: '2' },
    alsoAccept: [{ fileName: DECLARATION, section: '4.3' }],
  },
  {
    association: 'harbor-pointe',
    question: 'what amp is the shore power at the slips',
    answer: { fileName: MARINA, section: '10' },
  },
  {
    association: 'harbor-pointe',
    question: 'can I clean my catch on the boat',
    answer: { fileName: MARINA, section: '8' },
  },
  {
    association: 'harbor-pointe',
    question: 'how do I reach the dockmaster',
    answer: { fileName: MARINA, section: '17' },
  },
  {
    association: 'harbor-pointe',
    question: 'hurricane warning just went out, what do I need to do with my boat',
    answer: { fileName: DECLARATION, section: '14.2' },
    alsoAccept: [{ fileName: MARINA, section: '15' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I airbnb my condo',
    answer: { fileName: DECLARATION, section: '12.3' },
    alsoAccept: [{ fileName: RULES, section: 'J-2' }],
  },
  {
    association: 'harbor-pointe',
    question: 'does the board have to approve my tenant',
    answer: { fileName: DECLARATION, section: '12.4' },
    alsoAccept: [{ fileName: RULES, section: 'J-1' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I have a 50 lb lab',
    answer: { fileName: DECLARATION, section: '12.5' },
  },
  {
    association: 'harbor-pointe',
    question: 'are grills allowed on the balcony',
    answer: { fileName: DECLARATION, section: '12.6' },
    alsoAccept: [{ fileName: RULES, section: 'C-3' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I dry beach towels on the balcony railing',
    answer: { fileName: DECLARATION, section: '12.6' },
    alsoAccept: [{ fileName: RULES, section: 'K-1' }],
  },
  {
    association: 'harbor-pointe',
    question: 'how long can my guest park in guest parking',
    answer: { fileName: DECLARATION, section: '12.7' },
  },
  {
    association: 'harbor-pointe',
    question: "when is the monthly payment late and what's the late fee",
    answer: { fileName: DECLARATION, section: '6.4' },
  },
  {
    association: 'harbor-pointe',
    question: 'my AC died, does the association pay to fix it',
    answer: { fileName: DECLARATION, section: '8.2' },
  },
  {
    association: 'harbor-pointe',
    question: 'do I need approval to put in wood floors',
    answer: { fileName: DECLARATION, section: '9.2' },
  },
  {
    association: 'harbor-pointe',
    question: 'what insurance do I need for my unit',
    answer: { fileName: DECLARATION, section: '7.3' },
  },
  {
    association: 'harbor-pointe',
    question: "we go north for the summer, do we need someone to check on the condo while we're gone",
    answer: { fileName: DECLARATION, section: '14.3' },
  },
  {
    association: 'harbor-pointe',
    question: 'how much can the association fine me',
    answer: { fileName: DECLARATION, section: '15.2' },
    alsoAccept: [{ fileName: RULES, section: 'M-1' }],
  },
  {
    association: 'harbor-pointe',
    question: 'what are the pool hours',
    answer: { fileName: RULES, section: 'A-1' },
  },
  {
    association: 'harbor-pointe',
    question: 'is the pool heated',
    answer: { fileName: RULES, section: 'A-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'what time does the hot tub close',
    answer: { fileName: RULES, section: 'A-3' },
  },
  {
    association: 'harbor-pointe',
    question: 'is there a lifeguard at the pool',
    answer: { fileName: RULES, section: 'A-4' },
  },
  {
    association: 'harbor-pointe',
    question: 'can my 10 year old go swimming by herself',
    answer: { fileName: RULES, section: 'A-5' },
  },
  {
    association: 'harbor-pointe',
    question: 'how many friends can I bring to the pool',
    answer: { fileName: RULES, section: 'A-6' },
  },
  {
    association: 'harbor-pointe',
    question: 'can we bring wine glasses down to the pool',
    answer: { fileName: RULES, section: 'A-7' },
  },
  {
    association: 'harbor-pointe',
    question: 'can I bring my dog to the pool with me',
    answer: { fileName: RULES, section: 'A-8' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.5' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I play music on a speaker at the pool',
    answer: { fileName: RULES, section: 'A-9' },
  },
  {
    association: 'harbor-pointe',
    question: "can I reserve the pool area for my daughter's birthday",
    answer: { fileName: RULES, section: 'A-10' },
  },
  {
    association: 'harbor-pointe',
    question: 'gym hours',
    answer: { fileName: RULES, section: 'B-1' },
  },
  {
    association: 'harbor-pointe',
    question: 'my son is 14, can he use the gym',
    answer: { fileName: RULES, section: 'B-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'how do I book the clubroom for a party',
    answer: { fileName: RULES, section: 'C-1' },
  },
  {
    association: 'harbor-pointe',
    question: 'can I grill on my balcony',
    answer: { fileName: RULES, section: 'C-3' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.6' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I put up a fence on my patio',
    answer: { fileName: RULES, section: 'D-1' },
    alsoAccept: [{ fileName: RULES, section: 'D-3' }],
  },
  {
    association: 'harbor-pointe',
    question: 'how tall can my fence be',
    answer: { fileName: RULES, section: 'D-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'can I use chain link for my patio fence',
    answer: { fileName: RULES, section: 'D-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'what kind of privacy screen can I put on my patio',
    answer: { fileName: RULES, section: 'D-4' },
  },
  {
    association: 'harbor-pointe',
    question: 'does my dog need to be on a leash in the hallway',
    answer: { fileName: RULES, section: 'E-1' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.5' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can my dog ride the elevator',
    answer: { fileName: RULES, section: 'E-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'where am I supposed to walk my dog',
    answer: { fileName: RULES, section: 'E-3' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.5' }],
  },
  {
    association: 'harbor-pointe',
    question: 'how do I reserve the elevator for movers',
    answer: { fileName: RULES, section: 'F-1' },
  },
  {
    association: 'harbor-pointe',
    question: 'when can I move in, can we move on a saturday',
    answer: { fileName: RULES, section: 'F-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'is there a deposit for moving in',
    answer: { fileName: RULES, section: 'F-3' },
  },
  {
    association: 'harbor-pointe',
    question: 'can I keep a storage cabinet in my parking spot',
    answer: { fileName: RULES, section: 'G-1' },
  },
  {
    association: 'harbor-pointe',
    question: 'where do I put my bike',
    answer: { fileName: RULES, section: 'G-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'where can I wash my car',
    answer: { fileName: RULES, section: 'G-4' },
  },
  {
    association: 'harbor-pointe',
    question: 'can I use the trash chute at night',
    answer: { fileName: RULES, section: 'H-1' },
  },
  {
    association: 'harbor-pointe',
    question: 'what do I do with all my moving boxes',
    answer: { fileName: RULES, section: 'H-2' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.10' }],
  },
  {
    association: 'harbor-pointe',
    question: 'how do I get rid of an old couch',
    answer: { fileName: RULES, section: 'H-3' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.10' }],
  },
  {
    association: 'harbor-pointe',
    question: 'quiet hours',
    answer: { fileName: RULES, section: 'I-1' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.8' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can my contractor work on saturday',
    answer: { fileName: RULES, section: 'I-2' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.8' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I rent my condo',
    answer: { fileName: RULES, section: 'J-2' },
    alsoAccept: [
      { fileName: RULES, section: 'J-1' },
      { fileName: DECLARATION, section: '12.3' },
      { fileName: DECLARATION, section: '12.4' },
    ],
  },
  {
    association: 'harbor-pointe',
    question: "how far ahead do I need to send in my tenant's application and how much is it",
    answer: { fileName: RULES, section: 'J-1' },
    alsoAccept: [{ fileName: DECLARATION, section: '12.4' }],
  },
  {
    association: 'harbor-pointe',
    question: 'will my tenants get their own fobs',
    answer: { fileName: RULES, section: 'J-3' },
  },
  {
    association: 'harbor-pointe',
    question: 'when can I put up christmas lights on my balcony',
    answer: { fileName: RULES, section: 'K-2' },
  },
  {
    association: 'harbor-pointe',
    question: 'can I put a satellite dish on my balcony',
    answer: { fileName: RULES, section: 'K-3' },
    alsoAccept: [{ fileName: DECLARATION, section: '9.3' }],
  },
  {
    association: 'harbor-pointe',
    question: 'what color do my blinds have to be',
    answer: { fileName: RULES, section: 'K-4' },
    alsoAccept: [{ fileName: DECLARATION, section: '9.5' }],
  },
  {
    association: 'harbor-pointe',
    question: 'can I smoke by the pool',
    answer: { fileName: RULES, section: 'L-1' },
  },
  { association: 'harbor-pointe', question: 'can I install an EV charger in my parking space', answer: null },
  { association: 'harbor-pointe', question: 'how much are the monthly condo fees', answer: null },
  { association: 'harbor-pointe', question: "what's the gate code for the marina", answer: null },
];
