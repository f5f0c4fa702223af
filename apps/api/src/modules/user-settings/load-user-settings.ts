import { defaultDesignTemplate } from '@hoa/contracts/design-templates';
import type { SettingsAssociation, UserSettings } from '@hoa/contracts/user-settings';
import { asc, eq, inArray } from 'drizzle-orm';
import { ownedByUser } from '../../auth/policies/owner-links';
import type { Db } from '../../db/database';
import { associationPages } from '../../db/schema/association-pages';
import { associations } from '../../db/schema/associations';
import { associationMemberships } from '../../db/schema/memberships';
import { properties } from '../../db/schema/properties';

/**
 * SPEC §3 user settings: the associations the user belongs to (a membership or a property there), sorted
 * by name, each with the user's properties and board flags; the theme, logo and banner of the first one
 * where they own a home (a board seat alone does not make a community theirs), else the first; the custom
 * pages of all of them.
 */
export async function loadUserSettings({ db, userId }: { db: Db; userId: number }): Promise<UserSettings> {
  const [memberships, owned] = await Promise.all([
    db
      .select({ associationId: associationMemberships.associationId, role: associationMemberships.role })
      .from(associationMemberships)
      .where(eq(associationMemberships.userId, userId)),
    db
      .select()
      .from(properties)
      .where(inArray(properties.ownerId, ownedByUser(userId)))
      .orderBy(asc(properties.accountNumber)),
  ]);
  const ids = [
    ...new Set([...memberships.map((m) => m.associationId), ...owned.map((p) => p.associationId)]),
  ];
  if (ids.length === 0) {
    return {
      associations: [],
      designTemplate: defaultDesignTemplate,
      logoUrl: null,
      bannerUrl: null,
      pages: [],
    };
  }
  const [rows, pages] = await Promise.all([
    db
      .select()
      .from(associations)
      .where(inArray(associations.id, ids))
      .orderBy(asc(associations.name), asc(associations.id)),
    db
      .select()
      .from(associationPages)
      .where(inArray(associationPages.associationId, ids))
      .orderBy(
        asc(associationPages.associationId),
        asc(associationPages.sortOrder),
        asc(associationPages.id),
      ),
  ]);

  const list: SettingsAssociation[] = rows.map((association) => {
    const roles = new Set(memberships.filter((m) => m.associationId === association.id).map((m) => m.role));
    return {
      id: association.id,
      name: association.name,
      logoUrl: association.logoUrl,
      bannerUrl: association.bannerUrl,
      autoDraftType: association.autoDraftType,
      designTemplate: association.designTemplate,
      isBoardMember: roles.has('board_member') || roles.has('board_chair'),
      isBoardChair: roles.has('board_chair'),
      properties: owned
        .filter((p) => p.associationId === association.id)
        .map((p) => ({
          propertyId: p.id,
          ownerId: p.ownerId,
          accountNumber: p.accountNumber,
          address: {
            address1: p.address1,
            address2: p.address2 ?? '',
            city: p.city,
            stateProvince: p.stateProvince,
            postalCode: p.postalCode,
          },
        })),
    };
  });
  const first = list.find((association) => association.properties.length > 0) ?? list[0];
  return {
    associations: list,
    designTemplate: first?.designTemplate ?? defaultDesignTemplate,
    logoUrl: first?.logoUrl ?? null,
    bannerUrl: first?.bannerUrl ?? null,
    pages: pages.map((page) => ({
      associationId: page.associationId,
      title: page.title,
      legacyAction: page.legacyAction,
    })),
  };
}
