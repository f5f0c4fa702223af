import { Text, type TextProps } from '@mantine/core';
import classes from './user-text.module.css';

/**
 * Text a person typed (a request's description, a message, a mail): its own line breaks kept, and a long
 * unbroken word wraps instead of widening the page. Every page shows such text through this.
 */
export function UserText({ children, ...props }: TextProps & { children: string }) {
  return (
    <Text {...props} className={classes.userText}>
      {children}
    </Text>
  );
}
