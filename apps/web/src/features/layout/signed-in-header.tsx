import { PropertySelector } from '../property/property-selector';

/** The signed-in part of the header, loaded only once someone is logged in (keeps /login light). */
export function SignedInHeader() {
  return <PropertySelector />;
}
