import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import classes from './frame.module.css';
import { mainContentId } from './skip-link';

/** Pages without the app frame: errors, sign-in hand-offs, previews. */
export function DefaultLayout() {
  return (
    <Container size="md" py="xl" component="main" id={mainContentId} tabIndex={-1} className={classes.main}>
      <Outlet />
    </Container>
  );
}
