import { useCallback } from 'react';
import {
  Link,
  type LinkProps,
  Navigate,
  type NavigateOptions,
  type NavigateProps,
  NavLink,
  type NavLinkProps,
  useLocation,
  useNavigate,
} from 'react-router';
import { withEmbedPrefix } from './embed-path';

/**
 * The only way the app links to its own pages: on an embedded page (/embed/...) every absolute
 * path gets the /embed prefix, so users never fall out of the embed layout (ADR 021).
 */
export type AppLinkProps = Omit<LinkProps, 'to'> & { to: string };

export function AppLink({ to, ...props }: AppLinkProps) {
  const { pathname } = useLocation();
  return <Link to={withEmbedPrefix(to, pathname)} {...props} />;
}

export type AppNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

export function AppNavLink({ to, ...props }: AppNavLinkProps) {
  const { pathname } = useLocation();
  return <NavLink to={withEmbedPrefix(to, pathname)} {...props} />;
}

/** `<Navigate>` (a redirect while rendering) with the embed prefix applied to absolute paths. */
export function AppNavigate({ to, ...props }: Omit<NavigateProps, 'to'> & { to: string }) {
  const { pathname } = useLocation();
  return <Navigate to={withEmbedPrefix(to, pathname)} {...props} />;
}

/** `useNavigate` with the embed prefix applied to absolute paths. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => navigate(withEmbedPrefix(to, pathname), options),
    [navigate, pathname],
  );
}
