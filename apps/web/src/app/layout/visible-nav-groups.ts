import { type NavGroup, navGroups } from './nav-items';

export interface NavAccess {
  isLoggedIn: boolean;
  isBoardMember: boolean;
  isStaff: boolean;
}

/** The board area shows only to board members of some association, the staff area only to staff. */
export function visibleNavGroups({ isLoggedIn, isBoardMember, isStaff }: NavAccess): NavGroup[] {
  return navGroups
    .filter((group) => (group.id === 'board' ? isBoardMember : group.id === 'staff' ? isStaff : true))
    .map((group) =>
      group.id === 'my' && !isLoggedIn
        ? {
            ...group,
            items: group.items.map((i) => (i.to === '/logout' ? { label: 'Log in', to: '/login' } : i)),
          }
        : group,
    );
}
