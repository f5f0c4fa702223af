import '@mantine/core/styles/Alert.layer.css';
import { createPortal } from 'react-dom';
import { PropertySelector } from '../property/property-selector';
import { MimicBanner } from '../session/mimic-banner';
import { SessionBootstrap } from '../session/session-bootstrap';

/**
 * The signed-in parts of the frame in one lazily loaded module (keeps /login light): the session
 * bootstrap, the property selector in the header slot and the mimic banner above the page.
 */
export function SignedInFrame({
  headerSlot,
  bannerSlot,
}: {
  headerSlot: Element | null;
  bannerSlot: Element | null;
}) {
  return (
    <>
      <SessionBootstrap />
      {headerSlot ? createPortal(<PropertySelector />, headerSlot) : null}
      {bannerSlot ? createPortal(<MimicBanner />, bannerSlot) : null}
    </>
  );
}
