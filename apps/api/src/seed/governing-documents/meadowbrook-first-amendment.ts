import type { GoverningDocumentSource } from './source';

/**
 * The 2024 First Amendment to the Meadowbrook Commons Declaration. Section 1 replaces the Declaration's
 * Section 6.3 (Leasing): twelve-month minimum term, 15% leasing cap with a waiting list, and a lease
 * registration form. Section 2 replaces Section 6.10 (Fences) to allow seven-foot fences along
 * Meadowbrook Parkway only.
 */
export const meadowbrookFirstAmendment: GoverningDocumentSource = {
  fileName: 'First Amendment to Declaration.pdf',
  title:
    'First Amendment to the Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons',
  body: `THE STATE OF TEXAS

COUNTY OF TRAVIS

This First Amendment to the Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons (this "Amendment") is made by Meadowbrook Commons Homeowners Association, Inc., a Texas nonprofit corporation (the "Association"), and is effective on the date it is recorded in the Official Public Records of Travis County, Texas.

## RECITALS

A. The Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons was recorded on March 21, 2006, as Document No. 2006048213 in the Official Public Records of Travis County, Texas (the "Declaration"), and governs the two hundred twelve (212) Lots within Meadowbrook Commons.

B. Section 11.1 of the Declaration provides that the Declaration may be amended by an instrument approved by Owners holding at least sixty-seven percent (67%) of the total votes in the Association.

C. The Board of Directors of the Association has determined that short-term and investor leasing has increased within the community, that tenants on leases of six months or less are less likely to become familiar with the Dedicatory Instruments, and that a reasonable limit on the number of leased Lots and a longer minimum lease term will help preserve the residential character of the community and the marketability of the Lots.

D. The Board has also determined that the Lots backing onto Meadowbrook Parkway are exposed to traffic noise and headlights, and that a modestly taller fence along that boundary would benefit those Owners without affecting the appearance of the interior of the community.

E. The Association submitted this Amendment to the Owners by absentee and electronic ballot in accordance with the Bylaws and Chapter 209 of the Texas Property Code, and Owners holding one hundred fifty-one (151) of the two hundred twelve (212) total votes in the Association, being more than sixty-seven percent (67%) of the total votes, approved this Amendment in the ballot that closed on April 30, 2024.

NOW, THEREFORE, the Declaration is amended as follows. Capitalized terms used but not defined in this Amendment have the meanings given to them in the Declaration.

## AMENDMENTS

### Section 1. Amendment of Section 6.3 (Leasing).

Section 6.3 of the Declaration is deleted in its entirety and replaced with the following:

"Section 6.3. Leasing.

(a) An Owner may lease the Owner's entire residence for single-family residential purposes, subject to this Section. No Owner may lease less than the entire residence, and no room, garage apartment or portion of a residence may be leased separately.

(b) Every lease shall be in writing and shall have an initial term of not less than twelve (12) months. No residence may be leased or offered for rent for any term of less than twelve (12) months, including for transient, hotel, vacation or short-term rental purposes, whether through an online platform or otherwise.

(c) At no time shall more than fifteen percent (15%) of the Lots, being thirty-one (31) Lots, be leased. An Owner who wishes to lease a Lot that is not already leased shall first apply to the Association for a leasing permit. If the number of leased Lots has reached the limit, the Association shall place the Owner on a waiting list in the order in which complete applications are received, and shall issue permits from the waiting list as leased Lots cease to be leased. A leasing permit expires if the Lot is not leased within ninety (90) days after the permit is issued or if the Lot ceases to be leased for more than ninety (90) consecutive days.

(d) The limit in subsection (c) shall not apply to a Lot (i) leased to a member of the Owner's immediate family, (ii) owned by an Owner who is temporarily relocated for military service or employment for not more than two (2) years, or (iii) acquired by a Mortgagee through foreclosure or deed in lieu of foreclosure, but such Lots are counted in determining whether the limit has been reached. The Board may grant a hardship exception for a period of not more than twelve (12) months upon written request.

(e) Within ten (10) days after a lease is signed, the Owner shall deliver to the Association a completed lease registration form, on the form provided by the Association, together with a copy of the lease. The registration form shall state the names of all adult occupants, the contact information for the tenant, the term of the lease, and the Owner's mailing address and telephone number during the lease. The Owner may redact the rental amount and other financial terms of the lease.

(f) Every lease shall provide that the tenant is bound by the Dedicatory Instruments and that a failure to comply with them is a default under the lease.

(g) The Owner shall remain liable for all Assessments and for any violation of the Dedicatory Instruments by the Owner's tenants and their guests, and the Association may pursue its remedies against the Owner, the tenant or both."

### Section 2. Amendment of Section 6.10 (Fences).

Section 6.10(b) of the Declaration is deleted in its entirety and replaced with the following:

"(b) No fence or wall shall exceed six (6) feet in height, measured from the finished grade at the base of the fence, except that a fence along the rear Lot line of a Lot that backs onto Meadowbrook Parkway may be up to seven (7) feet in height with the prior written approval of the ARC. The increased height is permitted only along the rear Lot line adjoining Meadowbrook Parkway, and the side fences of such Lots shall not exceed six (6) feet in height except for a transition section of not more than eight (8) feet in length where the side fence meets the rear fence."

All other subsections of Section 6.10 remain unchanged, and every new or replacement fence, including a seven-foot fence permitted by this Section, requires the prior written approval of the ARC.

### Section 3. Existing Leases.

A lease of a Lot that was signed before the date this Amendment is recorded and that complied with the Declaration when signed may continue until the end of its current term, but may not be renewed or extended unless the renewal complies with Section 6.3 as amended by this Amendment. Every Lot that is leased on the date this Amendment is recorded shall be deemed to hold a leasing permit, and the Owner shall deliver the lease registration form required by Section 6.3(e) within thirty (30) days after that date.

### Section 4. Effect of Amendment.

Except as amended here, the Declaration remains in full force. In the event of a conflict between this Amendment and the Declaration, this Amendment controls.

IN WITNESS WHEREOF, the Association has executed this Amendment by its duly authorized officers.

MEADOWBROOK COMMONS HOMEOWNERS ASSOCIATION, INC.

By: President

Attest: Secretary

CERTIFICATE OF APPROVAL: The undersigned Secretary of the Association certifies that this Amendment was approved by Owners holding at least sixty-seven percent (67%) of the total votes in the Association as required by Section 11.1 of the Declaration.

Recorded May 16, 2024, as Document No. 2024052987, Official Public Records of Travis County, Texas.`,
};
