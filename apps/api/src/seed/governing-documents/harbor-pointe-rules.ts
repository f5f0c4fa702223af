import type { GoverningDocumentSource } from './source';

export const harborPointeRules: GoverningDocumentSource = {
  fileName: 'Rules and Regulations.pdf',
  title: 'Harbor Pointe Condominium Rules and Regulations',
  body: `HARBOR POINTE CONDOMINIUM ASSOCIATION, INC.

RULES AND REGULATIONS

Adopted by the Board of Directors under Sections 4.1 and 13.7 of the Declaration of Condominium for Harbor Pointe, a Condominium, and effective upon delivery to the Owners. These Rules and Regulations replace all earlier house rules, policies and notices of the Association on the same subjects. The Harbor Pointe Marina Rules are published separately and are not changed by this document.

These Rules apply to every Owner, Tenant, Occupant and guest. Capitalized words that are not defined here have the meaning given to them in the Declaration. If these Rules conflict with the Declaration, the Declaration controls, as provided in Section 17.2 of the Declaration. Questions about these Rules may be sent to the management office through the Association's online portal.

## SECTION A - POOL AND SPA

### A-1 Pool Hours

The pool and pool deck are open every day of the year, including holidays, from 8:00 a.m. to 10:00 p.m. No one may be in the pool, the spa or on the pool deck outside these hours. The pool may be closed without notice for cleaning, repairs, chemical treatment, lightning or storms, or when the county health department requires it.

### A-2 Pool Heating

The pool is heated from November 1 through April 30 each year to a target temperature of approximately 82 degrees Fahrenheit. From May 1 through October 31 the pool is not heated. The pool heater may be shut off for repairs or during a cold snap when it cannot keep up, and the Association does not guarantee any particular water temperature. Residents may not adjust the heater, the pool pump or any pool equipment.

### A-3 Spa

The spa is heated year-round and is open from 8:00 a.m. to 9:00 p.m. daily, one hour before the pool closes. No more than eight (8) persons may use the spa at one time. No bubble bath, soap, oils or other products may be put in the spa, and the spa cover and jets may not be tampered with.

### A-4 No Lifeguard

No lifeguard is on duty at any time. Everyone who uses the pool or spa does so at his or her own risk. The Association is not responsible for accidents or injuries at the pool. Running, diving and rough play are not allowed. The emergency telephone is located at the pool gate and dials 911 directly.

### A-5 Children

Children under twelve (12) years of age must be accompanied and supervised at all times by a parent or another responsible adult at least eighteen (18) years old who stays on the pool deck with them. Children under twelve may not use the spa. Children who are not toilet trained must wear swim diapers with snug-fitting plastic pants in the pool.

### A-6 Guests

Each Unit may bring no more than four (4) guests to the pool at one time. The Owner or Tenant who invites them must be present at the pool with the guests for the entire visit.

### A-7 Glass, Food and Drinks

No glass of any kind is permitted in the pool area, including glass bottles, drinking glasses, wine glasses and glass dishes. Drinks must be in cans, plastic or other unbreakable containers. Food may be eaten only at the tables on the pool deck and not in the pool or within four feet of the water's edge. All trash must be placed in the containers provided. If glass breaks in the pool area, the pool must be drained and cleaned, and the Owner responsible will be charged for the cost.

### A-8 No Pets at the Pool

No pets are permitted in the pool, in the spa or anywhere inside the pool gate, as provided in Section 12.5 of the Declaration. This rule does not apply to service animals as required by law, but service animals may not enter the water.

### A-9 Music and Noise

Music, videos and games may be played at the pool only with headphones or earbuds. Portable speakers are not allowed. Residents must keep their voices and behavior at a level that does not disturb other residents or the Units overlooking the pool deck.

### A-10 Chairs and Reservations

The pool deck may not be reserved for private use. Chairs, lounges, umbrellas and tables are available on a first come, first served basis and may not be saved with towels or personal items for someone who is not present. Furniture may not be removed from the pool deck, and umbrellas must be closed when a resident leaves.

## SECTION B - FITNESS ROOM

### B-1 Fitness Room Hours and Access

The fitness room is open every day from 5:00 a.m. to 11:00 p.m. Entry is by the resident's electronic key fob, which is programmed for the fitness room door. Residents may not prop the door open, lend their fob or admit persons who do not have access. The fitness room may be closed for cleaning and equipment service.

### B-2 Age Limit

Residents and guests must be at least sixteen (16) years old to use the fitness room. No one under sixteen may be in the fitness room, even with a parent.

### B-3 Use of Equipment

Athletic shoes and appropriate workout clothing must be worn. Users must wipe down equipment after use with the cleaning supplies provided and return weights to their racks. When others are waiting, use of a treadmill, bike or other cardio machine is limited to thirty (30) minutes. Equipment may not be moved, and any broken equipment must be reported to the management office at once. Pets are not allowed in the fitness room.

### B-4 Guests and Trainers

A resident may bring one (1) guest to the fitness room, and the resident must be present. A resident may use a personal trainer only if the trainer first gives the management office a certificate of liability insurance.

## SECTION C - CLUBROOM AND GRILLS

### C-1 Clubroom Reservations

The clubroom in the clubhouse may be reserved by an Owner or Tenant for a private event through the reservations page of the Association's online portal. Reservations are accepted up to sixty (60) days in advance and are confirmed only when the portal shows the reservation as approved. When it is not reserved, the clubroom is open to all residents from 8:00 a.m. to 10:00 p.m. A resident may not reserve the clubroom for a business purpose or for an event for which admission is charged.

### C-2 Clubroom Deposit and Cleaning

A refundable deposit of one hundred fifty dollars ($150) is due when the reservation is approved. The resident who made the reservation must attend the event for its entire duration, is responsible for the conduct of the guests, and must clean the clubroom and remove all trash by 10:00 p.m. The deposit will be returned after staff inspects the clubroom, less the cost of any cleaning or damage.

### C-3 Grills

Grilling is permitted only with the Association's gas grills in the grill area on the pool deck. No charcoal, gas, electric or other grill may be used or kept on any balcony or on the patio of a ground-floor Unit, as provided in Section 12.6 of the Declaration and the Florida Fire Prevention Code. Residents may not bring their own grills, propane tanks or smokers onto the property's common elements.

### C-4 Use of the Grills

The grills are available from 10:00 a.m. to 9:00 p.m. on a first come, first served basis and may not be reserved, except as part of an approved clubroom reservation. Users must turn off the gas supply and burners, brush the grates clean and close the lid when they finish.

## SECTION D - PATIO FENCES AND PRIVACY SCREENS

### D-1 Where Fences Are Allowed

The patio of a ground-floor Unit is the only place on the Condominium property where an Owner may install a fence. With the approval of the Board, the Owner of a ground-floor Unit may enclose the Unit's patio with a fence that meets this Section D. No other fence, wall, gate or enclosure may be installed anywhere else on the property by any Owner, including around a balcony, parking space, storage locker, landscaped area or Boat Slip.

### D-2 Fence Height and Material

A patio fence may not be taller than four (4) feet, measured from the surface of the patio. It must be a white aluminum picket fence of the style shown in the Association's approved fence specification, which is available in the documents area of the portal. A gate in the fence must match it in height, color and style. Chain link, wood, vinyl, wire, bamboo, lattice and solid panel fences are not allowed.

### D-3 Approval of Fences

Before installing or replacing a patio fence, the Owner must submit an architectural review (ARC) request through the Association's online portal, with a drawing showing the location and dimensions of the fence, the manufacturer's product sheet, and the name and license of the installer. No work may begin until the Board has approved the request in writing, as required by Section 9.3 of the Declaration. Posts may be set only in the manner shown in the approved specification, and the installer may not cut into the slab, the building or any irrigation line without the Board's approval.

### D-4 Privacy Screens

The Owner of a ground-floor Unit may attach a privacy screen to an approved patio fence only in the bronze color and style approved by the Board, and only with an approved ARC request. Screens of fabric, reed, bamboo, plastic or any other color are not allowed, and a screen may not extend above the top of the fence.

### D-5 Maintenance and Removal

The Owner must keep an approved fence or privacy screen clean and in good repair. The Owner must remove it, at the Owner's expense, when the Association needs access to the building for repairs or painting. A fence or screen installed without approval may be removed at the Owner's expense.

## SECTION E - PETS IN THE COMMON ELEMENTS

### E-1 Leashes

Whenever a pet is outside its Unit, it must be on a leash no longer than six (6) feet and under the physical control of a responsible person, or carried, as required by Section 12.5 of the Declaration. This applies in the lobbies, hallways, parking structure, walkways and grounds. Pets may not be left tied up or unattended anywhere in the common elements.

### E-2 Elevators and Lobbies

A pet must be carried, or kept in a carrier, whenever it is in an elevator, and must be carried or held close on a short leash when passing through the lobby. When the service elevator is available, residents are encouraged to use it with their pets.

### E-3 Pet Relief Area

Pets may relieve themselves only in the fenced pet relief area on the north side of the property, which is the pet area described in Section 12.5 of the Declaration. Pets may not relieve themselves in the landscaping, on the lawns around the towers, in the parking structure, on the walkways or on a balcony or patio.

### E-4 Pet Waste

The person walking a pet must pick up its waste at once, seal it in a bag and place it in the pet waste station at the pet relief area or in the trash chute. Waste bags are provided at the pet relief area. Pet waste may not be put in the recycling containers or left in the landscaping.

## SECTION F - MOVE-INS, MOVE-OUTS AND DELIVERIES

### F-1 Reserving the Service Elevator

Every move into or out of a Unit, and every delivery of furniture or appliances, must use the service elevator of the tower, which must be reserved in advance through the reservations page of the portal. Moves and large deliveries may not use the passenger elevators or the lobby entrance. Only one move may be scheduled in each tower at a time. Staff will install the protective pads in the service elevator before the move.

### F-2 Moving Hours

Moves may take place only Monday through Friday, from 8:00 a.m. to 6:00 p.m., and must be finished by 6:00 p.m. No moves are allowed on Saturdays, Sundays or legal holidays. A move may not begin until the service elevator reservation has been confirmed.

### F-3 Moving Deposit

A refundable deposit of two hundred dollars ($200) must be paid through the portal when the service elevator is reserved. The deposit is returned within fifteen (15) days after the move if staff finds no damage to the elevator, hallways, doors, walls or common elements. The cost of repairing any damage, and of removing any boxes or debris left behind, will be deducted from the deposit, and any cost above the deposit will be charged to the Owner.

## SECTION G - PARKING, BICYCLES AND STORAGE

### G-1 Assigned Parking Spaces

Each assigned parking space may be used only to park a registered, operable passenger vehicle, as provided in Section 12.7 of the Declaration. Nothing may be stored in a parking space, including boxes, tires, furniture, kayaks, paddleboards, storage cabinets, bicycles or boat equipment. Every resident vehicle must be registered with the management office and display the Association's parking decal.

### G-2 Bicycles

Bicycles must be kept in the bicycle room on the ground floor of each tower, or inside the Unit. Bicycles may not be kept on balconies, in hallways, in stairwells, in the lobby, on the pool deck or in a parking space, and may not be locked to railings, trees or light poles. Each bicycle kept in a bicycle room must have an Association bike tag, available from the management office at no charge. Bicycles may not be ridden in the parking structure, lobbies or hallways.

### G-3 Storage Lockers

Personal property must be kept inside the Unit or in the Unit's assigned storage locker. Nothing may be stored outside a locker or in the hallways of the storage area. As provided in Section 4.7 of the Declaration, no gasoline, propane tanks, paint thinner or other flammable or hazardous materials may be kept in a storage locker.

### G-4 Car Washing

Vehicles may be washed only in the car washing area at the south end of the parking structure, which has a hose and drain. Vehicles may not be washed in a parking space or in the drive. Car washing is allowed from 8:00 a.m. to 8:00 p.m.

## SECTION H - TRASH AND RECYCLING

### H-1 Trash Chutes

The trash chutes may be used only from 8:00 a.m. to 9:00 p.m., to avoid disturbing the Units next to the chute rooms. Household trash must be tied in plastic bags no larger than thirteen (13) gallons before it is put down a chute. Boxes, hangers, glass, carpet, construction debris and items that could jam the chute may not be put in the chute. Chute doors must be closed after use.

### H-2 Recycling and Cardboard

Recycling containers are in the dumpster room on the ground floor of each tower. Cans, plastic bottles, glass bottles and paper go in the blue containers. All cardboard boxes must be broken down and flattened before they are placed in the cardboard container, as required by Section 12.10 of the Declaration.

### H-3 Bulky Items

Furniture, mattresses, appliances and other large items may not be put in the trash chutes or the dumpster rooms, and must be removed from the property by the Owner or the Owner's contractor, as provided in Section 12.10 of the Declaration. An Owner who arranges a bulk pickup with the county's hauler must make an appointment with the management office, which will let the items be placed at the loading area next to the service elevator on the morning of the pickup only. Construction debris must always be removed by the contractor.

## SECTION I - NOISE

### I-1 Quiet Hours

Quiet hours are from 10:00 p.m. to 8:00 a.m. every day, as provided in Section 12.8 of the Declaration. During quiet hours, residents must keep televisions, music, voices and other sounds at a level that cannot be heard in another Unit or in the hallway, and may not run washers, dryers, vacuums or other loud appliances. At any time, noise that unreasonably disturbs other residents is a nuisance.

### I-2 Renovation and Construction Work

Renovation, remodeling, repair and construction work inside a Unit, including drilling, hammering, tile cutting, demolition and floor sanding, is permitted only from 8:00 a.m. to 5:00 p.m. Monday through Friday, and from 9:00 a.m. to 3:00 p.m. on Saturday, as provided in Section 12.8 of the Declaration. No such work may be done on Sundays or legal holidays. Contractors must sign in at the front desk and use the service elevator. Owners must notify the management office through the portal before any work begins.

## SECTION J - LEASING PROCEDURE

### J-1 Lease Application

An Owner who wants to lease a Unit must submit a lease application to the Association through the portal at least twenty (20) days before the Tenant moves in. The application must include the completed application form for each adult who will live in the Unit, a copy of the signed lease, and the application and screening fee of one hundred dollars ($100) required by Section 12.4 of the Declaration. The Association will run a background check, and the Board will approve or disapprove the Tenant within fifteen (15) days after it receives a complete application. No Tenant may move in before the Board approves the Tenant in writing.

### J-2 Minimum Lease Term and Short-Term Rentals

Short-term rentals are prohibited. As provided in Section 12.3 of the Declaration, a Unit may be leased only in its entirety, only for a term of at least ninety (90) consecutive days, and no more than twice in any calendar year. Listing a Unit or a room on any vacation rental website or application, or offering it for nightly or weekly stays, is a violation of these Rules and of the Declaration, even if no guest ever stays.

### J-3 Tenant Key Fobs and Parking

After the Tenant is approved, the management office will issue the Tenant key fobs for the building entrances, the pool gate and the fitness room, and a parking decal. The Owner's fobs for the Unit will be deactivated during the lease term at the Owner's request. Tenants must return all fobs at the end of the lease, and the Owner will be charged for any fob that is not returned.

## SECTION K - BALCONIES, SATELLITE DISHES AND WINDOWS

### K-1 Balcony Railings

Nothing may be hung on, draped over or attached to a balcony railing, including towels, beach towels, bathing suits, clothing, rugs, plants and bird feeders, as provided in Section 12.6 of the Declaration. Clothes and towels may not be dried on a balcony where they can be seen from outside. Balconies may not be used for storage.

### K-2 Holiday Lights and Decorations

Holiday lights and decorations may be displayed on a balcony from Thanksgiving Day through January 10. They must be placed on the outdoor furniture or potted plants kept on the balcony and may not be hung on or over the railing or fastened to the building with nails, screws, tape or adhesive. Lights must be rated for outdoor use and plugged only into the balcony's outdoor outlet. All holiday lights and decorations must be removed by January 10.

### K-3 Satellite Dishes and Antennas

A satellite dish or antenna one meter or less in diameter may be installed only within the Unit's own balcony or patio, as permitted by the Over-the-Air Reception Devices rule of the Federal Communications Commission and Section 9.3 of the Declaration. It must rest on a free-standing, weighted base or tripod and may not extend beyond the balcony railing. No dish, antenna, mount or cable may be installed on the roof, the exterior walls or any other common element, and no hole may be drilled into the building, the balcony slab or the railing. Cables must run through the sliding door or the existing wiring.

### K-4 Window Treatments

Blinds, shades, curtains, shutters and other window treatments that can be seen from outside a Unit must have a white or off-white backing facing the outside, as required by Section 9.5 of the Declaration. Foil, reflective film, sheets, towels and newspaper may not be used to cover windows. Window tint must be approved by the Board through an ARC request.

## SECTION L - SMOKING

### L-1 Smoke-Free Areas

Smoking and vaping are prohibited on the pool deck, in the spa area, in the fitness room, and in every indoor common area, including the lobbies, hallways, elevators, stairwells, the clubhouse, the bicycle rooms, the storage areas and the dumpster rooms. Smoking is also prohibited within twenty-five (25) feet of any building entrance. Cigarette butts must be put in an ashtray and may not be thrown on the grounds or from a balcony.

## SECTION M - FINES AND ENFORCEMENT

### M-1 Fines

A violation of these Rules is a violation of the Declaration. As provided in Section 15.2 of the Declaration, the Association may fine an Owner, Tenant or guest up to one hundred dollars ($100) per violation. A fine may be levied for each day of a continuing violation, up to a total of one thousand dollars ($1,000). No fine may be imposed until the Owner has had at least fourteen (14) days' written notice and an opportunity for a hearing before the fining committee, as provided in Section 15.3 of the Declaration.

### M-2 Reporting a Violation

A resident who wants to report a violation of these Rules should submit a written report through the portal, with the date, time, location and a description or photograph of the violation.`,
};
