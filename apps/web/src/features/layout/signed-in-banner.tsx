import '@mantine/core/styles/Alert.layer.css';
import { MimicBanner } from '../session/mimic-banner';

/** The mimic-mode banner above every page; loaded only once someone is logged in. */
export function SignedInBanner() {
  return <MimicBanner />;
}
