import '@mantine/core/styles/Alert.layer.css';
import { createPortal } from 'react-dom';
import { MimicBanner } from './mimic-banner';
import { PropertySelector } from './property-selector';
import { SessionBootstrap } from './session-bootstrap';

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
