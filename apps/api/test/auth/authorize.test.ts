import { expect, it } from 'vitest';
import { type AuthorizationRequest, authorize, decide } from '../../src/auth/authorize';
import type { Principal } from '../../src/auth/principal';
import { createFactories } from '../../src/seed/factories';
import { buildTestApp, forEachDatabase } from '../helper';

forEachDatabase((kind) => {
  async function setup() {
    const test = await buildTestApp(kind);
    const db = test.database.db;
    const make = createFactories(db);
    const company = await make.managementCompany();
    const other = await make.managementCompany();
    const association = await make.association({ managementCompanyId: company.id });
    const elsewhere = await make.association({ managementCompanyId: company.id });
    const homeowner = async () => {
      const user = await make.user({ managementCompanyId: company.id });
      const owner = await make.owner({ managementCompanyId: company.id });
      await make.linkUserToOwner(user.id, owner.id);
      const property = await make.property({ associationId: association.id, ownerId: owner.id });
      return { user, owner, property };
    };
    const a = await homeowner();
    const b = await homeowner();
    const boardUser = await homeowner();
    await make.membership(boardUser.user.id, association.id, 'board_member');
    const chairUser = await homeowner();
    await make.membership(chairUser.user.id, association.id, 'board_chair');
    const staff = await make.user({ managementCompanyId: company.id, isStaff: true });
    const otherStaff = await make.user({ managementCompanyId: other.id, isStaff: true });
    const as = (userId: number, extra: Partial<Principal> = {}): Principal => ({
      userId,
      customer: company.code,
      managementCompanyId: company.id,
      email: `user-${userId}@example.com`,
      isStaff: false,
      actorUserId: null,
      mimicSessionId: null,
      sessionId: null,
      tokenExpiresAt: null,
      ...extra,
    });
    const verdict = async (principal: Principal, request: AuthorizationRequest) => {
      const decision = await decide(db, principal, request);
      return decision.allowed ? 'allow' : decision.deny;
    };
    return { db, a, b, boardUser, chairUser, staff, otherStaff, other, association, elsewhere, as, verdict };
  }

  it('lets a homeowner reach their own user, owner, property and account, and hides everyone else’s', async () => {
    const { a, b, as, verdict } = await setup();
    const me = as(a.user.id);
    const read = (resource: AuthorizationRequest['resource']) => verdict(me, { action: 'read', resource });
    const recordsOf = (who: typeof a): AuthorizationRequest['resource'][] => [
      { type: 'user', id: who.user.id },
      { type: 'owner', id: who.owner.id },
      { type: 'property', id: who.property.id },
      {
        type: 'account',
        accountNumber: who.property.accountNumber,
        associationId: who.property.associationId,
      },
    ];
    for (const resource of recordsOf(a)) expect(await read(resource), resource.type).toBe('allow');
    for (const resource of recordsOf(b)) expect(await read(resource), resource.type).toBe('not-found');
    expect(await read({ type: 'property', id: 999_999 })).toBe('not-found');
  });

  it('answers 403 for the board area of your own association and 404 for an association you are not in', async () => {
    const { db, a, boardUser, chairUser, association, elsewhere, as, verdict } = await setup();
    const need = (need: 'member' | 'board' | 'chair', id = association.id) =>
      ({ action: 'read', resource: { type: 'association', id, need } }) as const;
    expect(await verdict(as(a.user.id), need('member'))).toBe('allow');
    expect(await verdict(as(a.user.id), need('board'))).toBe('forbidden');
    expect(await verdict(as(a.user.id), need('board', elsewhere.id))).toBe('not-found');
    expect(await verdict(as(boardUser.user.id), need('board'))).toBe('allow');
    expect(await verdict(as(boardUser.user.id), need('chair'))).toBe('forbidden');
    expect(await verdict(as(chairUser.user.id), need('board'))).toBe('allow');
    expect(await verdict(as(chairUser.user.id), need('chair'))).toBe('allow');
    await expect(authorize(db, as(a.user.id), need('board'))).rejects.toMatchObject({ statusCode: 403 });
    await expect(authorize(db, as(a.user.id), need('board', elsewhere.id))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('keeps staff out of homeowner data unless mimicking, and lets them mimic only their own company', async () => {
    const { a, staff, otherStaff, other, as, verdict } = await setup();
    const staffPrincipal = as(staff.id, { isStaff: true });
    expect(await verdict(staffPrincipal, { action: 'read', resource: { type: 'staffArea' } })).toBe('allow');
    expect(
      await verdict(staffPrincipal, { action: 'read', resource: { type: 'property', id: a.property.id } }),
    ).toBe('not-found');
    expect(
      await verdict(staffPrincipal, {
        action: 'write',
        resource: { type: 'mimicTarget', userId: a.user.id },
      }),
    ).toBe('allow');
    expect(
      await verdict(staffPrincipal, { action: 'write', resource: { type: 'mimicTarget', userId: staff.id } }),
    ).toBe('not-found');
    const foreign = as(otherStaff.id, { isStaff: true, managementCompanyId: other.id, customer: other.code });
    expect(
      await verdict(foreign, { action: 'write', resource: { type: 'mimicTarget', userId: a.user.id } }),
    ).toBe('not-found');
    const mimicking = as(a.user.id, { actorUserId: staff.id });
    expect(
      await verdict(mimicking, { action: 'read', resource: { type: 'property', id: a.property.id } }),
    ).toBe('allow');
    expect(await verdict(mimicking, { action: 'read', resource: { type: 'staffArea' } })).toBe('forbidden');
    expect(await verdict(as(a.user.id), { action: 'read', resource: { type: 'staffArea' } })).toBe(
      'forbidden',
    );
  });

  it('refuses password and login changes in mimic mode with AUTH_MIMIC_FORBIDDEN', async () => {
    const { db, a, staff, as } = await setup();
    const request = { action: 'write', resource: { type: 'login', userId: a.user.id } } as const;
    await expect(authorize(db, as(a.user.id), request)).resolves.toBeUndefined();
    await expect(authorize(db, as(a.user.id, { actorUserId: staff.id }), request)).rejects.toMatchObject({
      statusCode: 403,
      errorCode: 'AUTH_MIMIC_FORBIDDEN',
    });
  });
});
