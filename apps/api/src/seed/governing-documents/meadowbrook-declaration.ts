import type { GoverningDocumentSource } from './source';

/**
 * The recorded Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons, the demo
 * association's primary governing document. Section 6.3 (Leasing) and Section 6.10 (Fences) were later
 * replaced by the First Amendment (see meadowbrook-first-amendment.ts).
 */
export const meadowbrookDeclaration: GoverningDocumentSource = {
  fileName: 'Declaration of Covenants.pdf',
  title: 'Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons',
  body: `THE STATE OF TEXAS

COUNTY OF TRAVIS

THIS DECLARATION OF COVENANTS, CONDITIONS AND RESTRICTIONS FOR MEADOWBROOK COMMONS (this "Declaration") is made as of the 14th day of March, 2006, by Meadowbrook Development Partners, LLC, a Texas limited liability company (the "Declarant").

WHEREAS, the Declarant is the owner of the real property located in Travis County, Texas, described on the plats of Meadowbrook Commons, Sections One through Four, recorded in the Official Public Records of Travis County, Texas (the "Properties"), which the Declarant has subdivided into two hundred twelve (212) single-family residential lots;

WHEREAS, the Declarant desires to provide for the preservation of the values and amenities of the Properties and for the maintenance of the common areas and facilities, including the clubhouse, swimming pool, walking trails, playground, tennis and pickleball courts and detention pond; and

WHEREAS, the Declarant has caused Meadowbrook Commons Homeowners Association, Inc., a Texas nonprofit corporation, to be formed to own, operate and maintain the common areas and facilities, to administer and enforce the covenants and restrictions, and to collect and disburse the assessments and charges created in this Declaration;

NOW, THEREFORE, the Declarant declares that the Properties shall be held, sold, conveyed, occupied and used subject to the following easements, covenants, conditions and restrictions, which are for the purpose of protecting the value and desirability of the Properties, which shall run with the land, and which shall be binding on all parties having any right, title or interest in the Properties or any part of them, and on their heirs, successors and assigns, and shall inure to the benefit of each Owner.

## ARTICLE I. DEFINITIONS

The following words, when used in this Declaration or in any Supplemental Declaration, shall have the meanings given below unless the context clearly requires otherwise.

### Section 1.1. Architectural Review Committee.

"Architectural Review Committee" or "ARC" means the committee established under Article V of this Declaration to review and approve plans for Improvements on the Lots.

### Section 1.2. Articles.

"Articles" means the Certificate of Formation of the Association filed with the Secretary of State of Texas, as amended from time to time.

### Section 1.3. Assessments.

"Assessments" means, collectively, the Annual Assessments, Special Assessments and Individual Assessments levied by the Association under Article IV of this Declaration, together with all late fees, interest, costs of collection and reasonable attorney's fees related to them.

### Section 1.4. Association.

"Association" means Meadowbrook Commons Homeowners Association, Inc., a Texas nonprofit corporation, and its successors and assigns.

### Section 1.5. Board.

"Board" means the Board of Directors of the Association, elected in accordance with the Bylaws.

### Section 1.6. Bylaws.

"Bylaws" means the Bylaws of the Association, as adopted and amended from time to time.

### Section 1.7. Common Area.

"Common Area" means all real property, and the Improvements on it, owned, leased or maintained by the Association for the common use and enjoyment of the Owners, including without limitation the clubhouse, the swimming pool and pool deck, the walking trails, the playground, the tennis and pickleball courts, the detention pond and its surrounding open space, the entry monuments and the landscaped medians and reserves shown on the Plat.

### Section 1.8. Common Expenses.

"Common Expenses" means the actual and estimated expenses incurred or anticipated by the Association in operating, maintaining, repairing and replacing the Common Area and in carrying out the Association's duties under the Dedicatory Instruments, including reasonable reserves.

### Section 1.9. Declarant.

"Declarant" means Meadowbrook Development Partners, LLC, and any successor or assign to whom the Declarant expressly assigns its rights as Declarant by a recorded instrument. The Declarant's rights under this Declaration terminated upon the sale of the last Lot owned by the Declarant.

### Section 1.10. Dedicatory Instruments.

"Dedicatory Instruments" means this Declaration, the Articles, the Bylaws, the Rules, the Architectural Guidelines and every other instrument governing the establishment, maintenance or operation of the Properties, as that term is defined in Section 202.001 of the Texas Property Code.

### Section 1.11. Improvement.

"Improvement" means every structure and all appurtenances of every kind, whether temporary or permanent, including without limitation buildings, outbuildings, sheds, garages, driveways, walkways, patios, decks, pergolas, fences, walls, retaining walls, swimming pools, play structures, basketball goals, exterior lighting, solar energy devices, landscaping, and any change to the exterior color or materials of any structure.

### Section 1.12. Lot.

"Lot" means each of the two hundred twelve (212) numbered single-family residential lots shown on the Plat, together with the residence and other Improvements on it. The term does not include the Common Area.

### Section 1.13. Manager.

"Manager" means any person or firm engaged by the Board to perform management services for the Association.

### Section 1.14. Member.

"Member" means every person or entity that holds membership in the Association under Article III of this Declaration.

### Section 1.15. Mortgagee.

"Mortgagee" means the holder of a first-lien deed of trust or mortgage on a Lot.

### Section 1.16. Owner.

"Owner" means the record owner, whether one or more persons or entities, of fee simple title to any Lot, but excluding those having an interest merely as security for the performance of an obligation.

### Section 1.17. Plat.

"Plat" means the subdivision plats of Meadowbrook Commons, Sections One through Four, recorded in the Official Public Records of Travis County, Texas, and any replat of them.

### Section 1.18. Resident.

"Resident" means any person occupying a residence on a Lot, whether as an Owner, a member of an Owner's household, a tenant or a guest.

### Section 1.19. Rules.

"Rules" means the rules and regulations adopted by the Board from time to time under Section 2.2 of this Declaration, including the rules for the use of the Common Area and the Board's fine policy.

### Section 1.20. Architectural Guidelines.

"Architectural Guidelines" means the written design standards and application procedures adopted by the Board under Section 5.5 of this Declaration.

## ARTICLE II. PROPERTY RIGHTS AND EASEMENTS

### Section 2.1. Owners' Easements of Enjoyment.

Every Owner shall have a right and easement of enjoyment in and to the Common Area, which shall be appurtenant to and shall pass with the title to every Lot, subject to the provisions of Section 2.2.

### Section 2.2. Limitations on Easements; Powers of the Board.

The rights and easements of enjoyment created in this Article are subject to the following rights of the Association, acting through the Board:

(a) the right to adopt and enforce Rules governing the use of the Common Area and the conduct of persons on it, including hours of operation of the clubhouse, pool and courts, guest limits and reservation procedures;

(b) the right to charge reasonable fees for the reservation of the clubhouse and for other special uses of the Common Area;

(c) the right to suspend the right of an Owner and the Owner's household, tenants and guests to use the amenities of the Common Area in accordance with Section 9.6;

(d) the right to dedicate or transfer all or any part of the Common Area to any public agency or utility, provided that no such dedication or transfer shall be effective unless approved by Owners holding at least two-thirds (2/3) of the votes in the Association;

(e) the right to borrow money for the purpose of improving the Common Area and, with the approval of a majority of the votes cast at a meeting of the Members at which a quorum is present, to mortgage the Common Area as security for such borrowing; and

(f) the right to grant easements over the Common Area for utilities, drainage and similar purposes consistent with the intended use of the Common Area.

### Section 2.3. Delegation of Use.

Any Owner may delegate the Owner's right of enjoyment of the Common Area to the members of the Owner's household and to the Owner's guests, subject to the Rules. An Owner who leases the Owner's Lot shall be deemed to have delegated the right of enjoyment of the amenities to the tenants residing on the Lot, and the Owner shall not be entitled to use the amenities while the Lot is leased, except as a guest of a Resident.

### Section 2.4. Amenities; Use at Own Risk.

The clubhouse, pool, walking trails, playground, tennis and pickleball courts and other recreational facilities of the Common Area are provided for the use of Residents and their guests. The Association does not provide lifeguards or security personnel unless the Board elects to do so. Each person using the amenities does so at that person's own risk, and parents and guardians are responsible for the supervision of their minor children. The Association shall not be liable for any injury, loss or damage arising from the use of the amenities, except to the extent caused by the gross negligence or willful misconduct of the Association.

### Section 2.5. Utility Easements.

Easements for the installation and maintenance of utilities and drainage facilities are reserved as shown on the Plat. Within these easements, no structure, planting or other material shall be placed or permitted to remain which may damage or interfere with the installation and maintenance of utilities, or which may change the direction of flow of drainage channels in the easements. The easement area of each Lot and all Improvements in it shall be maintained continuously by the Owner of the Lot, except for those Improvements for which a public authority or utility company is responsible.

### Section 2.6. Drainage and Detention Pond.

The detention pond and the drainage channels serving it are part of the Common Area and shall be maintained by the Association in accordance with the requirements of Travis County and any other governmental authority having jurisdiction. No Owner shall alter the grade of a Lot in a manner that changes the drainage pattern established for the Lot, obstruct any drainage swale, or discharge anything other than stormwater into the drainage system. Swimming, wading and boating in the detention pond are prohibited.

### Section 2.7. Association's Access Easement.

The Association, its directors, officers, agents, employees and contractors shall have an easement of access over each Lot, excluding the interior of any residence, to the extent reasonably necessary to inspect for compliance with the Dedicatory Instruments, to perform maintenance required of the Association, and to exercise its right to cure under Section 8.4. Except in an emergency, entry shall be made only during reasonable hours and after reasonable notice to the Owner.

### Section 2.8. Title to the Common Area.

The Declarant conveyed the Common Area to the Association free of all liens other than the lien of current taxes and the easements and restrictions of record. The Association shall hold title to the Common Area for the benefit of the Owners and shall pay all ad valorem taxes assessed against it.

## ARTICLE III. MEMBERSHIP AND VOTING

### Section 3.1. Membership.

Every Owner of a Lot shall be a Member of the Association. Membership shall be appurtenant to and may not be separated from ownership of a Lot, and shall transfer automatically upon the conveyance of title to the Lot.

### Section 3.2. Voting Rights.

The Association shall have one class of voting membership. Each Lot shall be entitled to one (1) vote, so that the total number of votes in the Association is two hundred twelve (212).

### Section 3.3. Lots with Multiple Owners.

When more than one person holds an interest in a Lot, all such persons shall be Members, but the vote for the Lot shall be exercised as they determine among themselves, and in no event shall more than one vote be cast with respect to any Lot. If the co-Owners cannot agree, the vote for the Lot shall not be counted on the matter in dispute.

### Section 3.4. Board of Directors.

The affairs of the Association shall be managed by a Board of five (5) directors elected by the Members as provided in the Bylaws. Except where this Declaration or the Bylaws expressly require a vote of the Members, the Board may exercise all powers of the Association.

### Section 3.5. Manner of Voting.

Votes of the Members may be cast in person or by proxy at a meeting, or by absentee ballot or electronic ballot, in accordance with the Bylaws and Chapter 209 of the Texas Property Code. Any matter that requires the approval of a stated percentage of the votes in the Association may be approved by written ballot without a meeting.

## ARTICLE IV. ASSESSMENTS

### Section 4.1. Creation of the Lien and Personal Obligation of Assessments.

Each Owner of a Lot, by acceptance of a deed to the Lot, whether or not it is so expressed in the deed, covenants and agrees to pay to the Association (a) Annual Assessments, (b) Special Assessments and (c) Individual Assessments, all to be established and collected as provided in this Declaration. The Assessments, together with late fees, interest, costs of collection and reasonable attorney's fees, shall be a charge on the Lot and a continuing lien upon the Lot against which each Assessment is made. Each Assessment, together with such charges, shall also be the personal obligation of the person who was the Owner of the Lot at the time the Assessment fell due. The personal obligation for delinquent Assessments shall not pass to an Owner's successors in title unless expressly assumed by them, but the lien shall remain on the Lot.

### Section 4.2. Purpose of Assessments.

The Assessments shall be used exclusively to promote the recreation, health, safety and welfare of the Residents, and for the improvement, operation and maintenance of the Common Area, including without limitation the cost of utilities, insurance, landscaping, pool operation, repair and replacement reserves, management and professional services, and taxes on the Common Area.

### Section 4.3. Annual Budget.

Each year, not later than sixty (60) days before the beginning of the fiscal year, the Board shall prepare and adopt a budget of the estimated Common Expenses for the coming fiscal year, including a contribution to the reserve fund established under Section 4.9. The Board shall make the adopted budget available to every Owner and shall send each Owner notice of the amount of the Annual Assessment for the coming year at least thirty (30) days before the first installment is due. The failure of the Board to adopt a budget shall not release any Owner from the obligation to pay Assessments, and the Annual Assessment in effect for the prior year shall continue until a new budget is adopted.

### Section 4.4. Annual Assessment; Quarterly Installments.

The Annual Assessment shall be levied equally against all Lots and shall be payable in four (4) equal quarterly installments, each due and payable in advance on the first day of January, April, July and October of each year. As of the date of the most recent budget, the quarterly installment is Two Hundred Eighty-Five Dollars ($285.00) per Lot, for an Annual Assessment of One Thousand One Hundred Forty Dollars ($1,140.00) per Lot. The Association shall send statements or reminders of installments as a courtesy, but the failure to send or to receive a statement shall not excuse the obligation to pay each installment when due.

### Section 4.5. Limit on Increases.

The Board may not increase the Annual Assessment for any fiscal year by more than ten percent (10%) over the Annual Assessment for the preceding fiscal year without the approval of a majority of the votes cast by the Members at a meeting at which a quorum is present or by ballot in accordance with the Bylaws.

### Section 4.6. Special Assessments.

In addition to the Annual Assessment, the Board may levy in any fiscal year a Special Assessment applicable to that year only, for the purpose of defraying in whole or in part the cost of any construction, reconstruction, repair or replacement of a capital Improvement on the Common Area, or any unexpected Common Expense not covered by the budget or the reserves. Any Special Assessment in excess of twenty-five percent (25%) of the Annual Assessment for that year shall require the approval of a majority of the votes cast by the Members. Special Assessments shall be levied equally against all Lots and shall be due on the date or in the installments fixed by the Board.

### Section 4.7. Individual Assessments.

The Board may levy an Individual Assessment against a particular Lot and its Owner to recover (a) costs incurred by the Association in exercising its right to cure under Section 8.4, (b) the cost of repairing damage to the Common Area caused by the Owner or the Owner's household, tenants, guests or animals, (c) fines levied under Article IX, and (d) any other charge this Declaration designates as an Individual Assessment. Individual Assessments shall be due thirty (30) days after notice of the assessment is sent to the Owner.

### Section 4.8. Transfer Fees and Resale Certificates.

Upon each transfer of title to a Lot, the Association or the Manager may charge reasonable fees for the preparation of a resale certificate and for updating the Association's records, as permitted by Chapter 207 of the Texas Property Code. In addition, the purchaser of a Lot shall pay to the Association at closing a working capital contribution equal to one quarterly installment of the Annual Assessment, which shall be deposited in the reserve fund and shall not be credited against the purchaser's Assessments.

### Section 4.9. Reserve Fund.

The Association shall establish and maintain a reserve fund for the periodic repair and replacement of the major components of the Common Area, including the pool, the clubhouse roof and mechanical systems, the court surfaces, the playground equipment and the trails. The Board shall obtain a reserve study at least once every five (5) years and shall fund the reserves in amounts the Board reasonably determines to be adequate.

### Section 4.10. Late Fee.

Any installment of an Assessment that is not paid in full within thirty (30) days after its due date shall be delinquent, and a late fee of Twenty-Five Dollars ($25.00) shall be charged to the Owner's account for each delinquent installment. The Board may change the amount of the late fee by resolution, provided that the late fee shall be reasonable and shall comply with applicable law.

### Section 4.11. Interest.

Any Assessment that remains unpaid sixty (60) days after its due date shall bear interest from the sixtieth (60th) day at the rate of ten percent (10%) per year, or the maximum rate permitted by law, whichever is less, until paid in full.

### Section 4.12. Costs of Collection; Referral to the Association's Attorney.

(a) The Owner of a delinquent Lot shall be liable for all reasonable costs of collection, including reasonable attorney's fees, incurred by the Association, to the extent permitted by Section 209.0064 of the Texas Property Code.

(b) Before referring a delinquent account to an attorney or collection agent, the Association shall send the Owner, by certified mail, a written notice that states the amount owed, describes the options the Owner has to avoid having the account turned over to a collection agent, including the availability of a payment plan, and gives the Owner a period of at least forty-five (45) days to cure the delinquency before further collection action is taken.

(c) Any account that remains ninety (90) days or more past due, and for which the notice required by subsection (b) has been given and the cure period has expired, may be referred by the Board to the Association's attorney for collection.

(d) The Association may also bring an action at law against the Owner personally obligated to pay the delinquent Assessments, and no Owner may waive or otherwise escape liability for the Assessments by non-use of the Common Area or abandonment of the Owner's Lot.

### Section 4.13. Lien; Enforcement of the Lien.

(a) The Assessments and related charges shall be secured by a continuing lien on each Lot in favor of the Association. The Association may record a notice of lien in the Official Public Records of Travis County, but the lien exists and is effective whether or not a notice is recorded.

(b) The Association may enforce the lien by judicial foreclosure, or by any other means permitted by Chapter 209 of the Texas Property Code. The Association shall not foreclose its lien if the debt securing the lien consists solely of fines, or of attorney's fees incurred by the Association in connection with fines, and shall comply with all notice and procedural requirements of Chapter 209 before foreclosing.

(c) The Association may bid on the Lot at any foreclosure sale and may acquire, hold, lease, mortgage and convey the Lot.

### Section 4.14. Payment Plans.

The Association shall offer alternative payment schedules to Owners who are delinquent, in accordance with the payment plan policy adopted by the Board and Section 209.0062 of the Texas Property Code. The Association is not required to offer a payment plan to an Owner who has defaulted under a prior payment plan during the two (2) years before the Owner's request.

### Section 4.15. Application of Payments.

Except as otherwise provided by law, payments received from an Owner shall be applied in the following order: first to delinquent Assessments, then to current Assessments, then to attorney's fees and costs of collection incurred in collecting Assessments, then to other attorney's fees, then to fines, and then to any other amount owed to the Association.

### Section 4.16. Subordination of the Lien to Mortgages.

The lien of the Assessments shall be subordinate to the lien of any first mortgage or deed of trust on a Lot. The sale or transfer of a Lot shall not affect the Assessment lien, except that the foreclosure of a first mortgage or deed of trust, or a deed in lieu of foreclosure, shall extinguish the lien as to Assessments that became due before the foreclosure. No such sale or transfer shall relieve the Lot from liability for Assessments thereafter becoming due or from the lien for them.

### Section 4.17. Exempt Property.

The Common Area and all property dedicated to and accepted by a public authority shall be exempt from the Assessments.

## ARTICLE V. ARCHITECTURAL CONTROL

### Section 5.1. Architectural Review Committee.

The Board shall appoint an Architectural Review Committee of not fewer than three (3) persons, each of whom shall be an Owner or a Resident. Members of the ARC serve at the pleasure of the Board. If the Board does not appoint an ARC, the Board shall act as the ARC.

### Section 5.2. Approval Required.

No Improvement shall be commenced, erected, placed or altered on any Lot, and no exterior addition to or change or alteration of any residence or other Improvement shall be made, until the plans and specifications showing its nature, kind, shape, height, materials, colors and location have been submitted to and approved in writing by the ARC. Without limiting the foregoing, ARC approval is required before:

(a) painting or re-painting the exterior of a residence, including its trim, shutters, garage door or front door, in a color different from the existing color;

(b) replacing the roof with a different material or color;

(c) constructing or replacing a fence, wall, deck, patio, pergola, shed or other structure;

(d) installing a swimming pool, spa, play structure or permanent basketball goal;

(e) installing solar energy devices, rain barrels visible from the street, or exterior lighting fixtures other than like-for-like replacements;

(f) removing any tree with a trunk diameter of six (6) inches or more measured four (4) feet above the ground; and

(g) making any substantial change to the landscaping of the front yard, including replacing turf with hardscape.

Routine maintenance and repairs that do not change the exterior appearance of a Lot do not require approval.

### Section 5.3. Application.

An Owner seeking approval shall submit a complete application on the form provided by the Association, together with a site plan showing the location of the proposed Improvement, drawings or photographs showing its appearance, the materials and colors to be used, the name of the contractor, and such other information as the Architectural Guidelines require or the ARC reasonably requests. An application is not complete until all required information has been received.

### Section 5.4. Review Period.

The ARC shall approve, approve with conditions, or deny each complete application in writing within forty-five (45) days after its receipt. If the ARC fails to act within the forty-five (45) day period, the Owner may deliver a written notice to the Board stating that the ARC has not acted. If the ARC does not act within fifteen (15) days after the Board receives the notice, the application shall be deemed approved, but only to the extent the proposed Improvement complies with the Dedicatory Instruments. No approval, actual or deemed, shall permit any Improvement that violates a specific restriction of this Declaration.

### Section 5.5. Architectural Guidelines.

The Board may adopt, amend and repeal Architectural Guidelines establishing design standards, approved colors and materials, and application procedures. The Architectural Guidelines shall be consistent with this Declaration, and in the event of a conflict this Declaration shall control.

### Section 5.6. Appeal to the Board.

An Owner whose application is denied, in whole or in part, by the ARC may appeal the decision to the Board by written request delivered to the Association within thirty (30) days after the date of the ARC's decision. The notice of denial shall describe the basis for the denial and the changes, if any, that would make the application acceptable, and shall inform the Owner of the right to request a hearing before the Board in accordance with Section 209.00505 of the Texas Property Code. The Board shall hold the hearing within thirty (30) days after receiving the request and shall notify the Owner of its decision in writing. The decision of the Board on appeal is final.

### Section 5.7. Standards of Review.

In reviewing applications, the ARC shall consider the quality of workmanship and materials, the harmony of the exterior design with existing structures, the location of the proposed Improvement with respect to topography, finished grade and neighboring Lots, and its effect on the views, drainage and privacy of neighboring Lots. The ARC may deny an application on purely aesthetic grounds, provided that its decisions are made in good faith and are not arbitrary or capricious.

### Section 5.8. No Liability.

Approval by the ARC shall not constitute a representation that any Improvement complies with building codes, is structurally sound, or is fit for any purpose. Neither the Association, the Board, the ARC nor any of their members shall be liable to any Owner or other person for any loss, damage or injury arising out of the approval or denial of any application, provided they acted in good faith.

### Section 5.9. Commencement and Completion of Work.

Work on an approved Improvement shall begin within ninety (90) days after approval and shall be completed within one hundred eighty (180) days after it begins, unless the ARC grants an extension in writing. If work is not begun within the required time, the approval shall lapse. The ARC or its representative may inspect the work during and after construction to confirm that it conforms to the approved plans.

### Section 5.10. Nonconforming Work.

Any Improvement constructed without the required approval, or not in conformity with the approved plans, shall be deemed a violation of this Declaration. The Association may require the Owner to remove or modify the nonconforming Improvement and restore the Lot to its prior condition at the Owner's cost, and may exercise any of the remedies provided in Article IX.

## ARTICLE VI. USE RESTRICTIONS

### Section 6.1. Residential Use.

Each Lot shall be used only for single-family residential purposes, and no structure shall be erected on any Lot other than one detached single-family residence not exceeding two and one-half (2 1/2) stories in height, with an attached or detached garage for not fewer than two (2) vehicles, and such accessory Improvements as the ARC approves. No Lot shall be subdivided, and no garage shall be converted to living space.

### Section 6.2. Home Businesses.

No trade or business shall be conducted on any Lot, except that a Resident may conduct a home business within the residence if:

(a) the business activity is not apparent or detectable by sight, sound or smell from outside the residence;

(b) the business does not involve regular visits to the Lot by clients, customers or employees, or deliveries beyond those customary for a residence;

(c) no sign, display or advertising of the business is placed on the Lot;

(d) the business does not increase traffic or parking in the Properties beyond that customary for a residence; and

(e) the business complies with all applicable zoning and licensing requirements.

Day care facilities serving more than three (3) children not residing on the Lot, repair of vehicles not owned by a Resident, and retail sales from the Lot are prohibited. Occasional garage sales are permitted as provided in the Rules.

### Section 6.3. Leasing.

(a) An Owner may lease the Owner's entire residence for single-family residential purposes, subject to this Section. No Owner may lease less than the entire residence, and no room, garage apartment or portion of a residence may be leased separately.

(b) Every lease shall be in writing and shall have an initial term of not less than six (6) months. No residence may be leased or offered for rent for any term of less than six (6) months, including for transient, hotel, vacation or short-term rental purposes, whether through an online platform or otherwise.

(c) Every lease shall provide that the tenant is bound by the Dedicatory Instruments and that a failure to comply with them is a default under the lease.

(d) Within ten (10) days after a lease is signed, the Owner shall deliver a copy of the lease to the Association, together with the names of all adult occupants and the contact information for the tenant. The Owner may redact the rental amount and other financial terms.

(e) The Owner shall remain liable for all Assessments and for any violation of the Dedicatory Instruments by the Owner's tenants and their guests, and the Association may pursue its remedies against the Owner, the tenant or both.

### Section 6.4. Animals.

(a) No animals, livestock, reptiles, insects or birds of any kind shall be raised, bred or kept on any Lot, except that dogs, cats and other common household pets may be kept for non-commercial purposes, subject to this Section.

(b) No more than two (2) dogs or cats in total may be kept on any Lot; that is, a Lot may have two dogs, two cats, or one dog and one cat, but not more than two of them in any combination. Fish in an indoor aquarium and small caged birds kept inside the residence are not counted toward this limit.

(c) No livestock, poultry, fowl, horses, pigs, goats, sheep or other farm animals shall be kept on any Lot. Without limiting the foregoing, chickens, ducks, roosters and other poultry are prohibited, whether kept for eggs, meat or as pets.

(d) Whenever a dog is outside the residence and not within a fully enclosed yard, it shall be kept on a leash and under the physical control of a responsible person. No animal shall be left tied or staked outside unattended.

(e) Each person walking an animal in the Properties shall promptly pick up and properly dispose of the animal's waste, whether on the Common Area, a street or another person's Lot.

(f) No animal shall be permitted to make excessive noise or to become a nuisance or a threat to the safety of others. The Board may require the permanent removal of any animal that the Board determines, after notice and an opportunity to be heard, to be a nuisance or dangerous.

(g) No animals are permitted in the pool area or the clubhouse, except service animals as required by law.

### Section 6.5. Vehicles and Parking.

(a) Residents shall park their vehicles in the garage or on the driveway of their Lot. Garages shall be kept available for the parking of vehicles and shall not be used exclusively for storage.

(b) No boat, recreational vehicle, motor home, camper, travel trailer, utility trailer, horse trailer or similar vehicle or equipment shall be parked or stored on any Lot in view from any street or neighboring Lot, or on any street in the Properties, for more than forty-eight (48) hours in any seven (7) day period, and then only for the purpose of loading, unloading or cleaning. Such vehicles may be stored inside a garage or in another location approved by the ARC where they are screened from view.

(c) No vehicle shall be parked on any lawn, landscaped area or other unpaved portion of a Lot or of the Common Area.

(d) No commercial vehicle larger than a three-quarter ton pickup truck, and no vehicle bearing commercial advertising, shall be parked in the Properties overnight, except while actively providing services to a Lot.

(e) No inoperable, unregistered or junked vehicle shall be kept on any Lot in view from any street or neighboring Lot, and no vehicle repairs other than minor emergency repairs shall be made in view of the street.

(f) Parking on the streets is subject to the ordinances of Travis County and to any Rules the Board adopts. The Association may have vehicles parked in violation of this Section towed in accordance with Chapter 2308 of the Texas Occupations Code.

### Section 6.6. Nuisances.

No noxious or offensive activity shall be carried on upon any Lot or the Common Area, nor shall anything be done on them which is or may become an annoyance or nuisance to the neighborhood. Without limiting the foregoing, no Resident shall create or permit excessive noise, including loud music, barking and the operation of loud equipment between 10:00 p.m. and 7:00 a.m., and no Lot shall be used in a manner that creates offensive odors, excessive light or a hazard to health or safety. The Board's reasonable determination of whether an activity is a nuisance shall be conclusive.

### Section 6.7. Signs.

No sign of any kind shall be displayed to public view on any Lot except:

(a) one sign of not more than five (5) square feet advertising the Lot for sale or rent;

(b) one security company sign of not more than one (1) square foot;

(c) political signs, displayed not earlier than the ninetieth (90th) day before an election and removed not later than the tenth (10th) day after the election, in accordance with Section 202.009 of the Texas Property Code;

(d) school spirit signs and signs recognizing a graduate or other family event, for not more than fourteen (14) days; and

(e) signs required by law or permitted by the Rules.

No sign may be attached to a tree, a utility pole or the Common Area, and the Association may remove any sign displayed in violation of this Section.

### Section 6.8. Trash Containers.

All trash, garbage, recycling and yard waste shall be kept in sanitary containers of the type required by the waste collection provider. Containers shall be stored inside the garage or behind a fence or screen approved by the ARC so that they are not visible from the street, except that containers may be placed at the curb for collection after 6:00 p.m. on the day before the scheduled collection day and shall be returned to storage by the end of the collection day. No trash, debris or materials shall be accumulated on any Lot, and no burning of trash is permitted.

### Section 6.9. Antennas and Satellite Dishes.

No exterior antenna, aerial or satellite dish shall be installed on any Lot, except that, as permitted by the rule of the Federal Communications Commission on over-the-air reception devices (47 C.F.R. Section 1.4000), an Owner may install a satellite dish of one (1) meter or less in diameter, or an antenna designed to receive broadcast television or fixed wireless signals. Such devices shall be placed, to the extent it does not impair reception or unreasonably increase cost, in the least visible location on the Lot, preferably on the rear of the residence below the roof ridgeline. No approval is required for a device covered by the FCC rule, but the Owner shall notify the Association of its installation. Amateur radio towers and other antennas not covered by the FCC rule require ARC approval.

### Section 6.10. Fences.

(a) No fence or wall shall be constructed, replaced or altered on any Lot without the prior written approval of the ARC.

(b) No fence or wall shall exceed six (6) feet in height, measured from the finished grade at the base of the fence.

(c) No fence shall be constructed in a front yard or nearer to the street than the front building line of the residence, except decorative landscape features approved by the ARC.

(d) Fences shall be constructed of cedar, wrought iron, masonry or other materials permitted by the Architectural Guidelines, with the finished side facing the street or the Common Area. Chain-link, barbed wire and electrified fences are prohibited, except that chain-link may be used for a pet enclosure that is not visible from any street.

(e) Fences on Lots adjoining the Common Area, including the trails and the detention pond, shall be wrought iron or another open design approved by the ARC, and shall not block access to any drainage easement.

### Section 6.11. Landscaping and Lawn Maintenance.

(a) Each Owner shall keep the yards of the Owner's Lot in a neat and attractive condition, including regular mowing, edging, weeding and trimming. Grass shall not be permitted to exceed six (6) inches in height, and dead plants and trees shall be removed promptly.

(b) The front yard of every Lot shall be landscaped within ninety (90) days after a residence is first occupied, and any change to the front-yard landscaping that materially alters its appearance requires ARC approval.

(c) In accordance with Section 202.007 of the Texas Property Code, an Owner may implement drought-resistant landscaping or water-conserving turf, subject to reasonable Architectural Guidelines as to plant selection and appearance, and no Owner shall be penalized for brown or dormant turf during a period of watering restrictions imposed by a governmental entity.

(d) Owners may install rain barrels and rainwater harvesting systems as permitted by Section 202.007 of the Texas Property Code, subject to the Architectural Guidelines.

### Section 6.12. Holiday Decorations.

Holiday lights and decorations may be displayed on a Lot beginning thirty (30) days before a holiday and shall be removed not later than fifteen (15) days after the holiday, except that winter holiday lights and decorations may be displayed from the day before Thanksgiving through January 15. Decorations shall not create a nuisance by reason of excessive light, sound or traffic. Religious items may be displayed as permitted by Section 202.018 of the Texas Property Code.

### Section 6.13. Exterior Lighting.

Exterior lighting shall be directed downward or toward the residence and shall not shine directly into any other residence or onto any street. Floodlights, spotlights and security lights require ARC approval and shall be shielded so that the light source is not visible from a neighboring Lot. Landscape lighting of low intensity and like-for-like replacement of existing fixtures do not require approval.

### Section 6.14. Flags.

In accordance with Section 202.011 of the Texas Property Code, an Owner may display the flag of the United States, the flag of the State of Texas, and an official or replica flag of any branch of the United States armed forces. Flags shall be displayed in a respectful manner consistent with the United States Flag Code. An Owner may install one (1) freestanding flagpole of not more than twenty (20) feet in height, or one (1) flagpole of not more than six (6) feet attached to the residence, subject to ARC approval of the location of a freestanding pole. Other flags, including seasonal and sports team flags, may be displayed on a pole attached to the residence, provided that no flag exceeds three (3) feet by five (5) feet and no more than two (2) flags are displayed at one time. Lighting of a flag shall comply with Section 6.13.

### Section 6.15. Swimming Pools on Lots.

A swimming pool or spa may be constructed on a Lot only in the rear yard and only with the prior approval of the ARC. Above-ground pools are prohibited, except for temporary inflatable wading pools of less than three (3) feet in depth, which shall be emptied and stored when not in use. Every pool shall be enclosed by a fence complying with applicable law and with Section 6.10. Pool water shall not be drained onto a neighboring Lot or the Common Area.

### Section 6.16. Sheds and Outbuildings.

One (1) storage shed or outbuilding may be placed in the rear yard of a Lot with the prior approval of the ARC, provided that it does not exceed one hundred twenty (120) square feet in floor area or ten (10) feet in height measured from grade to the peak of the roof, is screened from view from the street to the extent practicable, is located at least five (5) feet from the side and rear property lines and outside all easements, and is finished in materials and colors that match the residence. No shed, tent, trailer, garage or other outbuilding shall be used as a residence, either temporarily or permanently.

### Section 6.17. Solar Energy Devices.

An Owner may install solar energy devices, including solar panels, on the Owner's Lot as permitted by Section 202.010 of the Texas Property Code. Before installation, the Owner shall submit an application to the ARC showing the location of the panels and their mounting. The ARC shall not deny the installation, but may require that roof-mounted panels be located on a particular roof face if the alternative location does not decrease the estimated annual energy production of the device by more than ten percent (10%). Roof-mounted panels shall not extend above the roofline, and frames, supports and exposed wiring shall be painted to blend with the roof. Ground-mounted devices shall be located in a fenced rear yard and shall not be taller than the fence.

### Section 6.18. Temporary Structures; Storage.

No tent, shack, trailer, portable storage container or other temporary structure shall be placed on any Lot, except that a portable storage container may be placed on a driveway for not more than fourteen (14) days while a Resident is moving, and construction trailers and containers may be used during construction of an approved Improvement. No items shall be stored in view from any street, including building materials, lawn equipment and furniture other than customary outdoor furniture.

## ARTICLE VII. INSURANCE

### Section 7.1. Property Insurance on the Common Area.

The Association shall obtain and maintain property insurance on the insurable Improvements on the Common Area, including the clubhouse, pool structures, courts, playground equipment, fences and entry monuments, for their full replacement cost, if reasonably available, against loss by fire and other hazards covered by a standard extended coverage policy.

### Section 7.2. Liability Insurance.

The Association shall obtain and maintain commercial general liability insurance covering the Common Area and the activities of the Association, in an amount determined by the Board, but not less than One Million Dollars ($1,000,000.00) per occurrence.

### Section 7.3. Directors and Officers Insurance; Fidelity Coverage.

The Association shall obtain directors and officers liability insurance covering the directors, officers and committee members of the Association, and fidelity coverage or a crime policy covering all persons who handle funds of the Association, including the Manager, in an amount not less than the total of the Association's reserves plus three (3) months of Assessments.

### Section 7.4. Owner's Insurance.

The Association does not insure any Lot or residence. Each Owner shall obtain and maintain property insurance on the residence and other Improvements on the Owner's Lot for their full replacement cost, and liability insurance covering the Lot. Each Owner is responsible for insuring the Owner's personal property and the contents of the residence. Tenants are encouraged to obtain renter's insurance. Upon request of the Association, an Owner shall provide evidence of the required insurance.

### Section 7.5. Damage and Destruction.

(a) If any residence or other Improvement on a Lot is damaged or destroyed, the Owner shall, within sixty (60) days after the loss, clear away all debris and secure the Lot, and shall thereafter promptly repair or rebuild the Improvement in accordance with the original plans or other plans approved by the ARC. Reconstruction shall be completed within twelve (12) months after the loss, unless the Board grants an extension.

(b) If any Improvement on the Common Area is damaged or destroyed, the Association shall repair or replace it using the insurance proceeds and, if the proceeds are insufficient, reserves or a Special Assessment, unless the Members decide otherwise by a vote of at least two-thirds (2/3) of the votes in the Association.

### Section 7.6. Costs of Insurance.

The premiums for the insurance the Association is required or permitted to carry are Common Expenses. Any deductible payable on a claim for damage caused by an Owner or the Owner's household, tenants or guests may be charged to that Owner as an Individual Assessment.

## ARTICLE VIII. MAINTENANCE

### Section 8.1. Association Responsibilities.

The Association shall maintain, repair and replace all of the Common Area and the Improvements on it, including the clubhouse, the pool, the walking trails, the playground, the tennis and pickleball courts, the detention pond and drainage facilities within the Common Area, the entry monuments and subdivision signs, the perimeter fences and walls owned by the Association, the landscaping of the entries, medians and reserves, and any irrigation system serving them. The Association shall not be responsible for streets, sidewalks, streetlights or utilities that have been accepted for maintenance by Travis County or a utility provider.

### Section 8.2. Owner Responsibilities.

Each Owner shall maintain, repair and replace, at the Owner's cost, the residence and all other Improvements on the Owner's Lot, including without limitation:

(a) the roof, gutters, exterior walls, windows, doors, garage doors and exterior paint of the residence;

(b) the driveway, private walkways and the portion of the public sidewalk adjoining the Lot, to the extent not maintained by a public authority;

(c) all fences on the Lot, other than the perimeter fences and walls owned by the Association;

(d) the lawn, trees, shrubs and landscaping on the Lot and in the area between the Lot line and the street curb;

(e) all utility lines and facilities serving only the Lot, including water, sewer and electric service lines from the point of connection; and

(f) any swimming pool, shed, play structure or other accessory Improvement on the Lot.

### Section 8.3. Standard of Maintenance.

All maintenance required by this Article shall be performed in a manner consistent with the standards of the Properties as reasonably determined by the Board, so that every Lot and every Improvement is kept in good condition and repair, free of peeling paint, rot, broken or missing parts, and visible damage.

### Section 8.4. Association's Right to Cure.

If an Owner fails to perform the maintenance required by this Declaration, the Association may give the Owner written notice describing the condition and the work required, in accordance with Section 9.3. If the Owner does not complete the work within the cure period stated in the notice, which shall be not less than fifteen (15) days except in an emergency, and has not requested a hearing, the Association, through its agents and contractors, may enter upon the Lot and perform the work. The cost of the work, together with an administrative charge of ten percent (10%), shall be charged to the Owner as an Individual Assessment and shall be secured by the lien created in Article IV. In an emergency that threatens the health or safety of Residents or damage to other property, the Association may act with such notice as is reasonable in the circumstances. The Association shall not be liable for trespass or for any damage caused in the reasonable exercise of this right.

### Section 8.5. Shared Fences.

Each fence constructed along the common boundary between two Lots shall be a shared fence, and each adjoining Owner shall have the right to use it. Unless the adjoining Owners agree otherwise, the cost of reasonable repair and maintenance of a shared fence shall be shared equally by them. If a shared fence is damaged by the act of one Owner or that Owner's household, tenants, guests or animals, that Owner shall bear the cost of repair. The Association is not responsible for maintaining shared fences and is not obligated to resolve disagreements between adjoining Owners about them, which shall be subject to Article X.

### Section 8.6. Damage Caused by Owners.

If the Common Area or any Improvement maintained by the Association is damaged through the act or negligence of an Owner or the Owner's household, tenants, guests, contractors or animals, the cost of repair, to the extent not covered by insurance, shall be charged to that Owner as an Individual Assessment.

## ARTICLE IX. ENFORCEMENT

### Section 9.1. Compliance.

Every Owner and Resident shall comply with the Dedicatory Instruments. Each Owner is responsible for the compliance of the Owner's household, tenants, guests, invitees and animals, and any violation by them shall be deemed a violation by the Owner.

### Section 9.2. Remedies.

The Association, acting through the Board, may enforce the Dedicatory Instruments by any one or more of the following remedies, in addition to all other rights and remedies available at law or in equity:

(a) levying reasonable fines in accordance with Section 9.5;

(b) suspending the right of the Owner and the Owner's household, tenants and guests to use the amenities of the Common Area in accordance with Section 9.6;

(c) exercising self-help in accordance with Section 9.7 and the right to cure under Section 8.4;

(d) towing vehicles in accordance with Section 6.5; and

(e) bringing an action at law or in equity to enjoin a violation, to compel compliance, or to recover damages.

The Board shall have discretion to decide whether and how to enforce the Dedicatory Instruments in each case, and a decision not to pursue enforcement in one case shall not prevent the Association from enforcing the same or another provision in another case.

### Section 9.3. Notice and Opportunity to Be Heard.

(a) Before the Association may levy a fine, suspend an Owner's right to use the amenities, charge an Owner for property damage, or file a lawsuit against an Owner other than a suit to collect Assessments or foreclose the Association's lien, the Association shall give the Owner written notice by certified mail in accordance with Section 209.006 of the Texas Property Code.

(b) The notice shall describe the violation or the property damage and state the amount of any proposed fine or damage charge; inform the Owner that the Owner may avoid the fine or suspension if the violation is cured within a reasonable period stated in the notice, unless the Owner was given notice and a reasonable opportunity to cure a similar violation within the preceding six (6) months; and inform the Owner that the Owner may request a hearing under Section 9.4 on or before the thirtieth (30th) day after the date the notice was mailed.

(c) A violation that is not curable or that poses a threat to public health or safety may be subject to a fine or other remedy without an opportunity to cure, but the Owner shall still be given notice and the opportunity to request a hearing.

### Section 9.4. Hearing.

(a) An Owner who receives a notice under Section 9.3 may request a hearing before the Board by delivering a written request to the Association within thirty (30) days after the date the notice was mailed.

(b) The Board shall hold the hearing not later than the thirtieth (30th) day after receiving the request and shall notify the Owner of the date, time and place of the hearing at least ten (10) days in advance. The Owner or the Board may request one postponement of not more than ten (10) days.

(c) At the hearing, the Owner may attend in person or by an attorney or other representative, and may present evidence and argument. The Association shall not levy the proposed fine or take the proposed action until the hearing has been held and the Board has made its decision, which shall be sent to the Owner in writing.

(d) If the Owner does not request a hearing within the thirty (30) day period, the Association may take the action stated in the notice.

### Section 9.5. Fines.

The Board may levy reasonable fines for violations of the Dedicatory Instruments in accordance with a fine policy and schedule adopted by the Board and made available to the Owners, which may provide for increasing fines for repeated or continuing violations. Fines shall be charged to the Owner's account as an Individual Assessment and may be collected as provided in Article IV, except that the Association shall not foreclose its lien for fines alone.

### Section 9.6. Suspension of Amenity Privileges.

After notice and an opportunity to be heard under Sections 9.3 and 9.4, the Board may suspend the right of an Owner, and of the Owner's household, tenants and guests, to use the clubhouse, pool, courts and other recreational amenities of the Common Area for any period during which a violation remains uncured or any Assessment against the Owner's Lot remains delinquent. No suspension shall deny access to a Lot or the use of the streets and drainage facilities.

### Section 9.7. Self-Help.

In addition to the right to cure under Section 8.4, the Association may, after notice and an opportunity to be heard where required by Section 9.3, enter upon any Lot, excluding the interior of a residence, to remove or abate any condition, sign, Improvement or thing that violates the Dedicatory Instruments. The cost of the removal or abatement shall be charged to the Owner as an Individual Assessment. The Association shall not be liable for trespass in the reasonable exercise of this right, and no self-help involving the alteration or demolition of a permanent structure shall be undertaken without a court order.

### Section 9.8. Costs and Attorney's Fees.

In any proceeding to enforce the Dedicatory Instruments, the prevailing party shall be entitled to recover its reasonable attorney's fees and costs, subject to the notice requirements of Section 209.008 of the Texas Property Code with respect to fees charged to an Owner.

### Section 9.9. No Waiver.

The failure of the Association or any Owner to enforce any provision of the Dedicatory Instruments shall not be deemed a waiver of the right to do so later, nor shall it give rise to any claim against the Association or the Board.

### Section 9.10. Enforcement by Owners.

Any Owner may bring an action at law or in equity against any other Owner to enforce this Declaration, subject to Article X, but no Owner may levy fines or exercise the self-help remedies reserved to the Association.

## ARTICLE X. DISPUTE RESOLUTION

### Section 10.1. Purpose; Claims Covered.

The Association, the Board, the Owners and the Residents (each a "Party") agree to encourage the amicable resolution of disputes without the emotional and financial costs of litigation. Except for the Exempt Claims described in Section 10.2, any claim, grievance or dispute between or among Parties arising out of or relating to the Dedicatory Instruments, the use or condition of the Properties, or the actions or decisions of the Association, the Board or the ARC (a "Claim") shall be resolved under the procedures in this Article before any Party files suit.

### Section 10.2. Exempt Claims.

The following are not subject to this Article unless all Parties to the Claim agree otherwise:

(a) any action by the Association to collect Assessments or to enforce or foreclose its lien under Article IV;

(b) any action for a temporary restraining order or temporary injunction to preserve the status quo or to prevent imminent harm, including an action by the Association to halt unapproved construction;

(c) any enforcement proceeding conducted under Article IX, including hearings before the Board; and

(d) any claim that would be barred by the applicable statute of limitations if it were not filed promptly.

### Section 10.3. Notice of Claim.

A Party asserting a Claim (the "Claimant") shall give written notice to each Party against whom the Claim is made (the "Respondent") describing the nature of the Claim, the basis for it, and the remedy sought, and stating that the Claimant is willing to meet with the Respondent to discuss resolution of the Claim.

### Section 10.4. Negotiation.

The Claimant and the Respondent shall make every reasonable effort to meet in person and confer for the purpose of resolving the Claim by good-faith negotiation within thirty (30) days after the notice of Claim is given. Upon request of a Party, the Board may appoint a representative to assist the Parties in their negotiations, but the Board shall have no authority to impose a resolution on a dispute between Owners.

### Section 10.5. Mediation.

(a) If the Parties do not resolve the Claim through negotiation within thirty (30) days after the notice of Claim, the Claimant shall have thirty (30) additional days to submit the Claim to mediation before a mediator agreed upon by the Parties or, if they cannot agree, a mediator with experience in community association matters from a dispute resolution center serving Travis County.

(b) Each Party shall bear its own costs and attorney's fees of the mediation, and the Parties shall share the mediator's fee equally.

(c) If the Claimant does not submit the Claim to mediation within the time required, or does not appear for the mediation, the Claimant shall be deemed to have waived the Claim, and the Respondent shall be released from all liability on it, except that nothing in this subsection shall release or discharge any Respondent from any liability to any person other than the Claimant.

(d) No Party may file suit on a Claim until the mediation has been held and the mediator has declared an impasse, or until the Respondent has failed to participate in the mediation.

### Section 10.6. Disputes Between Owners.

Disputes between neighboring Owners or Residents that do not involve a violation of the Dedicatory Instruments, such as disputes about shared fences, trees overhanging a Lot line, or the conduct of a neighbor, are private matters between them. The Association is not obligated to take sides, to enforce private agreements, or to pay any cost of resolving such a dispute, but the Parties shall follow the negotiation and mediation procedures of this Article before filing suit against each other on any Claim covered by it.

### Section 10.7. Litigation by the Association.

Except for Exempt Claims and actions to enforce the Dedicatory Instruments against an Owner, the Association shall not commence any judicial or administrative proceeding in which the amount in controversy exceeds Fifty Thousand Dollars ($50,000.00) without the approval of a majority of the votes in the Association. This Section shall not apply to counterclaims in proceedings brought against the Association.

## ARTICLE XI. AMENDMENT

### Section 11.1. Amendment by the Owners.

This Declaration may be amended at any time by an instrument approved by Owners holding at least sixty-seven percent (67%) of the total votes in the Association. Approval may be given by vote at a meeting of the Members, by written ballot, absentee ballot or electronic ballot, or by signed written consent, or any combination of them, in accordance with the Bylaws and Chapter 209 of the Texas Property Code.

### Section 11.2. Amendment by the Board.

The Board, without a vote of the Owners, may amend this Declaration only to correct a clerical, typographical or technical error, or to conform this Declaration to the requirements of any law or governmental regulation, provided that no such amendment shall materially and adversely affect the substantive rights of any Owner.

### Section 11.3. Recording; Effective Date.

An amendment shall be effective upon its recording in the Official Public Records of Travis County, Texas, together with a certificate signed by the president or secretary of the Association certifying that the amendment was approved as required by this Article. Any action to challenge the validity of an amendment must be brought within one (1) year after it is recorded.

### Section 11.4. Rights of Mortgagees.

No amendment shall impair the priority of the lien of any first mortgage or deed of trust recorded before the amendment, unless the Mortgagee joins in the amendment.

## ARTICLE XII. GENERAL PROVISIONS

### Section 12.1. Duration.

This Declaration shall run with and bind the Properties for a term of twenty-five (25) years from the date it was recorded, after which it shall be automatically extended for successive periods of ten (10) years each, unless an instrument terminating this Declaration, approved by Owners holding at least sixty-seven percent (67%) of the total votes in the Association, is recorded.

### Section 12.2. Severability.

Invalidation of any one of these covenants or restrictions by judgment or court order shall in no way affect any other provision, which shall remain in full force and effect.

### Section 12.3. Conflicts.

In the event of a conflict between this Declaration and the Bylaws or any rules, this Declaration controls. In the event of a conflict between the Bylaws and the Rules or the Architectural Guidelines, the Bylaws control. Nothing in the Rules or the Architectural Guidelines may impose a requirement less restrictive or more permissive than a specific restriction of this Declaration, and any such provision is void to the extent of the conflict. If any provision of this Declaration conflicts with a mandatory provision of the Texas Property Code or other applicable law, the law controls, and this Declaration shall be interpreted to comply with it.

### Section 12.4. Interpretation; Headings.

This Declaration shall be liberally construed to effect its purpose of creating a uniform plan for the development and operation of the Properties. The headings of articles and sections are for convenience only and shall not affect the meaning of any provision. Words in the singular include the plural, and words of any gender include every gender.

### Section 12.5. Notices.

Any notice required to be given to an Owner under this Declaration shall be deemed properly given when mailed, postage prepaid, to the last known address of the Owner as shown on the records of the Association, or, for an Owner who has consented in writing to receive notices electronically, when sent to the e-mail address the Owner has provided, except where the law requires notice by certified mail. Each Owner shall keep the Association informed of the Owner's current mailing address and e-mail address.

### Section 12.6. Governing Law.

This Declaration shall be governed by the laws of the State of Texas, including Chapters 202, 204, 207 and 209 of the Texas Property Code, as amended from time to time.

IN WITNESS WHEREOF, the Declarant has executed this Declaration as of the date first written above.

MEADOWBROOK DEVELOPMENT PARTNERS, LLC, a Texas limited liability company

By: Gregory T. Halvorsen, Manager

Recorded March 21, 2006, as Document No. 2006048213, Official Public Records of Travis County, Texas.`,
};
