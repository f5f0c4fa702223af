import { describe, expect, it } from 'vitest';
import { pages } from '../../lib/pages';
import { visibleNavGroups } from './visible-nav-groups';

const ids = (access: Parameters<typeof visibleNavGroups>[0]) => visibleNavGroups(access).map((g) => g.id);

describe('visible navigation', () => {
  it('shows the board area only to board members and the staff area only to staff', () => {
    expect(ids({ isLoggedIn: true, isBoardMember: false, isStaff: false })).toEqual([
      'home',
      'billing',
      'community',
      'my',
    ]);
    expect(ids({ isLoggedIn: true, isBoardMember: true, isStaff: true })).toEqual([
      'home',
      'billing',
      'community',
      'board',
      'my',
      'staff',
    ]);
  });

  it('offers log in instead of log out to visitors', () => {
    const my = visibleNavGroups({ isLoggedIn: false, isBoardMember: false, isStaff: false }).at(-1);
    expect(my?.items.at(-1)).toEqual({ label: 'Log in', to: '/login' });
  });

  it('lists the menu pages of the page list with their labels, in order', () => {
    const groups = visibleNavGroups({ isLoggedIn: true, isBoardMember: true, isStaff: true });
    const billing = groups.find((g) => g.id === 'billing');
    expect(billing?.items[0]).toEqual({ label: 'Make a payment', to: '/billing', end: true });
    expect(billing?.items.map((i) => i.to)).toContain(pages.autoDraft.path);
    const staff = groups.find((g) => g.id === 'staff');
    expect(staff?.items[0]).toEqual({ label: 'Homeowner search', to: '/staff', end: true });
    const everyItem = groups.flatMap((g) => g.items.map((i) => i.to));
    const menuPages = Object.values(pages).filter((p) => 'menu' in p);
    expect(everyItem).toHaveLength(menuPages.length);
  });
});
