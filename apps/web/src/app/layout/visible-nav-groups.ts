import {
  type Access,
  boardPagesOnNarrowMenu,
  menuGroups,
  offers,
  type PageId,
  type PageInfo,
  pages,
  pathOf,
} from '../../lib/pages';

export interface NavItem {
  label: string;
  to: string;
  /** Current only on exactly this address, not on the pages below it. */
  end?: boolean;
  /** Board pages: left out of a narrow screen's menu (reached through More items), or shown only there. */
  narrow?: 'hidden' | 'only';
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavItem[];
}

export interface NavAccess extends Access {
  isLoggedIn: boolean;
}

const narrowOf = (id: PageId, info: PageInfo): Pick<NavItem, 'narrow'> => {
  if (info.menu?.group !== 'board') return {};
  if (id === 'moreItems') return { narrow: 'only' };
  return boardPagesOnNarrowMenu.includes(id) ? {} : { narrow: 'hidden' };
};

const item = (id: PageId, info: PageInfo): NavItem => ({
  label: info.menu?.label ?? info.title,
  to: pathOf(id),
  ...(info.menu?.end ? { end: true } : {}),
  ...narrowOf(id, info),
});

/**
 * The menu, from the page list: each group with the pages it offers this user (board pages to board
 * members, staff pages to staff); groups left empty are not shown. Visitors get "Log in" for "Log out".
 */
export function visibleNavGroups(access: NavAccess): NavGroup[] {
  const entries = Object.entries(pages) as [PageId, PageInfo][];
  return menuGroups
    .map((group) => ({
      id: group.id,
      label: group.label,
      items: entries
        .filter(([, info]) => info.menu?.group === group.id && offers(info.audience, access))
        .map(([id, info]) =>
          id === 'logout' && !access.isLoggedIn ? { label: 'Log in', to: pathOf('login') } : item(id, info),
        ),
    }))
    .filter((group) => group.items.length > 0);
}
