import type { GoverningDocumentSource } from './source';

export const meadowbrookRules: GoverningDocumentSource = {
  fileName: 'Rules and Regulations.pdf',
  title: 'Meadowbrook Commons Rules and Regulations',
  body: `MEADOWBROOK COMMONS HOMEOWNERS ASSOCIATION, INC.

RULES AND REGULATIONS

Adopted by the Board of Directors and effective upon filing in the Official Public Records of Travis County, Texas. These Rules and Regulations replace all earlier rules, policies and resolutions of the Association on the same subjects.

## 1. GENERAL PROVISIONS

### 1.1 Authority and Purpose

These Rules and Regulations (the "Rules") are adopted by the Board of Directors of Meadowbrook Commons Homeowners Association, Inc. (the "Association") under the authority granted to it by the Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons (the "Declaration") and the Bylaws of the Association. The purpose of the Rules is to protect the value and appearance of the 212 homes in Meadowbrook Commons, to keep the Common Area and its amenities safe and pleasant for everyone, and to set out in one place the everyday standards that residents are expected to follow.

Capitalized words that are not defined in these Rules have the meaning given to them in the Declaration.

### 1.2 Applicability

The Rules apply to every Owner, to every member of an Owner's household, to tenants and their households, and to all guests, invitees, contractors and service providers who enter Meadowbrook Commons. An Owner who leases a home must give a copy of these Rules to the tenant and must make compliance with the Rules and the Declaration a term of the lease. The Association communicates with the Owner of record; enforcement action arising from a tenant's conduct is directed to the Owner.

### 1.3 Responsibility for Guests, Tenants and Contractors

Each Owner is responsible for the conduct of the Owner's household members, tenants, guests, invitees and contractors, and for any damage they cause to the Common Area. A violation committed by a guest or contractor is treated as a violation by the Owner whose home the person was visiting or working at, and fines and repair charges for that violation are assessed against that Owner's account.

Residents must accompany their guests when using the clubhouse, the pool, the courts and the dog park unless a rule below expressly allows otherwise.

### 1.4 Definitions

"Resident" means an Owner or tenant who lives in a home in Meadowbrook Commons, and the members of that person's household who live there. "Household" means the Residents of a single Lot. "Guest" means a person who does not live in Meadowbrook Commons and who is using the amenities at the invitation of a Resident. "Amenities" means the clubhouse, the swimming pool and pool deck, the tennis and pickleball courts, the playground, the walking trails, the dog park and the detention pond, together with their parking areas. "Management Company" means Oakline Community Management or any successor managing agent engaged by the Board. "Portal" means the Association's resident web portal.

### 1.5 Good Standing

Certain privileges under these Rules, including clubhouse reservations, court reservations and the issuance of amenity fobs, are available only to Households in good standing. A Household is in good standing when the Owner's account is not delinquent in assessments and no fine remains unpaid more than 30 days after it was assessed. Suspension of amenity privileges for delinquency is carried out only after the notice required by Texas law.

### 1.6 Amendments and Conflicts

The Board may amend these Rules at any time. Amendments take effect when filed in the Official Public Records of Travis County and posted on the Portal. If a provision of these Rules conflicts with the Declaration or the Bylaws, the Declaration or the Bylaws control. If any provision of these Rules is found to be invalid, the remaining provisions stay in effect.

### 1.7 Reporting Concerns

Residents should report violations, damage to the Common Area and safety concerns to the Management Company through the Portal. Emergencies involving a threat to life or property should be reported to 911 first. The Association does not provide security services, and Residents should not confront persons they believe to be violating these Rules.

## 2. CLUBHOUSE

### 2.1 General Use

The clubhouse is available for the general use of Residents when it is not reserved for a private event or for an Association meeting. During open hours, Residents may use the main room and the patio for quiet activities such as reading, small gatherings and games. Open hours are posted at the clubhouse entrance and on the Portal. Smoking and vaping are prohibited inside the clubhouse and on the clubhouse patio. Residents leaving the clubhouse are responsible for turning off lights and making sure the doors latch behind them.

### 2.2 Reservations

A Resident in good standing who is at least 21 years of age may reserve the clubhouse for a private event, such as a birthday party, a shower, a graduation party, a family reunion or a club meeting. Reservations are made through the Portal no earlier than six months and no later than 30 days before the date of the event. Requests made less than 30 days before the event may be approved by the Management Company only if the date is open and the deposit and signed rental agreement are received before the event.

Reservations are accepted in the order received. A Household may hold no more than two reservations on the calendar at one time, and the clubhouse may not be reserved on New Year's Eve, Memorial Day, Independence Day, Labor Day, Thanksgiving Day, Christmas Eve or Christmas Day, when it is kept available for community events. The Resident who makes the reservation must attend the entire event and is responsible for the conduct of every person attending.

The clubhouse may not be reserved for a commercial purpose, for an event at which admission is charged or goods are sold, or for an event hosted on behalf of a person who does not live in Meadowbrook Commons.

### 2.3 Deposit and Rental Fee

A refundable security deposit of $150 is required for every reservation and must be paid through the Portal at the time of booking. The deposit is refunded within 14 days after the event if the clubhouse passes the post-event inspection described in Section 2.6. The Board may also set a rental fee for clubhouse reservations, which is shown on the Portal at the time of booking.

If the Resident cancels at least 14 days before the event, the full deposit is refunded. If the Resident cancels less than 14 days before the event, $50 of the deposit is retained to cover the Association's administrative costs.

### 2.4 Capacity and Conduct

The maximum occupancy of the clubhouse is 80 persons, including the host. This limit is set by the fire code and may not be exceeded for any reason. Alcoholic beverages may be served only to persons 21 years of age or older, may not be sold, and may not be taken from the clubhouse to the pool or the pool deck. Amplified music must be kept at a volume that cannot be heard beyond the clubhouse parking lot. Confetti, glitter, open flames other than birthday candles, fog machines and nails, tacks or tape on the walls are prohibited. Decorations may be hung only from the hooks provided.

Guests attending a private event in the clubhouse do not have access to the pool, the courts or any other amenity by reason of the event.

### 2.5 Ending Time

All private events must end by 11:00 PM, and the clubhouse must be cleaned, locked and vacated by 11:30 PM. Setup may begin no earlier than the start of the reserved time shown on the rental agreement.

### 2.6 Cleaning and Damage

The host is responsible for returning the clubhouse to the condition in which it was found. Before leaving, the host must wipe down all tables and counters, clean the kitchen, sinks and appliances, sweep the floors and mop any spills, remove all decorations and food, bag all trash and place it in the dumpster behind the clubhouse, return furniture to its original arrangement, turn off the lights and the thermostat, and lock all doors.

The Management Company inspects the clubhouse after each event. The cost of any additional cleaning, and the cost of repairing any damage, is deducted from the deposit. If the cost exceeds the deposit, the balance is charged to the host's account. Failure to vacate by 11:30 PM results in forfeiture of the deposit.

## 3. POOL AND RECREATION FACILITIES

### 3.1 Pool Season

The community pool is open each year from Memorial Day weekend through Labor Day. The Board may extend the season into September on weekends if weather permits, and any extension will be announced on the Portal. The pool is closed outside the season, and no one may enter the pool enclosure while it is closed.

### 3.2 Pool Hours

During the season the pool is open from 9:00 AM to 9:00 PM daily. On weekdays (Monday through Friday, other than holidays) the pool opens at 8:00 AM for lap swimming only; from 8:00 AM to 9:00 AM at least one lane is reserved for lap swimmers, and no games, floats or play are allowed in the pool during that hour. The pool may be closed on short notice for maintenance, chemical treatment, inspection or repairs, and closures will be posted at the gate and on the Portal when possible.

### 3.3 No Lifeguard on Duty

THERE IS NO LIFEGUARD ON DUTY. ALL PERSONS SWIM AT THEIR OWN RISK. The Association does not provide lifeguards, pool attendants or swim supervision. Residents and their guests are solely responsible for their own safety and the safety of the children they bring to the pool. Emergency equipment is located at the pool and may be used only in an emergency. The emergency telephone at the pool dials 911 only.

### 3.4 Children

Children under 14 years of age must be accompanied at all times by a parent or another responsible adult who is 18 years of age or older and who remains inside the pool enclosure. Children who are not toilet trained must wear swim diapers as required by Section 3.8. A Resident who is 14 to 17 years of age may use the pool without an adult, but may not bring guests unless an adult member of the Household is present.

### 3.5 Guests

Each Household may bring no more than 4 guests to the pool at one time. The Resident must accompany the guests and remain at the pool the entire time they are present. Guests may not use a Resident's fob and may not enter the pool without their host. On holiday weekends the Board may lower the guest limit to 2 per Household, and any reduced limit will be posted on the Portal.

The pool may not be reserved for private parties, and a Household may not invite more guests than the limit in this Section by arranging for several Residents to "host" the same party.

### 3.6 Pool Access

Entry to the pool is by amenity fob only. Each person entering must use a fob or be admitted by the Resident accompanying them. Propping open the pool gate, climbing the fence and admitting persons who are not Residents or their guests are prohibited. Entry to the pool enclosure outside pool hours is trespassing and may result in suspension of the Household's fobs.

### 3.7 Prohibited Items and Conduct

The following are prohibited in the pool enclosure: glass containers of any kind; pets and other animals, except service animals as required by law, which may not enter the water; smoking and vaping; alcoholic beverages; running, pushing, rough play and dunking; diving, except in the marked diving area if one is provided; bicycles, skateboards, scooters and roller skates; amplified music that can be heard by others (personal speakers must be kept at a low volume or used with earphones); and large inflatable rafts or toys when the pool is crowded, at the discretion of the Management Company.

Food is allowed only at the tables on the pool deck and not within four feet of the water. Persons using the pool must wear appropriate swimwear; cutoffs and street clothes are not allowed in the water.

### 3.8 Swim Diapers and Health

Children who are not toilet trained must wear a swim diaper together with a tight-fitting waterproof cover. Any person who has had diarrhea within the previous two weeks, or who has open sores, a skin infection or any communicable illness, may not enter the pool. Everyone should shower before entering the water. If a fecal accident occurs, the pool will be closed for treatment as required by the Texas Department of State Health Services, and the responsible Household may be charged for the cost of the treatment.

### 3.9 Weather Closures

The pool must be cleared immediately whenever thunder is heard or lightning is seen. No one may reenter the water until 30 minutes have passed since the last thunder or lightning. The pool may also be closed for high winds, hail, poor water clarity or other unsafe conditions.

### 3.10 Pool Furniture

Pool furniture may not be removed from the pool deck or thrown into the pool. Chairs and lounges may not be reserved by leaving towels or personal items on them while the person is away from the pool. Umbrellas must be closed when the user leaves.

## 4. COURTS AND PLAYGROUND

### 4.1 Tennis and Pickleball Courts

The tennis and pickleball courts are for the use of Residents and their guests. Each Resident may bring no more than 3 guests to the courts at one time. Only tennis and pickleball may be played on the courts. Proper court shoes with non-marking soles are required. Bicycles, skateboards, scooters, skates, pets and glass containers are not permitted on the courts. Courts are not to be used for commercial instruction, clinics or tournaments without the prior written approval of the Board.

### 4.2 Court Reservations

Residents in good standing may reserve a court through the Portal for a block of up to 90 minutes. A Household may hold only one court reservation per day and may reserve no more than 7 days in advance. If the reserving party has not arrived within 15 minutes after the start of the reservation, the court is released and may be used by others. When a court has not been reserved, play is on a first-come, first-served basis, and if others are waiting, players must give up the court after 90 minutes of play.

### 4.3 Court Lights

The court lights may be turned on by the timer at the court entrance and turn off automatically at 10:00 PM. All play must end when the lights turn off. Residents may not tamper with the timer or the lights.

### 4.4 Court Conduct

Players must use courteous language, keep noise to a reasonable level, and not interfere with play on neighboring courts. Players must take their trash, balls and water bottles with them when they leave. Portable pickleball nets may not be set up on the tennis court when the tennis court is in use for tennis.

### 4.5 Playground

The playground is designed for children ages 2 to 12. Children under 8 must be supervised by a parent or another responsible adult. Playground equipment must be used only as intended, and adults and teenagers may not use the equipment except to help a young child. The playground is open from dawn to dusk. Glass containers, pets, bicycles, scooters and skateboards are not allowed on the playground surface. Users of the playground do so at their own risk.

## 5. TRAILS, DOG PARK AND POND

### 5.1 Walking Trails

The walking trails are open from dawn to dusk for walking, jogging and bicycling. Motorized vehicles of any kind, including golf carts and motorized scooters, are prohibited on the trails, except mobility devices used by persons with disabilities and maintenance vehicles of the Association. Bicyclists must yield to pedestrians. Dogs on the trails must be on a leash no longer than six feet and under the control of the handler at all times, and their waste must be picked up immediately. Trail users must stay on the paved or mulched path and must not enter the private yards that adjoin the trails.

### 5.2 Dog Park

The dog park is open daily from dawn to dusk for Residents and their dogs. Dogs using the dog park must be currently vaccinated, licensed as required by law and wearing a collar with identification. Each handler may bring no more than two dogs into the park at one time and must remain inside the park and keep the dogs in sight. Dogs must be leashed when entering and leaving the park and may be unleashed only inside the fenced area with both gates closed.

Aggressive dogs, female dogs in heat and puppies younger than four months are not allowed. Handlers must pick up and dispose of their dogs' waste immediately. Children under 12 must be accompanied by an adult, and food, including dog treats, is discouraged in the park because it may cause fights. The small-dog area is reserved for dogs weighing 30 pounds or less.

### 5.3 Detention Pond

The detention pond is a stormwater facility and is part of the community's drainage system. Swimming, wading, boating, kayaking, paddleboarding, the use of radio-controlled boats and skating on the pond are prohibited. No one may dump grass clippings, leaves, chemicals, pet waste or any other material into the pond or the inlets and channels that drain into it. Feeding ducks, geese and other wildlife is prohibited. Children should not be near the pond without adult supervision, and the water level can rise quickly during storms.

### 5.4 Fishing

Fishing from the banks of the detention pond is allowed for Residents and their accompanied guests only, and all fishing is catch-and-release. Every fish caught must be returned to the water promptly. Fishing is permitted from dawn to dusk. Trotlines, nets, cast nets and live minnows are prohibited, and fishing line, hooks and bait containers must be taken away when the angler leaves.

## 6. PETS

### 6.1 Number of Household Pets

No more than three household pets may be kept in any home. Household pets means dogs, cats and other domestic animals commonly kept in a home, such as caged birds, fish in aquariums and small caged animals. No animal may be kept, bred or maintained for any commercial purpose. Livestock, poultry, swine and exotic animals are prohibited.

### 6.2 Leash Requirement

Whenever a dog or cat is outside the home and not inside a fenced back yard, it must be on a leash and under the control of a person capable of controlling it. This applies on the streets, sidewalks, trails and all other Common Area, except inside the dog park as allowed by Section 5.2. Pets may not be tied or tethered outside and left unattended, and may not be left in a fenced front porch or on a balcony while the Household is away.

### 6.3 Pet Waste

Persons walking pets must carry bags and must immediately pick up and properly dispose of all waste left by their pets on the Common Area, on any street or sidewalk and on any other Lot. Pet waste stations are provided along the trails and at the dog park. Pet waste in a back yard must be removed frequently enough that it does not cause odor or attract insects.

### 6.4 Barking and Other Nuisances

No pet may be allowed to make noise, including barking, howling or whining, that is loud, frequent or continuous enough to disturb the residents of other homes. Pets may not be left outside during quiet hours if they bark. Repeated complaints from more than one Household, or a complaint supported by a recording, is treated as a violation of this Section. A pet that is a nuisance may be ordered removed from the community in accordance with the Declaration.

### 6.5 Aggressive Animals

An animal that has bitten or attacked a person or another animal, or that has been declared dangerous by the animal control authority, must be kept indoors or within a securely fenced enclosure and must be leashed and muzzled whenever it is off the Owner's Lot. Such an animal may not enter the dog park. The Board may require the permanent removal from Meadowbrook Commons of an animal that it determines, after notice and an opportunity for a hearing, to be a danger to persons or other animals. Residents should report attacks to Travis County Animal Services and to the Management Company.

### 6.6 Feeding of Wildlife and Strays

Residents may not feed stray or feral cats or dogs, deer, or other wildlife on their Lots or the Common Area. Bird feeders are allowed in back yards if they are kept clean and do not attract rodents.

## 7. PARKING AND VEHICLES

### 7.1 Garage and Driveway Parking

Each home has a garage, and Residents must use their garages to park their vehicles. A garage may not be converted or used for storage in a way that prevents the parking of at least the number of vehicles it was built to hold. Vehicles that do not fit in the garage must be parked in the driveway. No vehicle may be parked on any lawn, landscaped area or sidewalk, or so that it blocks a sidewalk.

### 7.2 Street Parking

Parking on the streets within Meadowbrook Commons is intended for short-term visitors and deliveries. No vehicle may be parked on a street for more than 72 consecutive hours, and moving a vehicle a short distance does not start a new 72-hour period. Residents may not park on the street overnight on a regular basis if there is space in their garage or driveway. No vehicle may be parked within 20 feet of an intersection, in front of a cluster mailbox unit, in front of a fire hydrant, across from another vehicle in a way that prevents emergency vehicles from passing, or so that it blocks any part of another home's driveway.

### 7.3 Guest Parking at the Clubhouse

The clubhouse parking lot is for persons using the amenities and for the overnight guests of Residents. A guest vehicle may remain in the clubhouse lot for no more than 48 consecutive hours. A Resident whose guest needs to stay longer must request an extension from the Management Company through the Portal before the 48 hours end; extensions are granted for up to 7 days once per calendar quarter. Residents may not use the clubhouse lot to store their own vehicles, boats, trailers or recreational vehicles. Parking in the fire lane or the accessible spaces without a permit is prohibited at all times.

### 7.4 Commercial Vehicles

Commercial vehicles may not be parked in Meadowbrook Commons overnight unless they are kept inside a closed garage. A commercial vehicle is a vehicle with more than two axles, a truck larger than a three-quarter ton pickup, a vehicle with exposed ladders, racks, tools or equipment, or a vehicle with commercial lettering or a logo larger than 12 inches by 12 inches. A standard pickup truck, passenger van or SUV that has a small business decal on its door is not a commercial vehicle. Commercial vehicles of contractors and delivery services may be parked in the community while work is being performed or goods are being delivered during the hours allowed by Part 9.

### 7.5 Recreational Vehicles, Boats and Trailers

Boats, trailers, campers, motor homes, recreational vehicles, jet skis and utility trailers may not be parked or stored on any street, driveway or Common Area, or anywhere on a Lot where they are visible from a street or a neighboring Lot. A recreational vehicle or boat may be parked in the driveway for loading, unloading or cleaning before and after a trip, for no more than 48 hours in any seven-day period.

### 7.6 Inoperable Vehicles and Repairs

A vehicle that is inoperable, that does not have current registration and inspection, that has a flat tire, or that is covered with a tarp or car cover may not be kept anywhere in Meadowbrook Commons except in a closed garage. Vehicle repairs and maintenance may be performed outside the garage only for minor work such as changing a tire, replacing wiper blades or jump-starting a battery, and must be completed within 24 hours. Draining oil or other fluids onto a driveway, street or storm drain is prohibited.

### 7.7 Towing

The Association may have a vehicle towed from the Common Area, including the clubhouse parking lot, at the vehicle owner's expense when the vehicle is parked in violation of these Rules. Towing is carried out in accordance with Chapter 2308 of the Texas Occupations Code and other applicable law, and the required towing signs are posted at the entrance to the clubhouse lot.

Except as provided in the next sentence, a vehicle is towed only after a written notice of the violation has been affixed to the vehicle's windshield at least 10 days before the tow and, when the Association can identify the Owner responsible, mailed to that Owner. A vehicle parked in a fire lane, in an accessible parking space without a permit, or so that it blocks a driveway, a dumpster, a gate or the passage of emergency vehicles may be towed immediately and without prior notice. Violations of the parking rules on streets are enforced through the fine procedure in Part 11, and the Association may request enforcement by law enforcement where the law allows.

## 8. TRASH AND RECYCLING

### 8.1 Storage of Containers

Trash carts, recycling carts and yard waste containers must be stored out of sight from the street and from neighboring Lots when not set out for collection, either inside the garage, behind a fence or in a screened enclosure approved under the Architectural Guidelines. Containers may not be stored on the front porch, beside the garage door or in the driveway.

### 8.2 Placement for Collection

Trash and recycling carts may be placed at the curb no earlier than 6:00 PM on the evening before the scheduled collection day and must be returned to their storage location by 8:00 PM on the collection day. Carts must be placed in the street at the edge of the curb in front of the Owner's own Lot, with the lids closed and the handles facing the home, and at least three feet apart from each other and from mailboxes and parked cars. Trash must be bagged and placed entirely inside the cart. The Association's waste hauler sets the collection schedule, and changes to the schedule for holidays are posted on the Portal.

### 8.3 Recycling

Recyclable materials must be placed loose in the recycling cart and not in plastic bags. Cardboard boxes must be flattened and cut so that they fit inside the cart with the lid closed. Materials that do not fit in the cart must be held until the next collection. Plastic bags, hoses, wire, clothing and food waste do not belong in the recycling cart.

### 8.4 Bulk Items and Yard Waste

Bulk items such as furniture, appliances and mattresses may be placed at the curb only on the monthly bulk collection day shown on the Portal and only during the same hours allowed for carts in Section 8.2. Appliances that contain refrigerant must be tagged as required by the waste hauler. Yard waste must be bagged in paper yard bags or tied in bundles no longer than four feet and no heavier than 40 pounds. Construction and remodeling debris is not collected by the Association's hauler and must be removed by the Owner's contractor; roll-off dumpsters and portable storage containers may be placed on a driveway for no more than 14 days with notice to the Management Company through the Portal.

### 8.5 Hazardous Materials

Paint, motor oil, pesticides, pool chemicals, batteries, electronics and other hazardous materials may not be placed in trash or recycling carts or left at the curb. They must be taken to a household hazardous waste facility.

### 8.6 Clubhouse Dumpster

The dumpster behind the clubhouse is for the use of clubhouse events and Association activities only. Residents may not use it for household trash, moving boxes or bulk items.

## 9. NOISE AND QUIET HOURS

### 9.1 Quiet Hours

Quiet hours in Meadowbrook Commons are from 10:00 PM to 7:00 AM on weeknights (Sunday night through Thursday night) and from 11:00 PM to 8:00 AM on weekends (Friday night and Saturday night). During quiet hours, Residents and their guests must keep music, televisions, conversations, gatherings, pets and all other sources of sound at a level that cannot be heard inside a neighboring home. Outdoor amplified music, loud parties and the use of power tools are not permitted during quiet hours.

### 9.2 Construction and Contractor Hours

Construction, remodeling, roofing, landscaping and other contractor work on the exterior of a home, and any work by Residents that uses power tools, power lawn equipment or heavy equipment outdoors, may be performed only from 7:00 AM to 7:00 PM Monday through Friday and from 9:00 AM to 5:00 PM on Saturday. No such work may be performed on Sunday. Work that is necessary to respond to an emergency, such as a roof leak, a burst pipe or storm damage, may be performed at any time. Contractors must keep the street, sidewalks and neighboring Lots free of debris and materials.

### 9.3 General Nuisance

No Resident may make or allow any noise, odor, light or activity on a Lot that unreasonably disturbs the residents of other homes, at any time of day. Car alarms must be silenced promptly, and motor vehicles may not be left idling for extended periods near other homes. Fireworks are prohibited in Meadowbrook Commons except where and when allowed by Travis County, and are never allowed on the Common Area.

## 10. YARD AND HOME APPEARANCE

### 10.1 Lawn Maintenance

Each Owner must keep the lawn and landscaping on the Owner's Lot neat and well maintained. Grass must be mowed regularly and kept under 6 inches in height, and lawns must be edged along the driveway, sidewalk and curb. Flower beds must be kept reasonably free of weeds, and dead trees, shrubs and plants must be removed and replaced. Yard work must follow any watering restrictions imposed by the water utility, and a brown lawn during drought restrictions is not a violation of this Section. Changes to landscaping are governed by the Architectural Guidelines.

### 10.2 Holiday Decorations

Holiday decorations and lights may be put up no earlier than 30 days before the holiday and must be removed within 15 days after the holiday. Winter holiday lights and decorations may be displayed from the day before Thanksgiving through January 15. Decorations may not be placed on the Common Area, must not interfere with sidewalks or the sight lines of drivers, and must be turned off or lowered to a level that does not shine into neighboring homes during quiet hours.

### 10.3 Garage Sales

Garage sales, yard sales and estate sales may be held only on the two community garage sale dates set by the Board each year, one in the spring and one in the fall. The dates are announced on the Portal at least 30 days in advance. Sales may be held from 7:00 AM to 4:00 PM on those dates. Signs for a community garage sale may be placed only at the locations designated by the Association and must be removed by the end of the sale day. An estate sale following the death of an Owner may be held on another date with the approval of the Management Company.

### 10.4 Items Visible From the Street

Items other than normal patio furniture, potted plants and decorations allowed by these Rules may not be stored or kept in the front yard, on the front porch or in the driveway, including household furniture, appliances, building materials, exercise equipment, pool supplies and moving boxes. Garden hoses must be neatly coiled or stored on a hose reel when not in use. Children's toys, bicycles and sports equipment must be put away at the end of each day. Garage doors should be kept closed when the garage is not in use.

### 10.5 Clotheslines and Outdoor Drying

Laundry, rugs, towels and similar items may not be hung or dried on fences, railings, porches or balconies where they are visible from a street. A clothesline or drying rack may be used only in a fenced back yard.

## 11. FINES AND ENFORCEMENT PROCEDURE

### 11.1 Courtesy Notice

When the Association first becomes aware of a violation of these Rules, the Declaration or the Architectural Guidelines, the Management Company will usually send the Owner a friendly courtesy notice describing the violation and asking the Owner to correct it. A courtesy notice is not a prerequisite to further enforcement, and no courtesy notice is sent for a violation that threatens public health or safety or for a violation that the Owner has already been notified of within the previous six months.

### 11.2 Violation Letter and Cure Period

If the violation is not corrected after the courtesy notice, the Association will send the Owner a violation letter by certified mail as required by Section 209.006 of the Texas Property Code. The violation letter describes the violation, states the amount of any fine or charge that may be assessed, gives the Owner 10 days from the date of the letter to cure the violation if it is curable and poses no threat to public health or safety, informs the Owner of the right to request a hearing under Section 11.5, and informs the Owner of any rights the Owner may have as a member of the military. No fine is assessed if the Owner cures the violation within the 10-day period. An Owner who needs more time to cure, for example to schedule a contractor, may request a reasonable extension in writing before the cure period ends.

### 11.3 Fine Schedule

If the violation is not cured within the cure period, or if the Owner commits the same violation again within six months after receiving a violation letter, the Board may assess fines against the Owner's account according to the following schedule:

First fine for a violation: $50.

Second fine for the same or a similar violation: $100.

Third and each further fine for the same or a similar violation: $200 each.

The Board may assess a higher fine, up to the maximum allowed by the Declaration, for a violation that threatens public health or safety, that causes damage to the Common Area, or that involves construction of an improvement without approval under the Architectural Guidelines.

### 11.4 Continuing Violations

A violation that continues after the cure period has ended, such as an unapproved fence that is not removed, a vehicle that is not moved or a lawn that is not mowed, is a continuing violation. In addition to the fine under Section 11.3, a continuing violation is subject to a fine of $25 per day for each day the violation continues, until the Owner notifies the Management Company that the violation has been cured and the cure is confirmed by inspection. Daily fines for a single continuing violation are capped at the amount permitted by the Declaration.

### 11.5 Hearing Before the Board

An Owner who receives a violation letter may request a hearing before the Board by sending a written request to the Management Company, including through the Portal, on or before the 30th day after the date the violation letter was mailed. The Association will hold the hearing within 30 days after it receives the request and will notify the Owner of the date, time and place of the hearing at least 10 days in advance. The Owner may attend in person or by video conference, may be represented by an attorney, and may present evidence and witnesses. No fine is assessed, and no further action is taken on the violation other than the continuation of a cure period, while a timely request for a hearing is pending. The Board will notify the Owner of its decision in writing within 10 days after the hearing.

### 11.6 Payment and Collection of Fines

Fines, repair charges and related costs are charged to the Owner's assessment account and are due within 30 days after they are assessed. Unpaid fines may not be the basis of a foreclosure of the Association's lien, but may be collected by any other means allowed by the Declaration and Texas law, including the suspension of amenity privileges after notice. Payments received on an Owner's account are applied in the order required by Texas law.

### 11.7 Self-Help and Other Remedies

In addition to fines, the Association may exercise any other remedy given to it by the Declaration, including the right, after notice and the opportunity for a hearing, to enter a Lot to cure a violation such as an overgrown lawn and charge the cost to the Owner, the right to suspend the use of the amenities, and the right to seek an injunction. Nothing in these Rules prevents the Association from reporting criminal activity to law enforcement.

## 12. USE OF COMMON AREA AMENITY KEYS AND FOBS

### 12.1 Issuance of Fobs

Access to the clubhouse, the pool, the courts and the dog park is controlled by electronic amenity fobs. The Management Company issues up to two fobs to each Household in good standing, and may issue up to two additional fobs to a Household that has more than two Residents 14 years of age or older. To receive fobs, an Owner must submit an amenity registration form through the Portal listing all Residents of the home. An Owner who leases the home must transfer the fobs to the tenant, or the tenant may register separately with the written consent of the Owner; the Owner is not entitled to use the amenities while the home is leased.

### 12.2 Use of Fobs

Fobs are assigned to a specific Household and may be used only by the Residents of that Household. A fob may not be lent to, duplicated for or used by any other person, including a guest, a former Resident, a relative who does not live in the home or a nanny who is not accompanying the Household's children. The fob system records each entry. Misuse of a fob may result in the deactivation of all of the Household's fobs for up to 60 days for a first offense, in addition to any fine.

### 12.3 Lost, Stolen or Damaged Fobs

A lost or stolen fob must be reported to the Management Company through the Portal as soon as possible so that it can be deactivated. The charge for a replacement fob is $25 per fob, which is added to the Owner's account. A fob that stops working through normal wear is replaced at no charge when the damaged fob is returned.

### 12.4 Deactivation and Return

Fobs may be deactivated when the Household is not in good standing, when amenity privileges have been suspended under Part 11, or when the Owner sells the home. When a home is sold, the seller must leave the Household's fobs for the buyer; the fobs are reprogrammed for the new Owner once the new Owner submits an amenity registration form.

### 12.5 Keys

Keys to the clubhouse storage rooms, mechanical rooms and pool equipment room are held only by the Management Company, the Board and the Association's contractors. Residents may not duplicate any key to an Association facility or enter a locked area of the Common Area without authorization.

Adopted by the Board of Directors of Meadowbrook Commons Homeowners Association, Inc.
`,
};
