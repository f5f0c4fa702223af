import { actionItemsRules } from './action-items-rules';
import { associationBooksRules } from './association-books-rules';
import { associationReportsRules } from './association-reports-rules';
import { associationsRules } from './associations-rules';
import { bankAccountsRules } from './bank-accounts-rules';
import { boardTodosRules } from './board-todos-rules';
import { expressPayRules } from './express-pay-rules';
import { inspectionsRules } from './inspections-rules';
import type { Rule } from './matrix-rules';
import { paymentsRules } from './payments-rules';
import { usersRules } from './users-rules';
import { violationsRules } from './violations-rules';
import { workOrdersRules } from './work-orders-rules';

/** Every service route's row, keyed "METHOD /path/:param" as in the rules files. */
export const allRules: Record<string, Rule> = {
  ...usersRules,
  ...associationsRules,
  ...associationReportsRules,
  ...associationBooksRules,
  ...bankAccountsRules,
  ...boardTodosRules,
  ...actionItemsRules,
  ...paymentsRules,
  ...expressPayRules,
  ...workOrdersRules,
  ...violationsRules,
  ...inspectionsRules,
};

/** Paths match case-insensitively and parameter names do not matter. */
export const ruleKeyOf = (method: string, url: string) =>
  `${method} ${url.replace(/\/:[^/]+/g, '/:param').replace(/\/+$/, '')}`.toLowerCase();
