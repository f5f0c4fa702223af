import { AppNavLink } from '../../lib/link';
import { useSessionValue } from '../../lib/session-store/session-store';
import classes from './frame.module.css';
import { useNavAccess } from './nav-access-store';
import { visibleNavGroups } from './visible-nav-groups';

/** Every area as grouped link lists; the current page is marked with aria-current. */
export function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const isLoggedIn = useSessionValue((s) => s.isLoggedIn);
  const { isBoardMember, isStaff } = useNavAccess();
  const navGroups = visibleNavGroups({
    isLoggedIn,
    isBoardMember: isLoggedIn && isBoardMember,
    isStaff: isLoggedIn && isStaff,
  });
  return (
    <>
      {navGroups.map((group) => (
        <div key={group.id} className={classes.group}>
          <div className={classes.groupLabel} id={`nav-group-${group.id}`}>
            {group.label}
          </div>
          <ul className={classes.navList} aria-labelledby={`nav-group-${group.id}`}>
            {group.items.map((item) => (
              <li
                key={item.to}
                className={
                  item.narrow === 'hidden'
                    ? classes.wideOnly
                    : item.narrow === 'only'
                      ? classes.narrowOnly
                      : undefined
                }
              >
                <AppNavLink to={item.to} end={item.end} className={classes.navLink} onClick={onNavigate}>
                  {item.label}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
