/**
 * Characters a file name must not contain: controls (C0, DEL, C1), format characters (zero-width
 * spaces and joiners, bidi overrides such as U+202E that make "gpj.exe" read "exe.jpg") and the
 * line/paragraph separators. Shared by document names and request attachments.
 */
export const hiddenCharacter = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
