import classes from './frame.module.css';

export const mainContentId = 'main-content';

/** First focusable element of every frame: jumps over header and navigation (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${mainContentId}`}>
      Skip to main content
    </a>
  );
}
