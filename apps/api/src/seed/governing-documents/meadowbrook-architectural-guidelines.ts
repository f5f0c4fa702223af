import type { GoverningDocumentSource } from './source';

export const meadowbrookArchitecturalGuidelines: GoverningDocumentSource = {
  fileName: 'Architectural Guidelines.pdf',
  title: 'Meadowbrook Commons Architectural Design Guidelines',
  body: `MEADOWBROOK COMMONS HOMEOWNERS ASSOCIATION, INC.

ARCHITECTURAL DESIGN GUIDELINES

Adopted by the Board of Directors upon the recommendation of the Architectural Review Committee.

## CHAPTER 1 - PURPOSE AND AUTHORITY

### 1.1 Purpose

Meadowbrook Commons was planned as a community of 212 single-family homes with a consistent character: brick and stone elevations, earth-tone colors, tree-lined streets and open views along the trails and the detention pond. These Architectural Design Guidelines (the "Guidelines") describe the standards that the Architectural Review Committee applies when it reviews changes to the exterior of a home or a Lot. They are meant to help Owners plan improvements that will be approved quickly, and to protect the appearance and property values of the whole community.

### 1.2 Authority

The Guidelines are adopted under the Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons (the "Declaration"), which requires the approval of the Architectural Review Committee (the "ARC") before any improvement, addition or alteration is made to the exterior of a home or to a Lot. The ARC is appointed by the Board of Directors. If these Guidelines conflict with the Declaration, the Declaration controls. The Board may amend these Guidelines from time to time; the current version is always available in the documents area of the resident portal (the "Portal").

### 1.3 What Requires Approval

Unless these Guidelines expressly say that no application is needed, an Owner must obtain written approval from the ARC before making any change to the exterior appearance of a home or Lot, including additions, fences, patios, decks, pergolas, sheds, pools, exterior paint colors, roofing, solar panels, driveway changes, major landscaping changes, exterior lighting fixtures and play equipment. Work done inside a home that does not change its exterior appearance does not need ARC approval.

### 1.4 Permits and Codes

ARC approval is not a building permit. Owners are responsible for obtaining all permits required by Travis County or any other governmental authority and for complying with all building codes, setbacks and easements. Approval by a governmental authority does not replace ARC approval, and ARC approval does not mean the ARC has reviewed a design for structural soundness, safety or code compliance.

### 1.5 Variances

The ARC may grant a variance from these Guidelines when unusual circumstances, such as the shape or slope of a Lot, make strict compliance a hardship, provided the variance does not harm neighboring Owners or the community. Variances must be requested in the application and are effective only if granted in writing. A variance does not set a precedent for any other Lot.

## CHAPTER 2 - THE APPLICATION PROCESS

### 2.1 Submitting an Application

Applications to the ARC are submitted through the Portal using the online ARC application form. Owners without internet access may obtain a paper form from Oakline Community Management, the Association's management company, and return it to the management office. Only the Owner of record, or a person with the Owner's written authorization, may submit an application; a tenant or contractor may not apply on an Owner's behalf without that authorization.

### 2.2 What to Attach

A complete application includes: a site plan or survey of the Lot showing the location of the proposed improvement and its distance from the property lines and the home; a description of the work, including dimensions and height; drawings, photographs or a manufacturer's brochure showing the appearance of the improvement; color samples or paint chips, with the manufacturer and color name, for any paint, stain, roofing or exterior material; the name and contact information of the contractor who will do the work, or a statement that the Owner will do the work; and the neighbor acknowledgement form described in Section 2.3, where required.

The ARC will not begin its review of an incomplete application. The Management Company will notify the Owner through the Portal of any missing items.

### 2.3 Neighbor Acknowledgement

For fences, sheds, pools, pergolas, room additions, basketball goals and any improvement within 10 feet of a property line, the application must include a neighbor acknowledgement form signed by the Owners of each adjoining Lot. The signature acknowledges only that the neighbor has seen the plans; it is not a vote and does not give the neighbor the right to approve or reject the application. If a neighbor refuses or is unavailable to sign, the Owner may submit the application with a note explaining the attempt to obtain the signature. The ARC considers any written comments a neighbor sends.

### 2.4 Review Period

The ARC will review a complete application and send its decision through the Portal within 45 days after the application is complete. The decision may approve the application, approve it with conditions, or deny it. If the ARC has not acted within 45 days, the Owner may send the Board a written notice through the Portal stating that the ARC has not acted; if the ARC then does not act within 15 days after the Board receives the notice, the application is deemed approved, but only to the extent the improvement complies with the Declaration and these Guidelines. Owners should allow for the full review period when scheduling contractors, and should not sign contracts or order materials before approval.

### 2.5 Expiration of Approval

An ARC approval is valid for 6 months from the date of approval. Work must begin within 90 days after the date of approval, must be carried on diligently once begun, and must be completed before the approval expires unless the ARC grants a written extension. If the approval expires before the work is completed, a new application is required for the remaining work. Work must be done as approved; any change to the approved plans, materials or colors requires a new approval.

### 2.6 Appeals

If the ARC denies an application, the Owner may request a hearing before the Board of Directors by sending a written request through the Portal on or before the 30th day after the date of the denial notice, as provided in Chapter 209 of the Texas Property Code. The Board will hold the hearing within 30 days after it receives the request. At the hearing the Owner may present additional information and propose changes. The Board may affirm, modify or reverse the ARC's decision, and its decision is final.

### 2.7 Inspections and Unapproved Work

The ARC or the Management Company may inspect the work during construction and after it is completed to confirm that it matches the approval. Improvements made without approval, or that do not match the approval, are violations of the Declaration and are subject to the enforcement procedures and fines in the Rules and Regulations, and the Owner may be required to remove or modify them at the Owner's expense. An Owner may submit an application after the fact, but the ARC will review it as if the work had not been done.

## CHAPTER 3 - EXTERIOR PAINT COLORS

### 3.1 Approved Color Palette

The Association maintains an approved exterior color palette, which is available on the Portal and as printed color cards at the clubhouse. The palette is organized into color schemes, each with a body color, a trim color and an accent color chosen to work together. Body colors are earth tones: tans, beiges, warm grays, taupes, muted greens and soft browns. Trim colors are whites, creams and darker shades of the body colors.

### 3.2 Choosing a Color Scheme

An Owner who wants to change the exterior colors of a home must choose a complete scheme from the palette and submit an application with the scheme number and color samples. To avoid monotony, a home may not use the same body color as either adjoining home or the home directly across the street. Garage doors must be painted the body color or the trim color of the home. Brick and stone may not be painted, whitewashed or stained.

### 3.3 Front Doors and Shutters

Front doors and shutters may be painted the trim color of the home or one of the accent colors in the palette. The accent colors are navy, forest green, burgundy, black and "Meadowbrook Blue", a medium slate blue developed for the community. A front door may also be left in its natural stained wood finish. Painting a front door one of these accent colors requires an application, which the ARC will ordinarily approve within 10 business days. Front doors may not be painted any other color.

### 3.4 Repainting the Same Color

Repainting a home, trim, front door or shutters in the colors that were previously approved for that home, or in the original builder colors, does not require an application. Owners should keep their paint records; the Management Company may ask an Owner to show that the new paint matches the previous color.

### 3.5 Prohibited Colors

Bright, fluorescent, neon and primary colors, metallic finishes and high-gloss finishes on siding are not allowed anywhere on the exterior of a home, including doors, shutters, trim and garage doors. Murals and multi-colored patterns are not allowed on any exterior wall, fence or driveway.

## CHAPTER 4 - FENCES AND WALLS

### 4.1 General

Every new fence, and every replacement of or change to an existing fence, requires ARC approval before construction. An application to replace a fence with a new fence of the same height, location, material and style is given expedited review and is ordinarily decided within 10 business days. Fences must be built within the boundaries of the Owner's Lot.

### 4.2 Height and Location

Fences may not exceed six feet in height, measured from the finished grade. Rear yard fences may be up to six feet in height. Fences in side yards forward of the rear corner of the house may be no more than four feet in height. No fence, wall or hedge used as a fence may be built in a front yard, meaning the area between the street and the front wall of the house. Side yard fences must connect to the house at least five feet behind the front corner of the house. On corner Lots, fences along the side street must be set back at least five feet from the sidewalk and may not block the sight lines of drivers at the intersection.

Fences adjoining the walking trails, the detention pond or other Common Area must be black ornamental aluminum or steel of an open design, so that views of the Common Area are preserved, and may not exceed six feet in height. Owners may not install gates leading onto Common Area.

### 4.3 Materials

Fences must be made of wood or of black aluminum or black powder-coated steel in an ornamental picket style. Wood fences must use cedar or pressure-treated pine pickets, installed with the finished side facing the street or the neighboring Lot, with metal posts set in concrete and a top cap. Masonry columns matching the home may be used at corners with ARC approval. Chain link, wire mesh, vinyl, plastic, bamboo, split rail, barbed wire and corrugated metal fences are prohibited. Privacy screens, lattice or fabric may not be attached to ornamental metal fences. A chain link dog run is allowed only as provided in Section 7.6.

### 4.4 Gates

Gates must match the material, color and height of the fence. Gates may not open onto a neighboring Lot or onto the Common Area. Driveway gates are not allowed.

### 4.5 Staining and Maintenance

Wood fences may be left to weather naturally or stained with a semi-transparent stain in one of the approved fence stain colors shown on the Portal: natural cedar, cedar tone or a medium brown. Staining a fence in an approved stain color does not require an application. Fences may not be painted. Owners must keep fences in good repair, replace broken or missing pickets and straighten leaning sections promptly. Where a fence is shared between two Lots, both Owners are responsible for its maintenance.

### 4.6 Pool Fences

A Lot with a swimming pool or spa must have a barrier that meets the requirements of the building code adopted by Travis County and of state law, including self-closing and self-latching gates. Where the code requires a barrier between the pool and the house, a black ornamental metal fence or a removable mesh safety fence may be used inside the back yard. Pool barrier fences are still subject to the height limits of Section 4.2 unless a greater height is required by code.

### 4.7 Retaining Walls

Retaining walls visible from a street or Common Area must be faced with stone or masonry that complements the home, or built of natural stone or split-face concrete block in an earth tone. Retaining walls more than three feet tall require a design by a licensed engineer, and no retaining wall may change the drainage pattern of the Lot.

## CHAPTER 5 - ROOFS, GUTTERS AND SOLAR PANELS

### 5.1 Roof Materials

Roofs must be covered with dimensional (architectural) asphalt shingles with a minimum 30-year rating, standing seam metal roofing in an approved color, or another material allowed by Chapter 202 of the Texas Property Code, including impact-resistant shingles, shingles designed to reduce energy use and solar shingles, provided the material resembles the shingles used on other homes in the community and is of equal or better quality. Three-tab shingles, wood shakes, rolled roofing and reflective or unpainted metal are not allowed.

### 5.2 Roof Colors

Roof colors must be weathered wood, driftwood, charcoal, slate gray, pewter or a similar muted color approved by the ARC. Replacing a roof with the same material and the same color does not require an application, but the Owner must notify the Management Company through the Portal before the work begins. A change of roof material or color requires an application with a sample.

### 5.3 Gutters and Downspouts

Gutters and downspouts must be painted or finished to match the trim or body color of the home. Downspouts must discharge onto the Owner's Lot in a way that does not direct water onto a neighboring Lot. Rain barrels are allowed in side and rear yards and must be screened from view of the street as allowed by Texas law; a rain barrel visible from the street must be a solid neutral color without graphics.

### 5.4 Solar Energy Devices

Solar panels and other solar energy devices are allowed with ARC approval of their placement. The application must include a roof plan showing the location of each panel, the panel and frame color, and the location of conduits, inverters and other equipment. Panels must be mounted flush to the roof or parallel to the roof line, may not extend above the roof ridge or beyond the edges of the roof, and must have black or dark frames. Conduit on the exterior of the home must be painted to match the surface it is on. Ground-mounted solar devices must be located in a fenced back yard and may not be taller than the fence.

### 5.5 Placement of Solar Panels

Solar panels should be placed on the rear-facing or side-facing roof planes whenever possible. The ARC may approve placement on a front-facing roof plane, facing the street, only if the Owner shows, using an estimate from the solar installer, that placement on the other roof planes would reduce the estimated annual energy production of the system by more than 10 percent compared with the proposed front-facing placement. In that case the ARC will approve the front-facing placement that is least visible from the street.

## CHAPTER 6 - LANDSCAPING

### 6.1 Front Yard Trees and Plantings

Each Lot must have at least two shade trees in the front yard, or three on a corner Lot, from the approved tree list on the Portal, such as live oak, cedar elm, Texas red oak, Chinese pistache or bald cypress. Each tree must be at least three inches in caliper when planted. A tree that dies must be replaced within 90 days, or by the next planting season. Front yards must have planting beds along the front of the home with shrubs and groundcover. New landscaping in the front yard that changes the layout of beds or lawn requires an application; planting annual flowers and replacing plants in existing beds does not.

### 6.2 Xeriscape and Water-Conserving Landscaping

Xeriscape and drought-tolerant landscaping is allowed and encouraged, as provided in Chapter 202 of the Texas Property Code. A front yard xeriscape design requires an application so that the ARC can confirm that it is attractive and well maintained; the ARC will not deny a design solely because it uses drought-tolerant plants instead of turf. A xeriscape design must use native or adapted plants, with mulch or decomposed granite beds, and may use river rock in beds and borders, but may not be made up mainly of gravel or bare soil.

### 6.3 Artificial Turf

Artificial turf is allowed only in back yards enclosed by a fence, and only with ARC approval. It must be a high-quality product with a natural green appearance and must be installed with proper drainage. Artificial turf is not allowed in front yards or in side yards visible from the street.

### 6.4 Tree Removal

Removing any tree with a trunk diameter of more than 8 inches, measured four and a half feet above the ground, requires ARC approval, except in an emergency when a tree is dead, diseased or has been damaged by a storm and poses a danger to persons or property; in that case the Owner must notify the Management Company within 7 days after removal and send photographs. Required front yard trees that are removed must be replaced as provided in Section 6.1. Oak trees should not be pruned from February through June, when the risk of oak wilt is highest, and all oak wounds must be painted immediately.

### 6.5 Edging, Beds and Borders

Planting beds must be edged with steel edging, natural stone or brick; plastic edging, landscape timbers and concrete scalloped borders are not allowed in front yards. Mulch must be shredded hardwood or cedar in a natural brown color; dyed red, blue or black mulch and rubber mulch are not allowed in front yards. Landscape boulders and decorative rock are allowed when in proportion to the yard.

### 6.6 Drainage

No Owner may change the grading of a Lot in a way that changes the flow of stormwater onto a neighboring Lot, a street or the Common Area, or blocks a drainage swale or easement. French drains and other drainage improvements that discharge to the street or toward the detention pond require an application.

### 6.7 Vegetable Gardens and Compost

Vegetable gardens, raised beds and compost bins are allowed in back yards without an application, provided they are not visible from the street above the fence line and are kept free of odor and pests. Raised vegetable beds are allowed in front yard planting beds only with ARC approval.

## CHAPTER 7 - OUTBUILDINGS, SHEDS AND PLAY EQUIPMENT

### 7.1 Storage Sheds

One storage shed is allowed on each Lot with ARC approval. A shed may not exceed 120 square feet in floor area or 10 feet in height measured from grade to the peak of the roof. Sheds must have a pitched roof covered with shingles matching the home, and their walls must be painted in the body and trim colors of the home. Metal and plastic sheds are allowed only if they are no taller than the fence and not visible from the street.

### 7.2 Shed Location

Sheds must be located in the back yard, behind the rear wall of the house, at least five feet from the side and rear property lines, and outside any easement. A shed may not be used as a dwelling, a workshop for a business or a home for animals.

### 7.3 Playsets and Swing Sets

Playsets, swing sets, climbing structures and play forts are allowed in back yards. They must be set back at least 5 feet from every property line and may not exceed 12 feet in height at the highest point, including any canopy. Canopies and tarps must be a solid earth tone, green or tan color. Playsets that are visible above the fence require an application; other playsets do not. Play equipment is not allowed in front or side yards.

### 7.4 Trampolines

Trampolines are allowed only in back yards and must be set back at least 5 feet from every property line. Safety nets must be black or dark green. Trampolines do not require an application, but they must be anchored against wind and kept in good condition, and torn nets must be repaired or removed.

### 7.5 Treehouses

Treehouses require ARC approval, must be located in the back yard, and may not have windows or platforms that overlook a neighboring back yard.

### 7.6 Dog Runs and Doghouses

Dog runs and doghouses must be located in the back yard, behind a fence, and may not be visible from the street or adjoin a neighbor's fence line in a way that creates a nuisance. Chain link dog kennels are allowed only if they are no taller than the fence and not visible from the street.

## CHAPTER 8 - PATIOS, DECKS AND PERGOLAS

### 8.1 Patios

Patios of concrete, stamped or stained concrete, pavers, flagstone or brick may be built in back yards with ARC approval. Patios must be at least five feet from side and rear property lines and may not change the drainage of the Lot. Extending an existing back yard patio by not more than 100 square feet with the same material does not require an application.

### 8.2 Decks

Decks must be located in the back yard and may not be more than 30 inches above grade at any point unless approved by the ARC with screening of the area underneath. Decking may be wood or composite in a natural wood or gray tone. Railings must be wood, composite or black metal.

### 8.3 Pergolas and Patio Covers

Pergolas, arbors and patio covers must be located in the back yard and require ARC approval. They may be freestanding or attached to the home, may not exceed 12 feet in height, and must be set back at least five feet from side and rear property lines. Patio covers attached to the home must have a roof that matches the home's roof in material and color, or a flat roof that is not visible from the street. Pergolas must be stained or painted in a color that complements the home. Fabric shade sails are allowed in back yards in solid earth tones.

### 8.4 Outdoor Kitchens and Fire Pits

Outdoor kitchens, built-in grills and permanent fireplaces require ARC approval and must be located in the back yard. Portable fire pits and grills do not require an application but must be used in compliance with burn bans declared by Travis County.

## CHAPTER 9 - EXTERIOR LIGHTING AND CAMERAS

### 9.1 General Standards

Exterior light fixtures must be compatible with the style of the home and must be directed downward or shielded so that the light source is not visible from neighboring Lots. No exterior light may shine into the windows of a neighboring home or into the street in a way that causes glare. Colored bulbs are not allowed except as holiday decorations during the period allowed by the Rules and Regulations. Replacing an exterior light fixture with a fixture of similar size and style does not require an application.

### 9.2 Landscape Lighting

Low-voltage landscape lighting, path lights and uplighting of trees are allowed without an application, provided the fixtures are shielded, use white light and do not shine onto neighboring Lots.

### 9.3 Security Lighting

Floodlights and security lights require ARC approval. They must be mounted under an eave or on the wall of the home, aimed downward at an angle, and controlled by a motion sensor or a timer so that they are not left on all night. Lights mounted on poles or on fences are not allowed.

### 9.4 Security Cameras and Video Doorbells

Video doorbells, such as Ring or similar devices, and security cameras mounted on the home are allowed without an application. Cameras must be mounted on the house, under an eave or beside a door, must be as inconspicuous as practical, and may not be aimed into the windows of a neighboring home or into a neighbor's fenced back yard. Cameras may not be mounted on poles, fences or trees. Wiring must be concealed or painted to match the surface.

## CHAPTER 10 - SATELLITE DISHES AND ANTENNAS

### 10.1 Federal Law

These Guidelines are applied in accordance with the Over-the-Air Reception Devices (OTARD) rule of the Federal Communications Commission. Satellite dishes one meter or less in diameter and antennas designed to receive television broadcast or fixed wireless signals may be installed without an application, but the Owner should notify the Management Company through the Portal after installation. Nothing in this Chapter is applied in a way that unreasonably delays or prevents installation, unreasonably increases its cost, or prevents reception of an acceptable quality signal.

### 10.2 Preferred Locations

Dishes and antennas should be installed, in order of preference: in the back yard, below the fence line; on the rear of the home below the roof line; on the rear-facing roof plane; on the side of the home, set back from the front; and only if an acceptable signal cannot be received in any of those locations, on the front of the home or the front roof plane. Dishes may not be installed on the Common Area.

### 10.3 Installation and Removal

Dishes and antennas must be installed by a qualified installer, and cables must be painted to match the home where possible. Dishes and antennas that are no longer in use must be removed. Dishes larger than one meter and amateur radio antennas require an application.

## CHAPTER 11 - POOLS AND SPAS

### 11.1 Swimming Pools

Private swimming pools must be in-ground pools and require ARC approval. Above-ground pools are not allowed, except for small inflatable or plastic wading pools less than 3 feet deep that are emptied and stored when not in use.

### 11.2 Pool Application and Permits

The application for a pool must include the site plan, the pool layout, the location of the equipment, the route for construction access and the plan for restoring any damaged landscaping, fences or sidewalks. The Owner must obtain all required permits and must provide a copy to the Management Company before construction begins. Pools must be set back at least 5 feet from side and rear property lines and outside all easements. Construction access across the Common Area requires the written approval of the Management Company and a repair deposit.

### 11.3 Pool Barriers

Every pool and spa must be enclosed by a barrier meeting the requirements of Section 4.6 before the pool is filled.

### 11.4 Spas and Hot Tubs

Spas and hot tubs are allowed in back yards with ARC approval. They must be located at least 5 feet from side and rear property lines and have a locking safety cover.

### 11.5 Pool Equipment and Drainage

Pool pumps, filters and pool heaters must be located in the back yard or a side yard, behind a fence or screened by landscaping, and as far from neighboring homes as practical. Pool water may not be drained into the detention pond, the Common Area or onto a neighboring Lot, and must be dechlorinated before being discharged to the street or a storm drain as required by law.

## CHAPTER 12 - FLAGS, SIGNS AND MAILBOXES

### 12.1 Flags

Owners may display the flag of the United States, the flag of the State of Texas and an official or replica flag of any branch of the United States armed forces, as provided in Chapter 202 of the Texas Property Code. Flags must be displayed in a respectful manner and in accordance with the federal and state flag codes, may not be larger than 3 feet by 5 feet, and must be kept in good condition. A flag flown at night must be illuminated by a light that does not shine into neighboring homes. Seasonal and decorative garden flags no larger than 18 inches by 30 inches are allowed in planting beds.

### 12.2 Flagpoles

Each Lot may have either one freestanding flagpole no taller than 20 feet or one flagpole no longer than 6 feet mounted on the home. A freestanding flagpole requires ARC approval of its location. Flagpoles must be made of aluminum or another noncorroding material, and halyards must be secured so they do not make noise in the wind.

### 12.3 Political Signs

Political signs supporting or opposing a candidate, a political party or a ballot measure may be displayed on a Lot beginning on the 90th day before an election and must be removed no later than the 10th day after the election. Only one sign for each candidate or ballot measure is allowed, signs must be ground-mounted, and no sign may be larger than 4 feet by 6 feet. Political signs may not be placed on the Common Area, may not be illuminated, and may not contain roofing material, siding, balloons, lights or similar attachments.

### 12.4 For-Sale and Other Signs

One for-sale or for-lease sign, no larger than 5 square feet, may be placed in the front yard of a Lot that is for sale or lease, and must be removed within 7 days after closing or signing of a lease. Open house signs are allowed on the day of the open house only. One security company sign no larger than 1 square foot may be placed near the front entry, and school spirit signs and signs celebrating a graduate or another family event are allowed for up to 14 days. Contractor signs may be displayed only while the contractor is working on the Lot. All other signs require ARC approval.

### 12.5 Mailboxes

Mail is delivered to standard cluster mailbox units located throughout the community. The cluster units are maintained by the Association in cooperation with the United States Postal Service. Individual curbside mailboxes are not allowed. Owners may not attach decorations, signs or stickers to the cluster units. Replacement mailbox keys and lock changes are arranged through the Postal Service.

## CHAPTER 13 - DRIVEWAYS AND WALKWAYS

### 13.1 Driveway Widening and Extensions

Widening or extending a driveway requires ARC approval. The ARC may approve a widening of up to four feet on one side of the driveway, made of broom-finish concrete matching the existing driveway, so long as the required front yard trees and planting beds remain. Circular driveways, additional parking pads in front yards and driveways of gravel or asphalt are not allowed.

### 13.2 Driveway Surfaces

Driveways must be kept in their natural concrete finish. Driveways may not be painted, stained in color, or coated with epoxy or colored sealers. Clear sealers are allowed without an application. Oil stains should be cleaned promptly.

### 13.3 Walkways

Front walkways may be resurfaced or bordered with brick, natural stone or pavers in an earth tone with ARC approval. Stepping stones in back and side yards do not require an application.

## CHAPTER 14 - BASKETBALL GOALS

### 14.1 Permanent Goals

Permanent in-ground basketball goals require ARC approval and may be installed only beside the driveway, at least 15 feet back from the street curb, or in the back yard. Poles must be black or dark green and backboards clear or white. Goals may not be attached to the home or garage.

### 14.2 Portable Goals

Portable basketball goals may be used in the driveway, but must be stored in the garage, in the back yard or out of view of the street when not in use, and in any event overnight. Portable goals may never be placed on the street, on the sidewalk or on the curb, and may not be weighted with sandbags, tires or other loose materials.

## CHAPTER 15 - WINDOW COVERINGS

### 15.1 Window Treatments

Window coverings visible from the street must be blinds, shades, shutters, curtains or draperies in good condition. The side of a window covering that faces out must be white, off-white, beige or another neutral color. Aluminum foil, reflective materials, sheets, blankets, towels, paper, cardboard and flags may not be used as window coverings. Temporary coverings are allowed for no more than 30 days after a new Owner or tenant moves in.

### 15.2 Window Film, Screens and Storm Protection

Tinted window film and solar screens in gray, charcoal, bronze or black are allowed without an application; mirrored or reflective film is not. Window screens must be kept in good repair. Storm shutters and plywood may be installed only when a severe storm warning is in effect and must be removed within 7 days afterwards.

## CHAPTER 16 - GENERATORS

### 16.1 Permanent Standby Generators

Permanently installed standby generators are allowed with ARC approval as provided in Chapter 202 of the Texas Property Code. A standby generator must be installed by a licensed contractor in compliance with the manufacturer's specifications and all codes, must be located in the back yard or in a side yard behind a fence, and must be screened from the street and neighboring Lots by the fence or by landscaping. Generators may be run for routine maintenance and testing only between 9:00 AM and 5:00 PM on weekdays, and for no longer than the manufacturer recommends.

### 16.2 Portable Generators

Portable generators may be used only during a power outage and must be operated outdoors, away from windows and doors, and never in a garage. They must be stored out of sight when not in use.

## CHAPTER 17 - ELECTRIC VEHICLE CHARGERS

### 17.1 Chargers Inside the Garage

An electric vehicle charger installed inside the garage, including a Level 2 charger, does not require an application. The installation must be made by a licensed electrician with any permits that are required.

### 17.2 Exterior Chargers

An electric vehicle charger installed outside the garage requires ARC approval. It must be mounted on the wall of the home beside the garage door or on a side wall, not in a front yard or on a post, and conduit must be painted to match the home. Charging cables may not cross a sidewalk or be left on the driveway when not in use. Residents may not charge vehicles from outlets in the clubhouse or other Common Area.

Adopted by the Board of Directors of Meadowbrook Commons Homeowners Association, Inc.
`,
};
