/**
 * An e-mail's HTML part, shown as a mail reader would: in a frame with no script, no forms, no
 * same-origin access and no navigation of this page (an empty sandbox), from the text itself (srcdoc).
 */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox=""
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
    />
  );
}
