import type { EvalQuestion } from './eval-question';

const CEDAR = 'Cedar Ridge Declaration.pdf';

/**
 * Held-out questions about the Cedar Ridge Declaration, a document the assistant was not tuned on.
 * Written the way owners type them; the ones with answer null are not answered by the declaration.
 */
export const heldOutQuestions: EvalQuestion[] = [
  {
    association: 'cedar-ridge',
    question: 'can I have chickens in my backyard?',
    answer: { fileName: CEDAR, section: '5.03' },
  },
  {
    association: 'cedar-ridge',
    question: 'are roosters allowed',
    answer: { fileName: CEDAR, section: '5.03' },
  },
  {
    association: 'cedar-ridge',
    question: 'we have about 6 acres, can we keep a couple of horses',
    answer: { fileName: CEDAR, section: '5.03' },
  },
  {
    association: 'cedar-ridge',
    question: 'how many dogs can we have?',
    answer: { fileName: CEDAR, section: '5.03' },
  },
  {
    association: 'cedar-ridge',
    question: 'can I rent my house on VRBO for weekends',
    answer: { fileName: CEDAR, section: '5.10' },
  },
  {
    association: 'cedar-ridge',
    question: 'is it ok to rent out my place to a tenant for a year?',
    answer: { fileName: CEDAR, section: '5.10' },
  },
  {
    association: 'cedar-ridge',
    question: 'can I put up a privacy fence around the back yard',
    answer: { fileName: CEDAR, section: '5.06' },
  },
  {
    association: 'cedar-ridge',
    question: 'how tall can my fence be',
    answer: { fileName: CEDAR, section: '5.06' },
  },
  { association: 'cedar-ridge', question: 'when are dues due', answer: { fileName: CEDAR, section: '3.04' } },
  {
    association: 'cedar-ridge',
    question: 'what happens if I pay my HOA dues late? is there a late fee',
    answer: { fileName: CEDAR, section: '3.05' },
  },
  {
    association: 'cedar-ridge',
    question: 'can the HOA put a lien on my house if I dont pay',
    answer: { fileName: CEDAR, section: '3.06' },
  },
  { association: 'cedar-ridge', question: 'can I burn leaves', answer: { fileName: CEDAR, section: '5.09' } },
  {
    association: 'cedar-ridge',
    question: 'is burning brush on a sunday afternoon allowed?',
    answer: { fileName: CEDAR, section: '5.09' },
  },
  {
    association: 'cedar-ridge',
    question: 'are we allowed to shoot guns on our own land',
    answer: { fileName: CEDAR, section: '5.08' },
  },
  {
    association: 'cedar-ridge',
    question: 'can I hunt deer on my property',
    answer: { fileName: CEDAR, section: '5.08' },
  },
  {
    association: 'cedar-ridge',
    question: 'can I put up a barn',
    answer: { fileName: CEDAR, section: '5.05' },
  },
  {
    association: 'cedar-ridge',
    question: 'thinking about putting a double wide on my lot for my mother in law, is that allowed',
    answer: { fileName: CEDAR, section: '5.04' },
  },
  {
    association: 'cedar-ridge',
    question: 'where am I allowed to park my camper and boat trailer',
    answer: { fileName: CEDAR, section: '5.12' },
  },
  {
    association: 'cedar-ridge',
    question: 'how far ahead do I have to send in plans for a new deck',
    answer: { fileName: CEDAR, section: '4.03' },
  },
  {
    association: 'cedar-ridge',
    question:
      'sent my shed plans to the ACC 6 weeks ago and heard nothing. can I just go ahead and build it?',
    answer: { fileName: CEDAR, section: '4.05' },
  },
  {
    association: 'cedar-ridge',
    question: 'can I run a hair salon out of my house',
    answer: { fileName: CEDAR, section: '5.02' },
  },
  {
    association: 'cedar-ridge',
    question: 'do I have to keep my garbage cans hidden',
    answer: { fileName: CEDAR, section: '5.11' },
  },
  {
    association: 'cedar-ridge',
    question: 'how long can my grass get before the HOA sends me a letter',
    answer: { fileName: CEDAR, section: '6.02' },
  },
  {
    association: 'cedar-ridge',
    question: 'who is supposed to fix the potholes on our road',
    answer: { fileName: CEDAR, section: '7.02' },
  },
  {
    association: 'cedar-ridge',
    question: 'do I get a hearing before they fine me?',
    answer: { fileName: CEDAR, section: '8.02' },
  },
  {
    association: 'cedar-ridge',
    question: 'how much can the HOA fine me',
    answer: { fileName: CEDAR, section: '8.03' },
  },
  {
    association: 'cedar-ridge',
    question: 'what does it take to change the covenants',
    answer: { fileName: CEDAR, section: '9.02' },
  },
  {
    association: 'cedar-ridge',
    question: 'can I put a for sale sign in my yard',
    answer: { fileName: CEDAR, section: '5.07' },
  },
  { association: 'cedar-ridge', question: "what's the speed limit on the private roads", answer: null },
  {
    association: 'cedar-ridge',
    question: 'who is on the architectural control committee right now',
    answer: null,
  },
  { association: 'cedar-ridge', question: 'when is the next annual meeting', answer: null },
  { association: 'cedar-ridge', question: 'how much are the annual dues this year', answer: null },
  { association: 'cedar-ridge', question: 'can I put solar panels on my roof', answer: null },
  { association: 'cedar-ridge', question: 'what day is trash pickup', answer: null },
];
