import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import { businessConstants } from '@hoa/contracts/business-constants';
import { AppShell, Burger, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AppLink } from '../../lib/link';
import { preloadedLazy } from '../../lib/preloaded-lazy';
import classes from './frame.module.css';
import { MainNavigation } from './main-navigation';
import { mainContentId, SkipLink } from './skip-link';
import { useAssociationBranding } from './use-association-branding';

const signedInFrame = preloadedLazy(() => import('./signed-in-frame').then((m) => m.SignedInFrame));
const SignedInFrame = signedInFrame.Component;
/** Loaded with the frame, so the frame's first render holds it (ADR 136). */
export const preloadSignedInFrame = signedInFrame.preload;

const navigationId = 'main-navigation';

/** The signed-in app frame: header with the association, navigation to every area, burger up to 1279 px. */
export function AppFrame() {
  // Plain state rather than useDisclosure: that hook would become its own chunk on /login (page weight).
  const [opened, setOpened] = useState(false);
  const toggle = () => setOpened((value) => !value);
  const close = () => setOpened(false);
  const compact = useMediaQuery(`(max-width: ${businessConstants.layoutBreakpointPx}px)`) ?? false;
  const { name, logoUrl, bannerUrl } = useAssociationBranding();
  const [headerSlot, setHeaderSlot] = useState<HTMLDivElement | null>(null);
  const [bannerSlot, setBannerSlot] = useState<HTMLDivElement | null>(null);
  // A collapsed drawer is off-screen; `inert` keeps its links out of the tab order too.
  const navigationHidden = compact && !opened;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'lg', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink />
      <Suspense fallback={null}>
        <SignedInFrame headerSlot={headerSlot} bannerSlot={bannerSlot} />
      </Suspense>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="lg"
            size="sm"
            color="white"
            aria-label="Navigation"
            aria-expanded={opened}
            aria-controls={navigationId}
          />
          <AppLink to="/dashboard" className={classes.brand}>
            {logoUrl ? <img className={classes.logo} src={logoUrl} alt="" /> : null}
            <span className={classes.brandName}>{name}</span>
          </AppLink>
          <div ref={setHeaderSlot} className={classes.headerSlot} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={navigationId}
        aria-label="Main"
        className={classes.navbar}
        inert={navigationHidden}
      >
        <MainNavigation onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={mainContentId} tabIndex={-1} className={classes.main}>
        <div ref={setBannerSlot} />
        {/* the banner is most often the page's largest paint: fetched first */}
        {bannerUrl ? <img className={classes.banner} src={bannerUrl} alt="" fetchPriority="high" /> : null}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
