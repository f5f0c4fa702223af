import type { GoverningDocumentSource } from './source';

export const harborPointeDeclaration: GoverningDocumentSource = {
  fileName: 'Harbor Pointe Declaration.pdf',
  title: 'Declaration of Condominium for Harbor Pointe, a Condominium',
  body: `Harbor Pointe Development, LLC, a Florida limited liability company (the "Developer"), being the owner of record of the land described in Exhibit "A", makes this Declaration of Condominium and submits that land, together with the improvements on it, to the condominium form of ownership under Chapter 718 of the Florida Statutes, known as the Condominium Act, as amended from time to time.

## 1. SUBMISSION AND NAME

### 1.1 Submission to Condominium Ownership.
The land described in Exhibit "A", together with all buildings, docks, piers, seawalls and other improvements on it and all easements and rights appurtenant to it, is submitted to the condominium form of ownership. The condominium is created under, and shall be governed by, the Condominium Act, except where this Declaration lawfully provides otherwise.

### 1.2 Name and Address.
The name of the condominium is Harbor Pointe, a Condominium (the "Condominium"). Its street address is 400 Harbor Pointe Drive, and it lies on the east shore of the bay in Pinellas County, Florida.

### 1.3 Description of the Condominium.
The Condominium consists of ninety-six (96) residential Units in two mid-rise buildings known as the North Tower and the South Tower, a clubhouse, a swimming pool and pool deck, a fitness room, a covered parking structure, and a marina containing sixty (60) boat slips, a transient dock, a boathouse and a seawall running along the entire waterfront of the property.

## 2. DEFINITIONS

### 2.1 General.
The terms used in this Declaration and in its exhibits have the meanings given to them in Section 718.103 of the Condominium Act unless this Article gives them a different meaning or the context requires otherwise.

### 2.2 Association.
"Association" means Harbor Pointe Condominium Association, Inc., a Florida corporation not for profit, which is the entity responsible for the operation of the Condominium.

### 2.3 Board.
"Board" means the Board of Directors of the Association, elected as provided in the Bylaws.

### 2.4 Unit and Unit Owner.
"Unit" means a part of the Condominium property that is subject to exclusive ownership, as shown on the survey and plot plan attached as Exhibit "B". "Unit Owner" or "Owner" means the record owner of a Unit.

### 2.5 Common Elements.
"Common Elements" means all portions of the Condominium property that are not included within the Units, including the land, the structural parts of the buildings, the roofs, the seawall, the docks and piers, the pool, the fitness room, the clubhouse, and all facilities for the furnishing of utility services to more than one Unit.

### 2.6 Limited Common Elements.
"Limited Common Elements" means those Common Elements reserved for the use of a certain Unit or Units to the exclusion of other Units, as described in Article 4.

### 2.7 Boat Slip.
"Boat Slip" or "Slip" means one of the sixty (60) numbered wet slips in the marina, each of which is a Limited Common Element once assigned to a Unit.

### 2.8 Common Expenses.
"Common Expenses" means all expenses properly incurred by the Association in the operation, maintenance, repair, replacement and insurance of the Condominium property, and any other expense declared a Common Expense by this Declaration or the Bylaws.

### 2.9 Rules and Regulations.
"Rules and Regulations" means the rules adopted by the Board from time to time for the use of the Common Elements, including the Harbor Pointe Marina Rules.

### 2.10 Occupant and Tenant.
"Occupant" means any person living in a Unit, whether as an Owner, a family member, a guest or a Tenant. "Tenant" means a person occupying a Unit under a lease.

### 2.11 Vessel.
"Vessel" means any boat, watercraft or other craft used or capable of being used as a means of transportation on water, including personal watercraft.

## 3. UNITS AND BOUNDARIES

### 3.1 Units.
The Condominium contains ninety-six (96) Units, forty-eight (48) in each tower, identified by number on Exhibit "B". Each Unit, together with its undivided share of the Common Elements and the Limited Common Elements appurtenant to it, is a separate parcel of real property that may be owned, sold, mortgaged and conveyed.

### 3.2 Upper and Lower Boundaries.
The upper boundary of each Unit is the horizontal plane of the unfinished lower surface of the ceiling slab. The lower boundary of each Unit is the horizontal plane of the unfinished upper surface of the floor slab.

### 3.3 Perimeter Boundaries.
The perimeter boundaries of each Unit are the vertical planes of the unfinished interior surfaces of the walls bounding the Unit. Where there is an opening in a perimeter wall, the boundary extends to the exterior unfinished surface of the windows, sliding glass doors and entry doors, so that all glass, frames and doors are part of the Unit.

### 3.4 Apportionment of Elements Serving a Unit.
All interior partitions, fixtures, appliances, water heaters and the air conditioning system serving only one Unit, including the compressor and air handler wherever located, are part of that Unit. Pipes, wires and ducts serving only one Unit are part of that Unit from the point where they leave a shared line.

### 3.5 Share of Common Elements and Common Expenses.
Each Unit owns an undivided share of the Common Elements and is liable for a share of the Common Expenses, in the proportion set out in Exhibit "C", which is based on the square footage of the Unit. The share may not be separated from the Unit and passes with title to the Unit whether or not separately described.

## 4. COMMON ELEMENTS AND LIMITED COMMON ELEMENTS

### 4.1 Use of Common Elements.
Each Owner and Occupant may use the Common Elements for the purposes for which they are intended, subject to this Declaration and the Rules and Regulations. The Board may set hours and reasonable rules for the use of the pool, the fitness room and the clubhouse.

### 4.2 Limited Common Elements.
The balcony adjoining each Unit, the storage locker assigned to it, the parking space assigned to it, and any Boat Slip assigned to it are Limited Common Elements reserved for the exclusive use of that Unit.

### 4.3 Assignment of Boat Slips.
The sixty (60) Boat Slips were assigned by the Developer to Units at the time of first sale, as shown on Exhibit "D". A Unit may have no more than one Boat Slip assigned to it. Any Slip not assigned to a Unit, or later surrendered to the Association, shall be assigned by the Board to the Owner at the top of the marina waiting list kept under the Marina Rules, by an instrument recorded in the Public Records.

### 4.4 Transfer of Boat Slips.
A Boat Slip is appurtenant to the Unit to which it is assigned and may be transferred only together with that Unit. A Slip may not be sold, conveyed, mortgaged or assigned separately from the Unit, and any attempt to do so is void. With the written consent of the Board, two Owners may exchange their assigned Slips with each other by a recorded amendment to Exhibit "D" signed by both Owners and the Association.

### 4.5 Use of Boat Slips by Tenants.
When a Unit is leased, the right to use the Boat Slip assigned to it passes to the Tenant for the term of the lease, and the Owner may not use the Slip during that term. A Slip may not be leased or lent to anyone who is not an Owner or Tenant of a Unit.

### 4.6 No Liveaboards.
No person may live aboard a Vessel kept in the marina. No Vessel may be occupied overnight or used as a residence, sleeping quarters or guest accommodation, whether permanently or temporarily.

### 4.7 Storage Lockers.
Each Unit has one storage locker on the ground floor of its tower. No flammable, combustible or hazardous materials, including gasoline and propane tanks, may be kept in a storage locker.

## 5. THE ASSOCIATION

### 5.1 Powers and Duties.
The Association is responsible for the operation of the Condominium and has all of the powers and duties given to it by the Condominium Act, its Articles of Incorporation, its Bylaws and this Declaration.

### 5.2 Membership and Voting.
Every Owner is a member of the Association. Each Unit has one vote, which is cast by the Owner or by the person named in a voting certificate filed with the Association when a Unit is owned by more than one person or by an entity.

### 5.3 Board of Directors.
The affairs of the Association are managed by a Board of five (5) directors, elected by the members as provided in the Bylaws.

### 5.4 Access to Units.
The Association has an irrevocable right of access to each Unit during reasonable hours when necessary for the maintenance, repair or replacement of any Common Element or of any portion of a Unit the Association must maintain, and at any time to prevent damage to the Common Elements or to another Unit. Each Owner shall provide the Association with a key to the Unit.

## 6. ASSESSMENTS

### 6.1 Annual Budget.
The Board shall adopt an annual budget of Common Expenses, including reserves for roof replacement, painting, paving, the seawall, the docks and other items as required by Section 718.112 of the Condominium Act. The budget is divided among the Units according to their shares of the Common Expenses.

### 6.2 Monthly Installments.
Each Owner shall pay the Unit's share of the annual budget in twelve equal monthly installments. Each installment is due on the first (1st) day of the month, without notice or demand.

### 6.3 Special Assessments.
The Board may levy special assessments for Common Expenses not provided for in the annual budget. The notice of a special assessment must state its specific purpose, and the funds collected may be used only for that purpose.

### 6.4 Late Fees and Interest.
An installment or assessment that is not paid within ten (10) days after its due date is delinquent and shall bear a late fee of twenty-five dollars ($25.00). Delinquent amounts also bear interest at the rate of eighteen percent (18%) per year from the due date until paid. Payments are applied first to interest, then to late fees, then to costs and reasonable attorney's fees, and then to the delinquent assessment, as provided in Section 718.116 of the Florida Statutes.

### 6.5 Lien for Assessments.
The Association has a lien on each Unit for unpaid assessments, interest, late fees, costs and reasonable attorney's fees incurred in collection. The lien is effective from the recording of this Declaration but secures only amounts due when a claim of lien is recorded, and it may be foreclosed in the manner provided in Section 718.116 of the Florida Statutes.

### 6.6 Personal Liability.
Each Owner is personally liable for all assessments that come due while he or she owns the Unit, and a buyer is jointly and severally liable with the seller for all unpaid assessments due up to the time of transfer of title.

### 6.7 No Waiver or Exemption.
No Owner may be excused from paying assessments by waiving the use of the Common Elements, by abandoning the Unit, or because of a claim against the Association.

### 6.8 Suspension of Use Rights.
The Association may suspend the right of an Owner who is more than ninety (90) days delinquent in paying any monetary obligation, and of that Owner's Tenants and guests, to use the pool, the fitness room, the clubhouse and the Owner's assigned Boat Slip, as permitted by Section 718.303 of the Florida Statutes.

## 7. INSURANCE

### 7.1 Association Insurance.
The Association shall keep the buildings and all other insurable improvements of the Condominium property insured for their full insurable value on a replacement cost basis against loss by fire, windstorm, flood and other hazards, as required by Section 718.111(11) of the Florida Statutes. The policy covers the structure of the buildings and the Common Elements, including the docks and seawall where coverage is reasonably available.

### 7.2 Items the Association Does Not Insure.
The Association's property insurance does not cover floor, wall and ceiling coverings, electrical fixtures, appliances, water heaters, water filters, built-in cabinets and countertops, window treatments, or any other personal property inside a Unit, nor any Vessel kept in the marina.

### 7.3 Owner's Insurance.
Each Owner shall obtain and keep in force an HO-6 condominium unit owner's policy covering the items listed in Section 7.2, personal property, and improvements and betterments made to the Unit, together with personal liability coverage of not less than three hundred thousand dollars ($300,000). The Association shall be named as an additional interested party, and the Owner shall give the Association a certificate of insurance each year on request.

### 7.4 Liability Insurance and Fidelity Bond.
The Association shall carry general liability insurance for the Common Elements, including the marina, and a fidelity bond covering every person who controls or disburses Association funds.

### 7.5 Deductibles.
When a loss to the Condominium property is caused by the negligence of an Owner or Occupant, or by the failure of an item the Owner must maintain, such as a water heater, washing machine hose or air conditioning unit, the Owner is responsible for the Association's deductible and for the cost of repairs not covered by insurance.

## 8. MAINTENANCE AND REPAIR

### 8.1 Owner's Responsibility.
Each Owner, at the Owner's expense, shall maintain, repair and replace everything within the boundaries of the Unit, including interior walls, floor coverings, cabinets, plumbing and electrical fixtures, appliances and the water heater. The Owner is also responsible for the windows, window frames, sliding glass doors and the entry door of the Unit, and for any hurricane shutters installed on the Unit.

### 8.2 Air Conditioning.
Each Owner shall maintain, repair and replace the air conditioning and heating system serving the Unit, including the air handler, ducts, condensate line and the compressor located on the roof or in the mechanical area. The Owner shall have the system serviced at least once a year and keep the condensate line clear so that water does not leak into other Units.

### 8.3 Balconies.
Each Owner shall keep the balcony of the Unit clean and free of debris and shall maintain any floor covering the Owner installs on it. The Association maintains the balcony slab, the railings and the exterior surfaces.

### 8.4 Association's Responsibility.
The Association shall maintain, repair and replace all Common Elements, including the roof, the exterior walls and exterior painting of the buildings, the structural slabs, the elevators, the hallways, the parking structure, the pool, the fitness room, the clubhouse, the docks, piers and pilings, and the landscaping. The cost is a Common Expense.

### 8.5 Seawall.
The Association shall inspect the seawall at least once every five (5) years by a licensed engineer and shall maintain, repair and replace the seawall, its caps and tiebacks as needed. No Owner may attach anything to the seawall, dock or pilings or alter them in any way.

### 8.6 Damage Caused by an Owner.
If an Owner, an Occupant or a guest damages any Common Element or another Unit, or if an item the Owner must maintain fails and causes damage, the Owner shall pay the cost of the repair to the extent not paid by insurance.

### 8.7 Failure to Maintain.
If an Owner fails to perform maintenance required by this Article, the Association may, after fourteen (14) days' written notice, or at once in an emergency, enter the Unit and perform it, and the cost shall be charged to the Owner and collected as an assessment.

## 9. ALTERATIONS AND IMPROVEMENTS

### 9.1 Alterations by Owners.
No Owner may make any structural alteration to a Unit, remove or alter any load-bearing wall, or alter any plumbing, electrical or mechanical line that serves another Unit, without the prior written approval of the Board and any permit required by law. Work must be done by licensed and insured contractors.

### 9.2 Hard-Surface Floors.
No Owner may install tile, marble, wood, laminate or any other hard-surface flooring in any part of a Unit above the ground floor, other than in the kitchen and bathrooms as originally built, without the prior written approval of the Board. The application must include the specifications of a sound-deadening underlayment with an impact insulation class (IIC) rating of at least fifty-five (55). If hard flooring is installed without approval or without an approved underlayment, the Board may require the Owner to remove it at the Owner's expense.

### 9.3 Exterior Appearance.
No Owner may change the exterior appearance of a Unit or of the buildings in any way, including by painting or altering the exterior of entry doors, replacing windows or sliding doors with a different color or style, enclosing a balcony, or installing awnings, screens, antennas or satellite dishes on the exterior, except as permitted by law or approved in writing by the Board.

### 9.4 Hurricane Shutters.
The Board has adopted a uniform specification for hurricane shutters, which include accordion shutters in a bronze finish and clear impact-resistant panels. An Owner may install hurricane shutters only of the approved style and color, by a licensed contractor, after submitting the plans to the Board. The Board may not deny an application for shutters that meet the specification and the Florida Building Code.

### 9.5 Window Treatments.
Window treatments visible from the outside of a Unit must have a white or off-white backing. Foil, reflective film and sheets may not be used as window coverings.

### 9.6 Alterations by the Association.
The Association may make material alterations or substantial additions to the Common Elements only with the approval of a majority of the voting interests, except that the Board may make alterations costing in total not more than fifty thousand dollars ($50,000) in any fiscal year without a vote of the members.

## 10. EASEMENTS

### 10.1 Utilities.
The Association has easements over the Common Elements for the installation, maintenance and repair of utility lines and equipment serving the Condominium.

### 10.2 Encroachments.
If any part of a Unit encroaches on the Common Elements, or any Common Element encroaches on a Unit, because of settling, shifting or reconstruction, a valid easement exists for the encroachment for as long as it lasts.

### 10.3 Ingress and Egress.
Each Owner and Occupant has a non-exclusive easement over the walkways, hallways, elevators, driveways and docks of the Common Elements for access to the Owner's Unit, parking space, storage locker and Boat Slip.

## 11. DAMAGE, DESTRUCTION AND CONDEMNATION

### 11.1 Repair After Casualty.
If any part of the Condominium property is damaged by fire, windstorm, flood or other casualty, it shall be repaired and restored by the Association using the insurance proceeds, unless the Condominium is terminated as provided in the Condominium Act.

### 11.2 Shortfall.
If the insurance proceeds are not enough to pay for the repair of the Common Elements, the Board shall levy a special assessment against all Units for the shortfall.

### 11.3 Condemnation.
Any award for the taking of Common Elements by eminent domain shall be paid to the Association and used to restore the remaining property or distributed as provided in the Condominium Act.

## 12. USE RESTRICTIONS

### 12.1 Residential Use.
Each Unit shall be used only as a private residence for one family and its guests. No business may be conducted in a Unit that involves customers, clients or employees coming to the Unit, deliveries of inventory, or any sign or advertising on the property. Working from home by computer or telephone is permitted.

### 12.2 Guests.
An Owner may have guests stay in the Unit while the Owner is in residence. Guests may occupy a Unit in the Owner's absence for no more than thirty (30) days in a calendar year, and the Owner shall register them with the Association before arrival.

### 12.3 Leasing.
A Unit may be leased only in its entirety, and only for a term of at least ninety (90) consecutive days. A Unit may not be leased more than twice in any calendar year. No room or part of a Unit may be rented, and no Unit may be offered for nightly, weekly or vacation rental, including through any online short-term rental service. Every lease must be in writing, must state that the Tenant is bound by this Declaration and the Rules and Regulations, and must be delivered to the Association with a copy of the Tenant's application.

### 12.4 Approval of Tenants.
No lease is valid until the Tenant has been approved by the Board. The Owner shall submit the Tenant's application, a copy of the proposed lease and an application fee of one hundred dollars ($100) at least twenty (20) days before the start of the lease. The Board may require a background check and a personal interview, and shall approve or disapprove the application within fifteen (15) days after it receives a complete application. The Board may disapprove a Tenant who has a record of violent crime, who gave false information in the application, or while the Owner is delinquent in assessments.

### 12.5 Pets.
An Owner or Tenant may keep no more than one (1) dog or one (1) cat in a Unit, which may not weigh more than thirty (30) pounds when fully grown. Fish in aquariums of not more than fifty (50) gallons and caged birds that are not loud may also be kept. No reptiles, rodents, poultry or other animals may be kept. Pets must be kept on a leash and under control at all times outside the Unit, may not be taken into the pool area, the fitness room or the clubhouse, and must be walked only in the pet area on the north side of the property. Owners must clean up after their pets at once. A pet that causes a nuisance or threatens people may be removed by order of the Board. Service animals and emotional support animals are permitted as required by law.

### 12.6 Balconies.
No charcoal, gas or electric grill or any other cooking device with an open flame may be used or kept on a balcony, as provided by the Florida Fire Prevention Code. Grills may be used only in the grill area next to the pool. Nothing may be hung on or over the balcony railings, including towels, clothing, rugs, bathing suits, flags and plants. Only outdoor furniture and potted plants in saucers may be kept on a balcony, and nothing may be swept, shaken or thrown from a balcony.

### 12.7 Parking.
Each Unit has one (1) assigned parking space in the parking structure, which is a Limited Common Element. Additional vehicles may be parked only in the open spaces, if available, by permit. Guest parking spaces are for guests only and may be used by the same vehicle for no more than seventy-two (72) hours in any seven (7) day period, with a guest pass displayed. No boat, trailer, recreational vehicle, commercial truck or inoperable vehicle may be parked on the property, except that a boat trailer may be parked for not more than four (4) hours while a Vessel is launched or retrieved. Vehicles parked in violation of this Section may be towed at the owner's expense.

### 12.8 Nuisances and Noise.
No Occupant may make or allow any noise, odor or activity that unreasonably disturbs other Occupants. Quiet hours are from 10:00 p.m. to 8:00 a.m. Construction and remodeling work in Units is permitted only from 8:00 a.m. to 5:00 p.m. Monday through Friday, and 9:00 a.m. to 3:00 p.m. on Saturday, and never on Sundays or legal holidays.

### 12.9 Signs.
No sign, notice or advertisement, including "For Sale" or "For Rent" signs, may be displayed on the exterior of a Unit, in a window or on a Vessel, except as permitted by the Board. An Owner may display one portable, removable United States flag and one official flag of the State of Florida or of a branch of the armed forces in a respectful manner, as permitted by Section 718.113 of the Florida Statutes.

### 12.10 Trash.
Household trash must be bagged and placed in the trash chute or the dumpster room of each tower. Boxes must be broken down and placed in the recycling containers. Large items and construction debris must be removed from the property by the Owner or the Owner's contractor.

### 12.11 Sale of Units.
An Owner who intends to sell a Unit shall notify the Association in writing of the name of the buyer and the date of closing, and the buyer shall receive copies of this Declaration, the Rules and Regulations and the Marina Rules.

## 13. MARINA

### 13.1 Use of the Marina.
The marina is for the private use of Owners and Tenants and their guests. Each Boat Slip may be used only by the Owner or Tenant of the Unit to which it is assigned, for one Vessel registered in the name of that Owner or Tenant.

### 13.2 Size of Vessels.
No Vessel longer than thirty-two (32) feet in overall length, including bow pulpits, swim platforms, outboard motors and other projections, may be kept in a Boat Slip. A Vessel may not extend beyond the end of the finger pier or into the fairway, and its beam must allow it to fit within the Slip without touching a neighboring Vessel.

### 13.3 Registration and Insurance.
Before a Vessel is kept in the marina, the Owner or Tenant shall register it with the Association by giving its name, length, state registration or documentation number and a copy of the Vessel's insurance. Each Vessel must be insured for liability, including fuel spill and wreck removal, in an amount of not less than three hundred thousand dollars ($300,000), and the policy must name the Association as an additional insured. Proof of insurance must be given to the Association each year.

### 13.4 Condition of Vessels.
Each Vessel must be kept seaworthy, clean and in good condition, and must be able to leave the Slip under its own power. A Vessel that sinks, becomes derelict or is not moved for more than twelve (12) months may be removed by the Association at the Owner's expense after thirty (30) days' written notice.

### 13.5 No Fueling at the Docks.
No Vessel may be fueled at the docks, and no gasoline, diesel fuel or portable fuel container may be brought onto or stored on the docks or in a dock box.

### 13.6 Repairs.
No repairs may be made to a Vessel while it is in the marina, other than minor maintenance such as washing, waxing, changing a light bulb, or replacing lines and fenders. Engine overhauls, hull painting, sanding, fiberglass work and any work requiring a contractor other than a licensed marine technician for a minor service call are prohibited.

### 13.7 Marina Rules.
The Board may adopt Marina Rules governing the use of the docks, the transient dock, the boathouse, the kayak racks and the marina waiting list. The Marina Rules are binding on all Owners, Tenants and guests as if set out in this Declaration.

### 13.8 Marina Expenses.
The cost of maintaining the docks, piers and pilings is a Common Expense shared by all Units. The Board may charge Owners to whom a Slip is assigned a reasonable fee for electricity and water used at the Slips.

### 13.9 Release.
The Association is not responsible for any loss of or damage to a Vessel or its contents, or for any injury, caused by storms, high water, theft, vandalism or other Vessels, except to the extent caused by the Association's own negligence.

## 14. HURRICANE PREPARATIONS

### 14.1 Shutters.
Within forty-eight (48) hours after a hurricane watch or hurricane warning is issued by the National Hurricane Center for the area of the Condominium, each Owner shall close any hurricane shutters on the Unit and remove all furniture, plants and other items from the balcony. The Association's staff will close shutters of Units whose Owners are absent, and the Owner shall pay a reasonable charge for this service.

### 14.2 Vessels.
Within forty-eight (48) hours after a hurricane warning is issued, each Owner or Tenant with a Vessel in the marina shall remove it from the marina or secure it in the Slip with doubled storm lines, extra fenders and chafe protection, and shall remove biminis, canvas and loose items. A Vessel that is not removed or secured may be secured or removed by the Association at the Owner's expense, but the Association has no duty to do so.

### 14.3 Caretaker for Unattended Units.
An Owner who will be away from the Unit for more than seven (7) days between June 1 and November 30 shall designate a responsible caretaker, who may be a person or a company, to prepare the Unit and any Vessel for a storm and to inspect them after a storm. The Owner shall give the caretaker's name and telephone number to the Association in writing. If the Owner fails to do so, the Association may do the work at the Owner's expense.

### 14.4 Evacuation.
When the county orders an evacuation of the area, the Association may shut off elevators and utilities to the buildings, and Occupants shall leave the property. The clubhouse may not be used as a shelter.

## 15. ENFORCEMENT

### 15.1 Compliance.
Each Owner, Tenant, Occupant and guest shall comply with this Declaration, the Articles, the Bylaws, the Rules and Regulations and the Marina Rules. An Owner is responsible for violations by the Owner's Tenants, family members and guests.

### 15.2 Fines.
The Association may levy a reasonable fine against an Owner, Tenant or guest for a violation, as provided in Section 718.303 of the Florida Statutes. A fine may not exceed one hundred dollars ($100) per violation. A fine may be levied for each day of a continuing violation, but the total fine for a continuing violation may not exceed one thousand dollars ($1,000). A fine of less than one thousand dollars ($1,000) may not become a lien on the Unit.

### 15.3 Notice and Hearing.
A fine may not be imposed, and use rights may not be suspended for a violation, until the Owner and, if applicable, the Tenant have been given at least fourteen (14) days' written notice and an opportunity for a hearing before a committee of at least three (3) members appointed by the Board who are not directors, employees of the Association, or relatives of a director or employee. If the committee does not approve the proposed fine or suspension by a majority vote, it may not be imposed. A fine approved by the committee is due five (5) days after the committee's written notice to the Owner.

### 15.4 Other Remedies.
In addition to fines, the Association may sue for damages or an injunction, may suspend use of the Common Elements as provided by law, and may tow vehicles and remove Vessels as provided in this Declaration. The prevailing party in any action to enforce this Declaration is entitled to recover reasonable attorney's fees and costs.

### 15.5 No Waiver.
The failure of the Association to enforce any provision of this Declaration is not a waiver of the right to enforce it later.

## 16. AMENDMENT

### 16.1 Proposal.
An amendment to this Declaration may be proposed by a majority of the Board or by written petition of at least twenty-five percent (25%) of the voting interests.

### 16.2 Approval.
An amendment must be approved by at least two-thirds (2/3) of the voting interests of the Association, voting in person or by proxy at a meeting called for that purpose, or by written consent. An amendment that changes the share of Common Expenses of a Unit, changes the boundaries of a Unit, or changes the assignment of a Boat Slip requires the approval of the Owner of each affected Unit.

### 16.3 Leasing Amendments.
An amendment that prohibits or further restricts leasing applies only to Owners who consent to it and to Owners who acquire title after the amendment is recorded, as provided in Section 718.110(13) of the Florida Statutes.

### 16.4 Recording.
An amendment takes effect when it is recorded in the Public Records of Pinellas County with a certificate of the Association stating that it was properly adopted.

## 17. GENERAL PROVISIONS

### 17.1 Severability.
If any provision of this Declaration is held invalid, the remaining provisions remain in full force.

### 17.2 Conflicts.
If this Declaration conflicts with the Condominium Act, the Act controls. If this Declaration conflicts with the Articles, the Bylaws or the Rules and Regulations, this Declaration controls.

### 17.3 Notices.
Notices to an Owner may be delivered by hand, mailed to the Unit or to the address the Owner gives the Association, or sent by electronic means to an Owner who has consented in writing to receive notice electronically, including through the Association's online portal.

### 17.4 Headings and Gender.
The headings in this Declaration are for convenience only and do not limit its meaning. The singular includes the plural and one gender includes all genders.

### 17.5 Covenants Running with the Land.
This Declaration and all of its provisions run with the land and bind every Owner, Tenant and Occupant and their heirs, successors and assigns.`,
};
