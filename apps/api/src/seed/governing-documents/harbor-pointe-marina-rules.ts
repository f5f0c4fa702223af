import type { GoverningDocumentSource } from './source';

export const harborPointeMarinaRules: GoverningDocumentSource = {
  fileName: 'Marina Rules.pdf',
  title: 'Harbor Pointe Marina Rules',
  body: `These Marina Rules are adopted by the Board of Directors of Harbor Pointe Condominium Association, Inc. under Section 13.7 of the Declaration of Condominium. They apply to the docks, piers, the transient dock, the boathouse, the kayak racks and the fish cleaning station, and they bind every Owner, Tenant and guest who uses the marina. Where these Rules and the Declaration differ, the Declaration controls. Terms used here have the meanings given in the Declaration.

### Rule 1. Slip Assignment
Each of the sixty (60) Boat Slips is a Limited Common Element assigned to a Unit, as shown on Exhibit "D" to the Declaration. A Slip may be used only by the Owner of the Unit to which it is assigned or, while the Unit is leased, by the approved Tenant. A Slip may not be rented, lent or sublet to anyone else, and a Slip is never sold separately from its Unit. Only one Vessel may be kept in a Slip, and it must be the Vessel registered for that Slip with the dockmaster.

### Rule 2. Slip Waiting List
The dockmaster keeps a waiting list of Owners whose Units have no Slip. An Owner may join the list by submitting a request through the portal; requests are ranked by the date and time received. When a Slip is surrendered to the Association or otherwise becomes available for assignment, it is offered to the Owner at the top of the list, who has ten (10) days to accept it. An Owner who declines an offer moves to the bottom of the list. An Owner who sells the Unit is removed from the list, and a place on the list cannot be transferred to a buyer or Tenant. Tenants may not join the list.

### Rule 3. Vessel Registration and Insurance
Before a Vessel is brought into the marina, the Owner or Tenant must register it with the dockmaster by giving its name, make, overall length, state registration or documentation number, and a current certificate of insurance naming the Association as an additional insured, as required by Section 13.3 of the Declaration. Registration must be renewed every January. A Vessel longer than thirty-two (32) feet overall, including all projections, may not be kept in a Slip. The registration decal issued by the dockmaster must be displayed on the port side of the Vessel.

### Rule 4. Guest Vessels and the Transient Dock
Guests of an Owner or Tenant arriving by boat may tie up only at the transient dock at the south end of the marina, never in another Owner's Slip. A guest Vessel may stay at the transient dock for no more than forty-eight (48) hours at a time, and no more than four (4) times in any calendar month. The host must register the guest Vessel with the dockmaster before it arrives, giving the Vessel's name and length, the name of the operator and the expected arrival and departure times. The host is responsible for the conduct of the guest and for any damage the guest causes. The transient dock has no electric service, and no one may sleep aboard a guest Vessel overnight.

### Rule 5. Kayaks and Paddleboards
Kayaks, canoes and paddleboards may be stored only in the racks next to the boathouse. Rack spaces are assigned by the dockmaster for a season running from January 1 to December 31, at a fee of forty dollars ($40) per season, one space per Unit unless spaces remain open after March 1. Each craft must be labeled with the Unit number and the rack tag issued by the dockmaster. Kayaks and paddleboards may not be stored on the docks, on balconies, in the hallways or tied to the seawall. Craft that are untagged or left outside the racks may be removed after seven (7) days' notice posted on the boathouse door. Paddlers must launch only from the floating launch at the boathouse and must wear or carry a life jacket.

### Rule 6. Dock Carts
Dock carts are kept at the head of each pier for use by all residents. Carts must be returned to the cart area promptly after use and may not be kept overnight at a Slip, taken into the buildings or the parking structure, or used by children under fourteen (14) without an adult. Carts may not be used to carry fuel containers.

### Rule 7. Speed and Wake
All Vessels must operate at idle speed and produce no wake from the moment they enter the channel markers at the mouth of the basin until they are secured in the Slip. Operators are responsible for any damage caused by their wake to Vessels, docks or the seawall. Personal watercraft must also be operated at idle speed within the basin and may not be launched from the docks.

### Rule 8. Fish Cleaning
Fish may be cleaned only at the fish cleaning station at the end of Pier B. Cleaning fish on the docks, on a Vessel in a Slip, on the seawall or in a Unit's sink is prohibited. Fish scraps must be placed in the grinder or the lidded container at the station, never thrown into the basin, and the station must be hosed down after each use. Crab traps and bait buckets may not be left on the docks.

### Rule 9. Dock Boxes
Each Slip has one dock box, furnished by the Association. Only the Association's approved white dock box may be used, and no other box, locker or cabinet may be placed on the docks. Dock boxes may hold lines, fenders, cleaning supplies, safety gear and fishing tackle. Fuel, oil in containers larger than one quart, propane, paint thinner and other flammable materials may not be kept in a dock box. The Owner may lock the dock box but must give the dockmaster a key or combination for use in an emergency.

### Rule 10. Electricity and Water at the Slips
Each Slip has one thirty (30) amp shore power outlet and one water spigot. Only one marine-grade shore power cord in good condition, without splices or adapters that exceed the 30 amp service, may be connected. Household extension cords may not be used. Space heaters, air conditioners and battery chargers may be used aboard only while the Owner or Tenant is on the property. Hoses must be coiled and off the walkway when not in use, and water may not be left running. Any problem with the pedestal must be reported to the dockmaster; only the Association's electrician may open or work on a pedestal.

### Rule 11. No Fueling
Fueling at the docks is prohibited, as provided in Section 13.5 of the Declaration. No gasoline, diesel fuel or portable fuel container may be brought onto the docks, and no fuel may be transferred to a Vessel in the marina by any means, including from a portable can. Vessels must take on fuel at the city marina fuel dock across the bay or at another licensed fuel dock. Any spill of fuel, oil or other pollutant must be reported at once to the dockmaster and to the U.S. Coast Guard as required by law.

### Rule 12. Liveaboards Prohibited
No person may live aboard a Vessel in the marina, and no Vessel may be occupied overnight, as provided in Section 4.6 of the Declaration. A Vessel may not be used as guest quarters for visitors of a Unit. Owners and guests may spend time aboard during the day and may stay aboard until 11:00 p.m. Discharging any sewage or graywater into the basin is prohibited; marine heads must be secured so that they cannot discharge overboard.

### Rule 13. Maintenance and Repairs in the Marina
Only minor maintenance may be done on a Vessel in a Slip, such as washing, waxing, polishing brightwork, replacing lines, fenders or light bulbs, and routine engine checks. Sanding, painting, varnishing, fiberglass work, bottom cleaning with hard scrubbers, engine overhauls and any work that produces dust, fumes or runoff are prohibited. Outside contractors working on a Vessel must check in with the dockmaster, give proof of insurance, and work only from 8:00 a.m. to 5:00 p.m. Monday through Saturday. Engines may be run in the Slip only long enough to warm up before departure or to test a repair, and never for more than fifteen (15) minutes.

### Rule 14. Lines, Fenders and Appearance
Each Vessel must be secured with at least four (4) lines in good condition and enough fenders to protect it and neighboring Vessels. Nothing may be attached to the docks, pilings or seawall, including hose holders, steps, boxes or decorations, without the dockmaster's approval. Towels, clothing and laundry may not be hung to dry on a Vessel's rails or on the docks.

### Rule 15. Storm Procedures
When a tropical storm or hurricane watch is issued for the area, Owners and Tenants must remove biminis, canvas, cushions, dinghies and loose items from their Vessels and from the docks, and must empty their dock boxes of anything that could blow away. Within forty-eight (48) hours after a hurricane warning is issued, each Vessel must either be removed from the marina and taken to a safe harbor or a haul-out facility, or be secured in its Slip with doubled storm lines, extra fenders and chafe guards, as required by Section 14.2 of the Declaration. The transient dock must be cleared of all guest Vessels when a watch is issued. Kayaks and paddleboards must be brought indoors or strapped down in the racks. Shore power is shut off at the main panel when the warning is issued. Owners who are away during storm season must name a caretaker for their Vessel and give the caretaker's contact information to the dockmaster. No one may remain aboard a Vessel in the marina during a storm.

### Rule 16. Children, Pets and Safety
Children under twelve (12) must be supervised by an adult on the docks. Swimming, diving and fishing from the docks are prohibited, except that fishing is permitted from the end of Pier C. Pets must be leashed on the docks, and owners must clean up after them. Running, bicycles and skateboards are not allowed on the docks. Life rings and fire extinguishers on the docks are for emergencies only.

### Rule 17. Dockmaster
The dockmaster is appointed by the Board to manage the marina, keep the Slip records and the waiting list, and enforce these Rules. The dockmaster can be reached through the Harbor Pointe portal by submitting a marina request, which is answered during regular office hours. In an emergency such as a sinking, fire or fuel spill, call 911 first and then notify the dockmaster through the portal.

### Rule 18. Violations
A violation of these Rules is a violation of the Declaration and may result in a fine or the suspension of marina privileges after notice and a hearing before the fining committee, as provided in Article 15 of the Declaration. The dockmaster may give a written warning for a first minor violation. The Association may remove a Vessel that is a danger to other Vessels or the docks at the Owner's expense.

### Rule 19. Amendments
The Board may amend these Rules at any meeting of the Board. Amended Rules take effect when they are posted on the portal and at the boathouse.`,
};
