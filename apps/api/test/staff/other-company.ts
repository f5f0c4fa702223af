import type { RequestDetail } from '@hoa/contracts/community';
import type { Conversation } from '@hoa/contracts/messages';
import { createFactories } from '../../src/seed/factories';
import { actionItemsApi, as, signIn, usersApi } from '../calls';
import type { TestApp } from '../helper';

/** A second management company with one homeowner, their conversation and request, and its own staff. */
export async function otherCompany(test: TestApp) {
  const make = createFactories(test.database.db, 41);
  const company = await make.managementCompany({ code: 'other-co', name: 'Other Company Management' });
  const association = await make.association({ managementCompanyId: company.id, name: 'Far Meadows' });
  const owner = await make.owner({ managementCompanyId: company.id, firstName: 'Fran', lastName: 'Faraway' });
  const user = await make.user({ managementCompanyId: company.id, email: 'fran@other.example' });
  await make.linkUserToOwner(user.id, owner.id);
  const property = await make.property({ associationId: association.id, ownerId: owner.id });
  await make.membership(user.id, association.id, 'homeowner');
  const staffUser = await make.user({
    managementCompanyId: company.id,
    email: 'staff@other.example',
    displayName: 'Olive Other',
    isStaff: true,
  });
  const issue = (userId: number) => signIn(test.app, { userId, customer: company.code });
  const homeowner = await issue(user.id);
  const conversation = (
    await as(test.app, homeowner).post(`${usersApi}/Messages`, {
      ownerId: owner.id,
      subject: 'Far away fence',
      message: 'Who fixes the fence?',
    })
  ).json<Conversation>();
  const request = (
    await as(test.app, homeowner).post(`${actionItemsApi}/HomeownerRequests`, {
      kind: 'general',
      propertyId: property.id,
      subject: 'Far gate',
      description: 'Broken.',
    })
  ).json<RequestDetail>();
  return {
    conversationId: conversation.id,
    requestId: request.id,
    tokens: { homeowner, staff: await issue(staffUser.id) },
  };
}
