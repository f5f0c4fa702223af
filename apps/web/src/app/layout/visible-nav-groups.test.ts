import { describe, expect, it } from 'vitest';
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
});
