import type { GoverningDocumentSource } from './source';

/**
 * The Bylaws of Meadowbrook Commons Homeowners Association, Inc.: members' meetings, the five-member
 * board, officers, committees, records, fiscal matters, indemnification and amendment. The Declaration
 * controls over these Bylaws (Section 11.1).
 */
export const meadowbrookBylaws: GoverningDocumentSource = {
  fileName: 'Bylaws.pdf',
  title: 'Bylaws of Meadowbrook Commons Homeowners Association, Inc.',
  body: `## ARTICLE I. NAME AND OFFICES

### Section 1.1. Name.

The name of the corporation is Meadowbrook Commons Homeowners Association, Inc. (the "Association"). The Association is a Texas nonprofit corporation and a property owners' association as defined in Section 209.002 of the Texas Property Code.

### Section 1.2. Principal Office.

The principal office of the Association shall be located in Travis County, Texas, or at the office of the Association's Manager, as the Board may designate from time to time. The Association shall maintain a registered agent and registered office in Texas as required by law.

### Section 1.3. Definitions.

Capitalized terms used in these Bylaws and not defined in them have the meanings given to them in the Declaration of Covenants, Conditions and Restrictions for Meadowbrook Commons, recorded in the Official Public Records of Travis County, Texas, as amended (the "Declaration").

### Section 1.4. Purposes.

The Association is organized to own, operate and maintain the Common Area, to administer and enforce the Declaration and the other Dedicatory Instruments, to levy and collect Assessments, and to promote the health, safety and welfare of the Residents of Meadowbrook Commons.

## ARTICLE II. MEMBERS AND MEETINGS OF MEMBERS

### Section 2.1. Membership and Voting.

Every Owner of a Lot is a Member of the Association. Each Lot is entitled to one (1) vote, as provided in the Declaration. Where a Lot has more than one Owner, the vote for that Lot shall be cast as the co-Owners determine among themselves.

### Section 2.2. Annual Meeting.

The annual meeting of the Members shall be held in March of each year, on a date and at a time and place set by the Board. At the annual meeting the Members shall elect directors to fill the seats whose terms are expiring, receive reports on the activities and finances of the Association, and transact such other business as may properly come before the meeting.

### Section 2.3. Special Meetings.

Special meetings of the Members may be called by the president, by a majority of the Board, or by Members holding at least ten percent (10%) of the total votes in the Association. A request by Members for a special meeting shall be in writing, signed by the requesting Members, and shall state the purpose of the meeting. The Board shall call the meeting within thirty (30) days after receiving a valid request. Business at a special meeting is limited to the purposes stated in the notice.

### Section 2.4. Place of Meetings.

Meetings of the Members shall be held in the clubhouse of the Association or at another suitable location in or reasonably near Meadowbrook Commons designated by the Board. The Board may permit Members to attend and participate in a meeting by video conference or other electronic means, provided that each Member participating can hear and be heard by the other participants.

### Section 2.5. Notice of Meetings.

Written notice of each meeting of the Members, stating the date, time and place of the meeting and, for a special meeting, its purpose, shall be given to each Member not less than ten (10) days nor more than sixty (60) days before the meeting, by mail to the Member's address in the Association's records or by e-mail to a Member who has consented to receive notices electronically. The notice shall also be posted on the Association's website, if any.

### Section 2.6. Quorum.

The presence at a meeting, in person or by proxy, of Members holding at least ten percent (10%) of the total votes in the Association shall constitute a quorum for any action, except as otherwise required by the Declaration or these Bylaws. Members who have cast absentee or electronic ballots on any matter to be considered are counted as present for the purpose of establishing a quorum.

### Section 2.7. Adjournment for Lack of Quorum.

If a quorum is not present at a meeting, the Members present may adjourn the meeting to a date not less than five (5) days nor more than thirty (30) days later. Notice of the adjourned meeting shall be given to the Members, and the quorum required at the adjourned meeting shall be one-half of the quorum required at the original meeting.

### Section 2.8. Proxies.

A Member may vote by proxy. Every proxy shall be in writing, signed and dated by the Member or the Member's authorized attorney-in-fact, and filed with the secretary or the Manager before the start of the meeting. A proxy is revocable by the Member at any time and is automatically revoked when the Member attends the meeting and votes in person, casts an absentee or electronic ballot, or conveys the Lot. No proxy is valid after eleven (11) months from its date unless it states a longer period. A proxy may not be used to cast a vote in an election of directors or on an amendment to the Declaration or these Bylaws where the Board has provided for absentee or electronic ballots, except as permitted by Chapter 209 of the Texas Property Code.

### Section 2.9. Absentee and Electronic Ballots.

(a) The Board shall permit Members to vote by absentee ballot or electronic ballot on any matter submitted to a vote at a meeting, including the election of directors, in accordance with Section 209.00592 of the Texas Property Code.

(b) An absentee ballot shall be counted if it is received by the Association before the meeting begins. An absentee ballot may not be counted if the Member attends the meeting and votes in person.

(c) An electronic ballot is a ballot given by e-mail, facsimile, or posting on an internet website, for which the identity of the Member submitting the ballot can be confirmed and for which the Member may receive a receipt of the electronic transmission.

(d) A solicitation for absentee or electronic ballots shall include an absentee ballot that contains each proposed action and provides an opportunity to vote for or against each proposed action, instructions for delivery of the completed ballot, and the following language: "By casting your vote via absentee ballot you will forgo the opportunity to consider and vote on any action from the floor on these proposals, if a meeting is held. This means that if there are amendments to these proposals your votes will not be counted on the final vote on these measures. If you desire to retain this ability, please attend any meeting in person. You may submit an absentee ballot and later choose to attend any meeting in person, in which case any in-person vote will prevail."

### Section 2.10. Voting Procedures; Tabulation.

Votes in an election of directors and on any amendment to the Declaration or these Bylaws shall be in writing and signed by the Member, or cast by absentee or electronic ballot. The Board shall appoint one or more persons who are not candidates and are not related to a candidate to tabulate the votes. Ballots and proxies shall be retained by the Association for at least one (1) year after the election and are subject to inspection as provided in Article VII, except that the identity of the Member casting a ballot shall be kept confidential to the extent required by law.

### Section 2.11. Action Without a Meeting.

Any action that may be taken at a meeting of the Members may be taken without a meeting by written or electronic ballot, if the number of votes cast within the time stated in the ballot equals or exceeds the quorum required for a meeting and the number of approvals equals or exceeds the number of votes that would be required to approve the matter at a meeting.

### Section 2.12. Order of Business.

The order of business at meetings of the Members shall be as follows, unless the presiding officer determines otherwise: (a) determination of a quorum; (b) proof of notice of the meeting; (c) approval of the minutes of the preceding meeting; (d) reports of officers and committees; (e) election of directors, when applicable; (f) unfinished business; (g) new business; and (h) adjournment. A reasonable period for Member comments shall be provided at each meeting.

## ARTICLE III. BOARD OF DIRECTORS

### Section 3.1. Number.

The affairs of the Association shall be managed by a Board of Directors consisting of five (5) directors.

### Section 3.2. Term of Office.

Directors shall serve staggered terms of two (2) years, so that the terms of three (3) directors expire in even-numbered years and the terms of two (2) directors expire in odd-numbered years. Each director shall serve until the director's successor is elected and qualified. There is no limit on the number of terms a director may serve.

### Section 3.3. Qualifications.

Each director shall be a Member of the Association, or the spouse of a Member residing on the Lot, or an officer or designated representative of a Member that is an entity. No two persons residing on the same Lot may serve on the Board at the same time. A person is ineligible to serve as a director if the person has been convicted of a felony or a crime involving moral turpitude within the past twenty (20) years, as provided in Section 209.00591 of the Texas Property Code. A director who ceases to be a Member or becomes ineligible shall cease to be a director.

### Section 3.4. Nomination and Election.

Candidates for election to the Board may be nominated by the Nominating Committee described in Section 6.4, and any Member may be nominated, or nominate himself or herself, by written notice to the secretary delivered at least thirty (30) days before the annual meeting. The Association shall give notice of the opportunity to be placed on the ballot as required by Section 209.00593 of the Texas Property Code. Directors shall be elected by a plurality of the votes cast, and cumulative voting is not permitted.

### Section 3.5. Removal.

Any director may be removed, with or without cause, by a majority of the votes cast at a meeting of the Members at which a quorum is present, provided that the notice of the meeting states that removal of the director is a purpose of the meeting. The director whose removal is proposed shall be given an opportunity to be heard at the meeting. A successor to a removed director shall be elected by the Members at the same meeting to serve for the remainder of the removed director's term.

### Section 3.6. Vacancies.

A vacancy on the Board arising from death, resignation, disqualification or any cause other than removal by the Members shall be filled by a majority vote of the remaining directors, even if less than a quorum, and the director so appointed shall serve until the next annual meeting, at which the Members shall elect a director to serve the remainder of the unexpired term. If the Board fails to fill a vacancy within ninety (90) days, the Members may elect a director at a special meeting called for that purpose.

### Section 3.7. Compensation.

No director shall receive compensation for serving as a director. A director may be reimbursed for actual and reasonable expenses incurred on behalf of the Association with the approval of the Board. No director, or any person related to a director, shall contract with the Association for goods or services unless the contract is disclosed to and approved by a majority of the disinterested directors in an open meeting.

### Section 3.8. Powers and Duties.

The Board shall have all the powers and duties necessary for the administration of the affairs of the Association, except those reserved to the Members by the Declaration, the Articles or these Bylaws. Without limitation, the Board shall:

(a) adopt the annual budget and levy and collect Assessments as provided in the Declaration;

(b) adopt, amend and enforce the Rules, the Architectural Guidelines and the fine policy;

(c) operate, maintain and insure the Common Area;

(d) employ a Manager and such other employees, contractors and professionals as the Board considers necessary, and delegate to them such duties as the Board may determine, except that the Board may not delegate its authority to adopt the budget, levy Assessments, adopt Rules, levy fines or approve the filing of a lawsuit;

(e) keep the books and records of the Association as provided in Article VII; and

(f) take any other action permitted by the Dedicatory Instruments and the Texas Business Organizations Code.

### Section 3.9. Standard of Conduct.

Each director shall perform the director's duties in good faith, with ordinary care, and in a manner the director reasonably believes to be in the best interest of the Association. A director who has a personal or financial interest in a matter before the Board shall disclose the interest and shall not vote on the matter.

## ARTICLE IV. MEETINGS OF THE BOARD

### Section 4.1. Regular Meetings.

The Board shall hold regular meetings at least quarterly, at such times and places as the Board determines. The first meeting of the Board after each annual meeting shall be held within ten (10) days after the annual meeting for the purpose of electing officers.

### Section 4.2. Special Meetings.

Special meetings of the Board may be called by the president or by any two (2) directors.

### Section 4.3. Notice of Board Meetings.

Notice of the date, time, place and general subject matter of each regular and special meeting of the Board shall be given to each director and to the Members at least seventy-two (72) hours before the meeting, by posting the notice in a conspicuous place in the Common Area, such as the bulletin board at the clubhouse, and on the Association's website, or by mail or e-mail to each Member, in accordance with Section 209.0051 of the Texas Property Code. In an emergency, a meeting may be held on shorter notice as permitted by law.

### Section 4.4. Open Meetings.

Except for executive sessions held under Section 4.5, all meetings of the Board shall be open to the Members. Members may attend and observe the meeting and may speak at the times and for the periods the Board allows under the agenda, but may not participate in the Board's deliberations or vote. The Board may adopt reasonable rules of decorum for its meetings.

### Section 4.5. Executive Session.

The Board may adjourn an open meeting and reconvene in a closed executive session to consider actions involving personnel, pending or threatened litigation, contract negotiations, enforcement actions, confidential communications with the Association's attorney, matters involving the invasion of privacy of individual Members, including delinquencies and violations of individual Owners, or matters that are to remain confidential by request of the affected parties and agreement of the Board. The general nature of any business to be considered in executive session shall first be announced in the open meeting. Any decision made in executive session shall be summarized orally and placed in the minutes in general terms, without breaching the privacy of individual Members, and any final action shall be taken in an open meeting.

### Section 4.6. Quorum of the Board.

A majority of the directors then in office, being three (3) directors when the Board is full, shall constitute a quorum for the transaction of business. The act of a majority of the directors present at a meeting at which a quorum is present shall be the act of the Board.

### Section 4.7. Meetings by Telephone or Video Conference.

A meeting of the Board may be held by telephone conference call or video conference, provided that each director may hear and be heard by every other director, and that the Members are given the means to listen to the meeting or attend at a physical location, as required by law.

### Section 4.8. Action Without a Meeting.

The Board may take action without a meeting by unanimous written consent of the directors, or by electronic vote, only on matters permitted to be so decided by Section 209.0051 of the Texas Property Code. The Board may not, without prior notice to the Members, consider or vote by electronic means on fines, damage assessments, initiation of foreclosure actions, initiation of enforcement actions other than for emergencies, increases in Assessments, levying of Special Assessments, appeals from a denial of architectural approval, or suspension of an Owner's rights. Any action taken without a meeting shall be summarized and recorded in the minutes of the next regular meeting.

## ARTICLE V. OFFICERS

### Section 5.1. Officers.

The officers of the Association shall be a president, a vice president, a secretary and a treasurer. The president and vice president shall be directors; the secretary and treasurer may, but need not, be directors. The same person may hold the offices of secretary and treasurer, but no person may hold the offices of president and secretary at the same time.

### Section 5.2. Election and Term.

The officers shall be elected by the Board at its first meeting after each annual meeting and shall serve for one (1) year and until their successors are elected, unless they sooner resign or are removed.

### Section 5.3. Removal and Resignation.

Any officer may be removed by a majority of the Board, with or without cause. Any officer may resign by written notice to the Board. A vacancy in any office shall be filled by the Board for the remainder of the term.

### Section 5.4. President.

The president shall be the chief executive officer of the Association, shall preside at all meetings of the Members and the Board, shall see that the orders and resolutions of the Board are carried out, and shall sign contracts, recorded instruments and other documents on behalf of the Association as authorized by the Board.

### Section 5.5. Vice President.

The vice president shall act in the place of the president if the president is absent or unable to act, and shall perform such other duties as the Board assigns.

### Section 5.6. Secretary.

The secretary shall record the votes and keep the minutes of all meetings of the Members and the Board, give notice of meetings as required by these Bylaws, keep the membership register of the Association showing the name and address of each Owner, and certify amendments to the Declaration and these Bylaws. The secretary may delegate the performance of these duties to the Manager, but remains responsible for them.

### Section 5.7. Treasurer.

The treasurer shall oversee the receipt and deposit of the funds of the Association, the disbursement of funds as directed by the Board, and the keeping of proper books of account; shall present the proposed annual budget to the Board; and shall report on the financial condition of the Association at each regular meeting of the Board and at the annual meeting. The treasurer may delegate the performance of these duties to the Manager, but remains responsible for them.

## ARTICLE VI. COMMITTEES

### Section 6.1. Committees Generally.

The Board may establish such standing and special committees as it considers appropriate. Except as provided in the Declaration for the Architectural Review Committee, committees are advisory to the Board and have no authority to bind the Association. The Board shall appoint the members and the chair of each committee, who serve at the pleasure of the Board, and each committee shall include at least one director or a liaison appointed by the Board.

### Section 6.2. Architectural Review Committee.

The Architectural Review Committee shall be appointed and shall act as provided in Article V of the Declaration. The ARC shall keep written records of every application and of its decisions, and shall report its decisions to the Board at least quarterly. Appeals from decisions of the ARC are heard by the Board as provided in the Declaration.

### Section 6.3. Social Committee.

The Social Committee shall plan and conduct community events, such as the spring festival, pool parties and holiday gatherings, within the budget approved by the Board, and shall assist in welcoming new Residents. The Social Committee may not enter into contracts or incur expenses on behalf of the Association without the approval of the Board or the treasurer.

### Section 6.4. Nominating Committee.

Before each annual meeting, the Board shall appoint a Nominating Committee of not fewer than three (3) Members, which shall seek out qualified candidates for the Board and present at least as many nominees as there are seats to be filled. Nomination by the committee does not limit the right of any Member to be a candidate as provided in Section 3.4.

### Section 6.5. Other Committees.

The Board may establish other committees, such as a finance committee, a pool and amenities committee, or a landscaping committee, with such duties as the Board assigns by resolution.

## ARTICLE VII. BOOKS AND RECORDS

### Section 7.1. Records to Be Kept.

The Association shall keep, at its principal office or the office of the Manager, the following records: the Dedicatory Instruments; the minutes of meetings of the Members and the Board; the financial records and books of account; the annual budgets and financial statements; the reserve studies; insurance policies; contracts to which the Association is a party; ballots and proxies for the period required by Section 2.10; and a register of the Members.

### Section 7.2. Inspection by Owners.

(a) The books and records of the Association shall be open to inspection and copying by any Owner or the Owner's designated representative, in accordance with Section 209.005 of the Texas Property Code.

(b) An Owner who wishes to inspect or obtain copies of records shall submit a written request to the Association, by certified mail to the mailing address of the Association or its Manager, describing with sufficient detail the records requested and stating whether the Owner wishes to inspect the records before obtaining copies or to have copies of particular records forwarded.

(c) Within ten (10) business days after receiving the request, the Association shall either make the records available for inspection at a mutually agreed time during normal business hours at the office of the Association or its Manager, or send the requested copies to the Owner, or send the Owner written notice that the Association cannot produce the records within ten (10) business days, stating a date, not later than fifteen (15) business days after the notice, by which the records will be made available.

### Section 7.3. Costs of Copies.

The Association may charge the Owner the reasonable costs of compiling, producing and reproducing the requested records, in accordance with the records production and copying policy adopted by the Board and the limits set by law. The Association may require the Owner to pay the estimated costs in advance.

### Section 7.4. Confidential Records.

The Association is not required to release or allow inspection of records that identify the violation history of an individual Owner, an Owner's personal financial information, an Owner's contact information other than the Owner's address, or information related to an employee of the Association, or attorney files and records protected by the attorney-client privilege, unless the Owner whose records are requested consents in writing or a court orders the release.

### Section 7.5. Retention of Records.

The Association shall retain its records for the periods required by its records retention policy and by Section 209.005 of the Texas Property Code, including the Dedicatory Instruments and the minutes of meetings of the Members and the Board permanently, financial books and records for seven (7) years, and account records of current Owners for five (5) years.

## ARTICLE VIII. FISCAL MATTERS

### Section 8.1. Fiscal Year.

The fiscal year of the Association shall be the calendar year, beginning on January 1 and ending on December 31 of each year, unless the Board establishes a different fiscal year by resolution.

### Section 8.2. Annual Budget.

The treasurer, with the assistance of the Manager and any finance committee, shall prepare a proposed budget for each fiscal year. The Board shall consider and adopt the budget at an open meeting held not later than sixty (60) days before the beginning of the fiscal year, and the Association shall make the adopted budget available to the Owners as provided in the Declaration.

### Section 8.3. Audit or Review.

Within one hundred twenty (120) days after the end of each fiscal year, the Board shall cause the financial statements of the Association for that year to be reviewed by an independent certified public accountant. The Board may instead obtain an audit, and shall obtain an audit if Members holding at least twenty percent (20%) of the total votes in the Association request it in writing. A copy of the reviewed or audited financial statements shall be made available to every Owner.

### Section 8.4. Bank Accounts and Signatures.

The funds of the Association shall be deposited in federally insured accounts in the name of the Association. Reserve funds shall be kept in accounts separate from operating funds. Any disbursement from the reserve accounts, and any check or payment of more than Five Thousand Dollars ($5,000.00), shall require the approval of two (2) officers or directors.

### Section 8.5. Contracts.

The Board may authorize any officer or the Manager to enter into contracts on behalf of the Association within the limits of the approved budget. Any contract for goods or services with a value of more than Twenty-Five Thousand Dollars ($25,000.00) shall be awarded after the Board has solicited at least two (2) competing bids, unless the Board determines in an open meeting that an emergency or the nature of the services makes bidding impracticable.

## ARTICLE IX. INDEMNIFICATION

### Section 9.1. Indemnification of Directors, Officers and Committee Members.

The Association shall indemnify every director, officer and committee member, and every former director, officer and committee member, against all expenses, including attorney's fees, judgments and amounts paid in settlement, reasonably incurred in connection with any proceeding to which the person is made a party by reason of serving the Association, to the fullest extent permitted by Chapter 8 of the Texas Business Organizations Code, except in relation to matters as to which the person is finally adjudged to have acted with willful misconduct, gross negligence or in bad faith.

### Section 9.2. Limitation of Liability.

No director, officer or committee member shall be personally liable to the Association, the Members or any other person for any mistake of judgment or for any act or omission made in good faith while acting in that capacity. Directors and officers shall have no personal liability for contracts made by them on behalf of the Association.

### Section 9.3. Insurance.

The Association shall maintain directors and officers liability insurance as provided in the Declaration, and the cost of indemnification shall be a Common Expense.

## ARTICLE X. AMENDMENT

### Section 10.1. Amendment by the Members.

These Bylaws may be amended by the affirmative vote of two-thirds (2/3) of the votes cast by the Members at a meeting at which a quorum is present, or by absentee or electronic ballot in which the number of votes cast equals or exceeds the quorum. The Board may not amend these Bylaws, except that the Board may correct clerical or typographical errors and may conform these Bylaws to the mandatory requirements of law.

### Section 10.2. Effectiveness and Recording.

An amendment to these Bylaws shall be effective when it is approved and shall be recorded in the Official Public Records of Travis County, Texas, together with the secretary's certificate of approval, as required for dedicatory instruments by Section 202.006 of the Texas Property Code.

## ARTICLE XI. MISCELLANEOUS

### Section 11.1. Conflicts.

In the event of a conflict between these Bylaws and the Declaration, the Declaration controls over these Bylaws. In the event of a conflict between these Bylaws and the Articles, the Articles control. In the event of a conflict between these Bylaws and the Rules or the Architectural Guidelines, these Bylaws control.

### Section 11.2. Notices.

Unless otherwise provided in these Bylaws or required by law, any notice to a Member shall be deemed given when deposited in the United States mail, postage prepaid, addressed to the Member at the address shown in the Association's records, or when sent by e-mail to a Member who has consented in writing to receive notices electronically.

### Section 11.3. Severability; Headings.

If any provision of these Bylaws is held invalid, the remaining provisions shall remain in full force. The headings in these Bylaws are for convenience only and do not affect their meaning.

CERTIFICATE OF SECRETARY: I certify that I am the duly elected secretary of Meadowbrook Commons Homeowners Association, Inc., and that the foregoing Bylaws were adopted by the Board of Directors of the Association and are in full force and effect.

Recorded in the Official Public Records of Travis County, Texas.`,
};
