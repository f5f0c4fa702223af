import type { RequestDetail } from '@hoa/contracts/community';
import type { Conversation } from '@hoa/contracts/messages';
import { createFactories } from '../../src/seed/factories';
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
  const issue = async (userId: number) =>
    (await test.app.accessTokens.issue({ userId, customer: company.code })).token;
  const homeowner = await issue(user.id);
  const headers = { authorization: `Bearer ${homeowner}` };
  const conversation = (
    await test.app.inject({
      method: 'POST',
      url: '/svc/users/api/Messages',
      headers,
      payload: { ownerId: owner.id, subject: 'Far away fence', message: 'Who fixes the fence?' },
    })
  ).json<Conversation>();
  const request = (
    await test.app.inject({
      method: 'POST',
      url: '/svc/action-items/api/HomeownerRequests',
      headers,
      payload: { kind: 'general', propertyId: property.id, subject: 'Far gate', description: 'Broken.' },
    })
  ).json<RequestDetail>();
  return {
    conversationId: conversation.id,
    requestId: request.id,
    tokens: { homeowner, staff: await issue(staffUser.id) },
  };
}
