import type { GoverningDocumentSource } from '../../../apps/api/src/seed/governing-documents/source';

export const cedarRidgeDeclaration: GoverningDocumentSource = {
  fileName: 'Cedar Ridge Declaration.pdf',
  title: 'Amended and Restated Declaration of Protective Covenants for Cedar Ridge Estates',
  body: `This Amended and Restated Declaration of Protective Covenants is made by Cedar Ridge Estates Homeowners Association, Inc., a North Carolina nonprofit corporation, acting by and through the Lot Owners who approved it as set out in the certificate attached at the end of this instrument. It amends, restates and replaces in its entirety the Declaration of Protective Covenants for Cedar Ridge Estates recorded in Book 1187, Page 402, Orange County Registry, and all amendments to it.

WHEREAS, Cedar Ridge Estates is a rural residential community of sixty-four (64) lots, most of them two acres or more in size, served by private roads; and

WHEREAS, the Lot Owners wish to preserve the open, wooded and pastoral character of the community, to protect the value of their property, and to bring the covenants into conformity with the North Carolina Planned Community Act, Chapter 47F of the North Carolina General Statutes;

NOW, THEREFORE, the Lot Owners declare that all of the Lots shown on the recorded plats of Cedar Ridge Estates shall be held, sold, used and conveyed subject to the following covenants, conditions, restrictions and easements, which run with the land and bind all parties having any right, title or interest in any Lot.

## PART ONE - DEFINITIONS

### § 1.01 Act.
"Act" means the North Carolina Planned Community Act, Chapter 47F of the North Carolina General Statutes, as amended from time to time.

### § 1.02 Association.
"Association" means Cedar Ridge Estates Homeowners Association, Inc., its successors and assigns.

### § 1.03 Board.
"Board" means the Board of Directors of the Association.

### § 1.04 Committee.
"Committee" means the Architectural Control Committee established under Part Four.

### § 1.05 Common Area.
"Common Area" means all real property owned by the Association for the common use of the Owners, including the private roads, the entrance at Cedar Ridge Road, the mailbox shelter, the pond and the walking trail along Little Creek.

### § 1.06 Lot.
"Lot" means any numbered parcel of land shown on a recorded plat of Cedar Ridge Estates, other than the Common Area. There are sixty-four (64) Lots.

### § 1.07 Owner.
"Owner" means the record owner, whether one or more persons or entities, of the fee simple title to a Lot, but not a person holding an interest only as security for a debt.

### § 1.08 Residence.
"Residence" means the single-family dwelling built on a Lot.

### § 1.09 Front Line of the Residence.
"Front Line of the Residence" means an imaginary line extending across the full width of the Lot along the front wall of the Residence facing the road from which the Lot takes its address, ignoring porches and steps.

### § 1.10 Outbuilding.
"Outbuilding" means any detached structure on a Lot other than the Residence, including a garage, barn, stable, workshop, shed, pool house, greenhouse or chicken coop.

### § 1.11 Private Roads.
"Private Roads" means Cedar Ridge Lane, Hickory Bend, Timber Court and Split Rail Way, and any other road shown on a plat as a private road, all of which are Common Area owned and maintained by the Association and are not dedicated to public use.

## PART TWO - THE ASSOCIATION AND MEMBERSHIP

### § 2.01 Purpose.
The Association is responsible for the maintenance of the Common Area, including the Private Roads, the enforcement of this Declaration, and the other duties and powers given to it by this Declaration, its Articles of Incorporation, its Bylaws and the Act.

### § 2.02 Membership.
Every Owner is a member of the Association. Membership is appurtenant to the Lot and may not be separated from ownership of the Lot. When a Lot is sold, membership passes automatically to the new Owner.

### § 2.03 Voting.
Each Lot has one (1) vote. When a Lot is owned by more than one person, the vote for the Lot is cast as they agree among themselves, and if they cannot agree, no vote is cast for that Lot. The vote for a Lot owned by an entity is cast by a person designated in writing.

### § 2.04 Board of Directors.
The affairs of the Association are managed by a Board of five (5) directors, who must be Owners, elected by the members as provided in the Bylaws for staggered terms of two (2) years.

### § 2.05 Rules.
The Board may adopt reasonable rules for the use of the Common Area, including the pond and the walking trail, and rules to carry out the restrictions of this Declaration. Rules must be consistent with this Declaration and are binding once notice of them has been given to the Owners.

### § 2.06 Owner Information.
Each Owner shall give the Association a current mailing address, telephone number and electronic mail address, and shall notify the Association within thirty (30) days after any sale or lease of the Lot.

## PART THREE - ASSESSMENTS

### § 3.01 Creation of Assessments.
Each Owner, by accepting a deed to a Lot, covenants to pay to the Association an annual assessment, any special assessments, and any individual charges levied against the Lot under this Declaration. Each assessment, together with late charges, interest, collection costs and reasonable attorney's fees, is a charge on the Lot and a continuing lien upon it, and is also the personal obligation of the person who owned the Lot when the assessment came due.

### § 3.02 Purpose of Assessments.
Assessments shall be used for the maintenance, repair and resurfacing of the Private Roads, the maintenance of the entrance, the mailbox shelter, the pond dam and the walking trail, the insurance of the Common Area, the expenses of administering the Association, and reserves for future road resurfacing and other capital repairs.

### § 3.03 Annual Budget.
Each year the Board shall adopt a proposed budget for the following year and send a summary of it to all Owners with notice of a meeting to consider ratification, as required by N.C.G.S. 47F-3-103(c). Unless the budget is rejected at that meeting by a majority of all the votes in the Association, it is ratified. The annual assessment for each Lot is the total budget divided equally among the sixty-four (64) Lots.

### § 3.04 Billing and Due Date.
The annual assessment is billed once a year and is due on January 15 of each year. The Association mails or electronically sends a statement to each Owner in December, but failure to receive a statement does not excuse payment. The Board may, by resolution, allow Owners to pay the annual assessment in two equal installments due January 15 and July 15.

### § 3.05 Delinquency and Late Charges.
An annual assessment, or an installment of it, that is not paid within thirty (30) days after its due date is delinquent. A late charge of twenty dollars ($20.00) per month shall be added to a delinquent account for each month, or part of a month, that any amount remains unpaid, as permitted by N.C.G.S. 47F-3-102(12), and delinquent amounts also bear interest at the rate of eight percent (8%) per year.

### § 3.06 Lien and Collection.
The Association has a lien on the Lot for any assessment levied against it from the time the assessment becomes due, as provided in N.C.G.S. 47F-3-116. The Association may file a claim of lien in the office of the Clerk of Superior Court once an assessment has been delinquent for thirty (30) days, after giving the Owner the notice required by the Act, and may foreclose the lien in the manner of a mortgage or deed of trust, or sue the Owner personally to collect the debt. The Owner shall pay the reasonable attorney's fees and costs of collection.

### § 3.07 Special Assessments.
The Board may levy a special assessment for the cost of a capital improvement or repair of the Common Area, such as road repairs after storm damage, that is not covered by the budget, if the special assessment is ratified in the same manner as the budget.

### § 3.08 Individual Charges.
The Board may levy an individual charge against a Lot for the cost of any work the Association performs on that Lot under § 6.03, for fines levied under Part Eight, and for damage to the Private Roads or other Common Area caused by the Owner or the Owner's contractors.

### § 3.09 Subordination to Mortgages.
The lien for assessments is subordinate to the lien of any first deed of trust recorded before the claim of lien was filed. The sale of a Lot under foreclosure of a first deed of trust extinguishes the lien for assessments that came due before the sale but does not relieve the Lot from assessments coming due afterward.

## PART FOUR - ARCHITECTURAL CONTROL

### § 4.01 Architectural Control Committee.
The Board shall appoint an Architectural Control Committee of three (3) to five (5) Owners to review and approve improvements to the Lots. Members serve at the pleasure of the Board. If no Committee has been appointed, the Board acts as the Committee.

### § 4.02 Improvements Requiring Approval.
No building, Outbuilding, addition, fence, wall, driveway, pond, swimming pool, deck, porch or other structure may be built, placed or altered on any Lot, no change may be made to the exterior color or materials of a Residence, and no clearing of more than one-half (1/2) acre of trees may be done, until the plans have been approved in writing by the Committee. Ordinary maintenance and repainting in the same color do not require approval.

### § 4.03 Submission of Plans.
An Owner seeking approval shall submit to the Committee, at least thirty (30) days before any work begins, a written application with a site plan showing the location of the improvement and its distance from the Lot lines, drawings showing its exterior appearance and dimensions, and a description of its materials and colors. Applications may be submitted through the Association's online portal or delivered to any member of the Committee.

### § 4.04 Standards for Review.
The Committee shall consider whether the improvement is in harmony with the rural character of the community and the existing structures, its location on the Lot, its effect on neighboring Lots and their views, and the quality of its materials. The Committee may issue written design guidelines.

### § 4.05 Time for Decision; Deemed Approval.
The Committee shall approve, approve with conditions, or disapprove a complete application in writing within thirty (30) days after receiving it. If the Committee fails to answer a complete application within thirty (30) days, the application is deemed approved, except that no improvement that violates an express restriction of this Declaration can be deemed approved.

### § 4.06 Minimum Residence Size and Setbacks.
Each Residence must contain at least two thousand (2,000) square feet of heated living space, exclusive of garages, porches and basements. No structure may be built within seventy-five (75) feet of the right-of-way of a Private Road or within thirty (30) feet of a side or rear Lot line.

### § 4.07 Completion of Work.
Construction of a Residence must be completed within twelve (12) months, and construction of any other approved improvement within six (6) months, after the work begins, unless the Committee extends the time for good cause.

### § 4.08 Appeal.
An Owner whose application is disapproved may appeal to the Board in writing within fifteen (15) days after the decision. The Board shall hear the appeal at its next meeting.

### § 4.09 No Liability.
Approval by the Committee does not mean that the improvement complies with building codes or is structurally sound, and neither the Committee nor the Association is liable for any defect in approved plans or improvements.

## PART FIVE - RESTRICTIONS ON USE

### § 5.01 Single-Family Residential Use.
Each Lot shall be used only for one single-family Residence and its permitted Outbuildings. No Lot may be subdivided or combined with part of another Lot without the approval of the Board. No more than one Residence may be built on a Lot, but one accessory apartment of not more than eight hundred (800) square feet may be built within the Residence or above a detached garage for the use of family members or household employees, if approved by the Committee. An accessory apartment may not be leased separately from the Residence.

### § 5.02 Home Occupations.
An Owner or occupant may conduct a home occupation within the Residence, such as an office, studio or online business, only if it is incidental to the residential use, complies with county zoning, involves no customers, clients or students coming to the Lot, no employees working on the Lot other than residents, no signs, and no more than occasional delivery traffic of the kind normal for a residence. No commercial kennel, boarding stable, retail sale, vehicle repair or manufacturing may be conducted on any Lot.

### § 5.03 Animals.
Household pets such as dogs and cats may be kept on any Lot if they are not kept, bred or maintained for any commercial purpose. No more than four (4) dogs over six (6) months of age may be kept on a Lot. Dogs must be kept within the Owner's Lot by a fence, an underground electric fence or a leash, and may not run at large on the Private Roads or on other Lots. On a Lot of two (2) acres or more, up to six (6) hens may be kept in a coop and fenced run located behind the Front Line of the Residence and at least fifty (50) feet from any Lot line; roosters are not permitted on any Lot. On a Lot of five (5) acres or more, horses may be kept, not to exceed one (1) horse for each two (2) acres of fenced pasture, in a barn or stable approved under § 5.05. No cattle, hogs, goats, sheep, roosters, ducks, geese, exotic animals or other livestock or poultry may be kept on any Lot. Animals that make excessive noise, such as dogs that bark repeatedly, or that threaten people or other animals, are a nuisance, and the Board may require their removal after notice and hearing.

### § 5.04 Mobile Homes and Temporary Structures.
No mobile home, manufactured home, modular home placed on a chassis, single-wide or double-wide trailer, tent, shack or other temporary structure may be placed or used on any Lot, either temporarily or permanently, as a residence. A construction trailer may be kept on a Lot only while a Residence is under construction and must be removed within thirty (30) days after the Residence is completed.

### § 5.05 Outbuildings and Barns.
Detached garages, barns, stables, workshops, storage sheds, greenhouses and similar Outbuildings are permitted, with the approval of the Committee, if they are located behind the Front Line of the Residence, meet the setbacks of § 4.06, and are finished in materials and colors compatible with the Residence or of traditional rural design, such as painted wood or board-and-batten siding. Barns and stables may be built only on Lots of five (5) acres or more, except that a barn used only for storage and not for animals may be built on any Lot of two (2) acres or more. Metal carports and prefabricated metal buildings are not permitted unless screened from view from the Private Roads and approved by the Committee. No Outbuilding may be used as a residence, and no Outbuilding may be built before the Residence on the Lot.

### § 5.06 Fences.
Fences must be approved by the Committee and may be built only of split-rail wood, with or without black vinyl-coated wire mesh attached to the inside, or of black vinyl-coated wire on wood or black metal posts. No fence may be higher than five (5) feet. Chain-link fences with a galvanized finish, barbed wire and electric wires visible from a Private Road are not permitted, except that an electric wire may be run on the inside of a pasture fence on a Lot where horses are kept. Solid or privacy fences of wood, vinyl or masonry are permitted only to enclose a patio, swimming pool or hot tub, must be located immediately next to the Residence, and may not enclose more than two thousand five hundred (2,500) square feet; a fence around a swimming pool must also meet the county building code. No fence may be built in front of the Front Line of the Residence, except a split-rail fence along the road frontage.

### § 5.07 Signs.
No sign may be displayed on any Lot, except one professionally made sign of not more than five (5) square feet advertising the Lot for sale, one security system sign, political signs displayed as permitted by N.C.G.S. 47F-3-121, and signs required by law. A sign advertising a Lot for sale may be displayed only while the Lot is offered for sale and must be removed within seven (7) days after closing. No sign may be attached to a tree, to a utility pole or to the entrance, and no sign may be placed on the Common Area.

### § 5.08 Firearms and Hunting.
The discharge of firearms, including rifles, shotguns, handguns, air rifles with a caliber greater than .177, and muzzleloaders, and the shooting of bows and crossbows at any living animal, is prohibited on every Lot and on the Common Area, except in self-defense or as otherwise permitted by law. No hunting or trapping of any kind is permitted in Cedar Ridge Estates. Target archery at a fixed target with a safe backstop is permitted on Lots of five (5) acres or more. Fireworks may be discharged only on July 4 and December 31, and only as permitted by law.

### § 5.09 Outdoor Burning.
Burning of leaves, branches, brush and other natural yard debris grown on the Lot is permitted only in compliance with the open burning rules of the North Carolina Forest Service and Orange County, including any required permit and any burn ban then in effect, and only between 9:00 a.m. and 5:00 p.m. No burning of any kind, other than in a fire pit or outdoor fireplace for recreational fires, is permitted on Sundays. Fires must be attended at all times by an adult and located at least fifty (50) feet from any structure or Lot line. The burning of household trash, construction debris, tires, plastics, lumber or treated wood is prohibited at all times.

### § 5.10 Leasing; Short-Term Rentals.
An Owner may lease the entire Residence for residential use for a term of thirty (30) days or longer. No Residence, accessory apartment, room or Outbuilding may be rented for a term of fewer than thirty (30) consecutive days, whether by a vacation rental, a short-term rental through any online service, a bed and breakfast, or any similar arrangement, and no portion of a Lot may be offered for camping or event rental. Every lease must be in writing and must require the tenant to comply with this Declaration. The Owner shall give the Association the tenant's name and contact information and the term of the lease before the tenant moves in, and the Owner remains responsible for the tenant's compliance.

### § 5.11 Trash and Recycling.
Garbage, trash and recycling must be kept in closed containers, and the containers must be kept in a garage or in an enclosure screened from view from the Private Roads and neighboring Lots, except on the day of collection, when they may be placed at the road from the evening before until the evening of collection. No Lot may be used as a dumping ground for trash, debris or yard waste. Compost piles are permitted behind the Front Line of the Residence if they are kept in a bin and do not cause odors.

### § 5.12 Boats, Recreational Vehicles and Trailers.
Boats, recreational vehicles, campers, travel trailers, horse trailers, utility trailers and farm equipment may be kept on a Lot only behind the Front Line of the Residence, and if visible from a Private Road, must be screened by landscaping, a garage or an approved Outbuilding. They may be parked in front of the Front Line of the Residence for no more than forty-eight (48) hours for loading, unloading and cleaning. No recreational vehicle or camper may be used as living quarters on a Lot, except by visiting guests for no more than fourteen (14) days in a calendar year.

### § 5.13 Vehicles.
No inoperable, unlicensed or junked vehicle may be kept on a Lot unless it is in a garage or Outbuilding. No vehicle may be parked on the shoulders of a Private Road overnight. Commercial trucks with more than two (2) axles may not be parked on a Lot except while making deliveries or providing services. All-terrain vehicles, dirt bikes and golf carts may be operated on the Private Roads only by licensed drivers and only for travel to and from the Owner's Lot, and may not be operated on the walking trail or on other Owners' Lots without permission.

### § 5.14 Nuisances.
No noxious or offensive activity may be carried on upon any Lot, and nothing may be done on a Lot that is or may become an annoyance or nuisance to the neighborhood, including excessive noise, bright outdoor lighting shining onto other Lots, or the accumulation of materials that breed insects or rodents.

### § 5.15 Antennas and Satellite Dishes.
Satellite dishes not more than one (1) meter in diameter and antennas protected by federal law are permitted and should be placed where they are least visible from the Private Roads, to the extent this does not impair reception. Freestanding towers require the approval of the Committee.

### § 5.16 Pond and Creek.
The pond and Little Creek may be used for fishing on a catch-and-release basis and for nonmotorized boating by Owners, their families and accompanied guests. Swimming in the pond is at the user's own risk. No chemicals, fertilizers or waste may be discharged into the pond or the creek.

## PART SIX - MAINTENANCE OF LOTS

### § 6.01 Owner's Duty to Maintain.
Each Owner shall keep the Lot and all improvements on it in good order and repair, including the Residence, Outbuildings, fences, driveways and the portion of the driveway within the right-of-way of the Private Road, and shall keep the exterior of all structures painted and in good condition.

### § 6.02 Grass, Weeds and Junk.
Lawns and cleared areas within two hundred (200) feet of the Residence or within fifty (50) feet of a Private Road must be mowed so that grass and weeds do not exceed eight (8) inches in height. Pastures and natural wooded areas need not be mowed but must be kept free of invasive vines and dead trees that threaten a road, a structure or a neighboring Lot. No junk, scrap metal, appliances, building materials, old tires, abandoned furniture or other debris may be kept on a Lot outside a garage or Outbuilding, except building materials during approved construction.

### § 6.03 Failure to Maintain.
If an Owner fails to maintain the Lot as required by this Part, the Board may give the Owner written notice describing the work needed. If the work is not done within thirty (30) days after the notice, the Association may, after notice and an opportunity to be heard under § 8.02, enter the Lot and do the work, and the cost shall be levied against the Lot as an individual charge.

### § 6.04 Driveways and Culverts.
Each Owner shall keep the culvert under the driveway where it meets a Private Road clear of debris so that water drains freely. Driveway connections to a Private Road must be approved by the Committee and must include a culvert of at least fifteen (15) inches in diameter.

## PART SEVEN - EASEMENTS AND PRIVATE ROADS

### § 7.01 Utility Easements.
Easements for the installation and maintenance of electric, telephone, cable, internet and other utility lines and drainage facilities are reserved over a strip ten (10) feet wide along each Lot line and twenty (20) feet wide along each Private Road, as shown on the plats. No structure, planting or fence may be placed within these easements that may interfere with the utilities or the flow of drainage.

### § 7.02 Private Roads.
The Private Roads are Common Area owned by the Association and are not maintained by the North Carolina Department of Transportation or by Orange County. The Association shall maintain, repair and resurface the Private Roads, their shoulders, ditches and culverts crossing them, and the cost is a common expense paid from assessments. The Board may adopt rules for the use of the Private Roads.

### § 7.03 Easement for Access.
Each Owner, and the Owner's family, tenants, guests and invitees, has a perpetual nonexclusive easement over the Private Roads for access to and from the Owner's Lot and the public road. Emergency vehicles, school buses, delivery vehicles and utility providers have an easement to use the Private Roads.

### § 7.04 Heavy Vehicles and Damage to Roads.
An Owner who is building a Residence or Outbuilding shall notify the Association before heavy equipment or loaded trucks use the Private Roads, and is responsible for repairing any damage to the Private Roads caused by the Owner's contractors and suppliers. The Board may require a road damage deposit before construction begins.

### § 7.05 Trail Easement.
An easement fifteen (15) feet wide for the walking trail along Little Creek is reserved across the Lots shown on the plats as crossed by the trail. The trail is for pedestrians and horseback riding only, and users must stay on the trail.

### § 7.06 Easement for Enforcement.
The Association and its agents have an easement to enter any Lot at reasonable times, after reasonable notice, to inspect for compliance with this Declaration and to perform work the Association is permitted to perform under this Declaration, but may not enter a Residence without the Owner's consent.

## PART EIGHT - ENFORCEMENT

### § 8.01 Compliance.
Every Owner, tenant and occupant of a Lot shall comply with this Declaration, the Bylaws and the rules of the Association. An Owner is responsible for violations by the Owner's family, tenants, guests and contractors.

### § 8.02 Notice and Hearing.
Before the Association levies a fine or suspends any privilege or service for a violation, the Owner must be given written notice of the violation and an opportunity to be heard before an adjudicatory panel appointed by the Board, as required by N.C.G.S. 47F-3-107.1. The panel shall consist of three (3) Owners who are not members of the Board, or the Board itself if no panel has been appointed. The notice must describe the violation, state the proposed sanction, and give the date, time and place of the hearing, which shall be at least ten (10) days after the notice is delivered. The Owner may attend the hearing, present evidence and bring witnesses. The panel shall give the Owner its written decision.

### § 8.03 Fines.
The adjudicatory panel may levy a fine of up to one hundred dollars ($100) for each violation. If the violation continues after the decision of the panel, the panel may levy a fine of up to one hundred dollars ($100) for each day the violation continues, without a further hearing, as permitted by N.C.G.S. 47F-3-107.1. Fines are individual charges against the Lot and may be collected as provided in § 3.06.

### § 8.04 Suspension of Privileges.
After notice and hearing, the Association may suspend the right of an Owner, and of the Owner's family, tenants and guests, to use the pond, the walking trail and other recreational Common Area for as long as a violation continues or an assessment remains delinquent for more than thirty (30) days. The Association may never suspend an Owner's use of the Private Roads for access to the Lot.

### § 8.05 Other Remedies.
The Association or any Owner may sue to enjoin a violation of this Declaration or to recover damages. The Association may also remove or correct a violating improvement after notice and hearing. In any action in which the Association prevails, it may recover its reasonable attorney's fees and costs as permitted by N.C.G.S. 47F-3-120.

### § 8.06 No Waiver.
The failure of the Association or any Owner to enforce any covenant of this Declaration is not a waiver of the right to enforce it later.

## PART NINE - DURATION AND AMENDMENT

### § 9.01 Duration.
This Declaration runs with the land and binds all Lots for a term of thirty (30) years from the date it is recorded, after which it is automatically extended for successive periods of ten (10) years unless terminated by an instrument signed by the Owners of at least eighty percent (80%) of the Lots.

### § 9.02 Amendment.
This Declaration may be amended by the affirmative vote or written agreement of the Owners of at least sixty-seven percent (67%) of the Lots, as permitted by N.C.G.S. 47F-2-117. An amendment takes effect when it is recorded in the Orange County Registry with a certificate signed by the President and Secretary of the Association stating that it was approved by the required number of Owners.

### § 9.03 Limits on Amendment.
No amendment may change the boundaries of a Lot, create a new assessment obligation not allocated equally among the Lots, or take away an Owner's easement of access over the Private Roads without the written consent of each Owner affected.

## PART TEN - GENERAL PROVISIONS

### § 10.01 Conflicts.
If this Declaration conflicts with the Act or other applicable law, the law controls. If this Declaration conflicts with the Articles of Incorporation, the Bylaws or the rules of the Association, this Declaration controls, and the Articles of Incorporation control over the Bylaws and the Bylaws over the rules. Where this Declaration and a county ordinance both regulate the same matter, the more restrictive provision applies.

### § 10.02 Severability.
If any provision of this Declaration is held invalid by a court, the other provisions remain in full force and effect.

### § 10.03 Notices.
Any notice required by this Declaration may be delivered by hand, mailed by first-class mail to the Owner's address in the Association's records, or sent by electronic mail or through the Association's online portal to an Owner who has agreed to receive notices electronically.

### § 10.04 Interpretation.
The headings in this Declaration are for convenience only. This Declaration shall be construed liberally to carry out its purpose of preserving Cedar Ridge Estates as a high-quality rural residential community.

### § 10.05 Effective Date.
This Amended and Restated Declaration takes effect when it is recorded in the Orange County Registry, and from that date it governs all Lots in Cedar Ridge Estates, including Lots and improvements existing on that date, except that any structure lawfully in place under the prior declaration may remain until it is replaced.`,
};
