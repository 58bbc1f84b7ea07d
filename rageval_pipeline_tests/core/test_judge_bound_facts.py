"""Facts bound to their subject: golden minimal pairs (one context; a supported sentence and the same
sentence with a number, amount, date, duration, percentage or name taken from another subject of the
context), judged by the local judge exactly as a case with only a question would be (no ground truth,
no required facts).

``bound_facts_pairs.jsonl`` (64 pairs) was written before the binding was tuned;
``bound_facts_heldout.jsonl`` (12 pairs) was only run once the design was settled.
``bound_facts_realistic.jsonl`` (25,583 pairs, each with a real question) was written later, in 1,066
rounds of 24, to find the binding's gaps: tables (and their header rows), ";" lists that leave out
their subject ("directors up to $25,000"), thousands separators, labels ("Version 3.3", "Station
B"), qualified durations ("25 sick days"), full names, titles and letters beyond ASCII ("Dr. Amara
Nwosu", "Ingrid Sørensen"), a value's qualifier after it ("60% of the final mark"), years inside a
listing, a contrast without a comma, ranges of days ("from 1 to 14 July"), another modifier of the
claim's own words ("current account" / "savings account", "first phase" / "second phase"), measures
("1.6 kg" / "950 g"), pence, spelled durations ("one month's notice"), ordinals ("4th floor"),
listed pieces with a subject and verb of their own, markdown table cells, a bracket or a colon
before another subject's value ("£120 for members (£150 for non-members)"), names with particles
("Bram de Vries"), a tail shared by the listed pieces ("38 grams of fibre a day for men and 25
grams for women"), irregular plurals ("€7 for children" / "a child ticket"), a lower-case word of
the claim the evidence capitalises ("the fine for littering" / "Littering carries"), listings keyed by
a name ("Dubai 7 hours, Singapore 13 hours"), a claimed range ("around 7-8 mph"), an opening phrase ("After five years of service, ..."), a
pronoun going on about the last subject ("It was completed in May 1937"), the claim's grammatical
subject, months and other specifics as keys ("4.4% in March"), an exception opening its own piece
("except managers, whose probation lasts six months"), weekdays as values ("every other Thursday",
"Monday to Friday"), whom a value is for ("approved for adults"), a date without its year, the
pieces of one listing counting one thing ("85 staff, and the Berlin office 130"), a piece with a verb
of its own ("... and came into force on 1 January 2020"), a year against a full date, an event told
by its verb, temperatures, a full name said of another part of its own clause ("presented by actor
Julian Marsh to the director Eva Lindgren"), an event the evidence never names ("The strike began
on 9 March" is no conflict with the day it ended), a clause of another year, day or time ("expects
revenue of about $4.6 billion in 2024" is not about 2022's), a sentence dated from the one before ("A year
later, ..."), a compound adjective that is no verb ("A second, better-equipped expedition"), "On Fridays
it stays open until 21:00," (a clause, not an opening phrase), a long listing of short pieces ("46% said
they commute by car, 31% use public transport, 14% cycle ..."), a heading line over list items ("Ticket
prices:" over "Child (4-15): €9"), a clause opening with a heading of its own ("Children aged 6 to 12:
take 1 tablet every 4 hours, no more than 4 tablets in 24 hours"), a general noun going on about the last
measure ("Unemployment stood at 4.2%. The rate was highest in the north at 6.1%"), "he" or "she" for the
last person named, the agent of a passive ("The original novel was written by ..."), a name said of
another part of another clause, a weekday stated with the claim's count ("Saturday was the busiest day,
with 31,000 attendees"), a number sizing a model ("the 15-inch model 1.51 kg"), titles ("Dr. Tom Ellis"),
a key between a colon and the first value ("Tyre pressures: front 2.3 bar, rear 2.1 bar"), a table's
cells under their column ("Two-bedroom flat | £1,450 | £1,670" under "Monthly rent | Deposit"), names keyed
by names ("Lisbon by Carla Mendes, Porto by Rui Santos"), a name with its affiliation ("Dr. Hannah Lee
of the Institute for Fiscal Research" is one name, not a list of them), "now" against a year ("It now
supports 38"), "not completed until 1854" (no negation), a part of a count ("1,850 members, of whom 620 are
juniors"), an amount said of another thing in its clause ("grossed $412 million worldwide on a budget of
$95 million"), "He was replaced by ..." after a sentence naming him as its object, an item opening with
"and" that waits for its value ("..., and her breakthrough single, Paper Moon, in 2012"), "In engineering
the share is 58%" after the company-wide figure, names beyond ASCII in the plain check ("Leoš Janáček"),
what a first value is a share of ("78% of adults have received one dose, and 64% are fully vaccinated"), a
value a change started from ("36% of sales last year, up from 29% the year before"), a row about a narrower
thing than the claim's ("Premium economy" where the claim means the "Economy" row), the opposite modifier ("the old
county hospital" is not the new one), a sentence opening with the name a later "its" goes on about ("Lake Varn
covers ... At its deepest point it reaches 212 metres"), what someone's work did ("Her third book, The Salt
Road, won the prize in 2015": she won it; not what her deputy did), an event the evidence tells with another verb
found by what did it ("The town received its charter in 1712. The railway arrived in 1868"), "the part-time
version" for "the part-time MBA" next to "the full-time MBA", a listing of people with their roles in brackets
("Rohan Mehta (Chief Financial Officer), Lucy Chen (Chief Technology Officer)"), an item opening with "and"
whose value follows a phrase about it ("and the Series B, led by Northlight Ventures, raised $55m"), an action noun
for its verb ("the English translation, by Catherine Lowe" for "translated into English"), a subject set off by a
participle phrase ("The documentary, narrated by actor Sam Whitlock, was directed by Mei Lin"), a claim listing
names where the evidence lists others ("founded by Aisha Bello and Carl Jensen"), a count written with a
thousands separator in a listing of counts ("2,100 in manufacturing" is no year), a possessive opening the claim
("Spain's unemployment rate") and a superlative that names no other kind ("Spain had the highest rate at 11.8%"), a subject "of" something
found by its head ("The music of the national anthem" is in "The music was composed by ..."), what a first
value is a share of before the word a later piece replaces ("rated 19% of schools outstanding and 68% good"), the
whole a share is of opening a listing ("Of the 1,215 plant species assessed, 342 are ..."), a claimed count written
with a thousands separator ("seats 2,150" is no year), a plural unit that is no subject word ("30 minutes"), an event's verb weighing as a subject where
the evidence uses it ("the deal closed on 1 February 2022" for "the merger closed", not the merger's announcement),
a later clause ending on a bare value ("..., while her teammate Maya Tran added 14"), "students pay €9" (a subject
and its verb, not "student pay"), the one clause saying the claim's subject whatever variant it names ("a reduced
rate of 5% applies to domestic energy"), a subject of several words said by one clause only, a table row's word
cells said of each of its values and a name opening a row, "respectively" after names of several words with the
values mid-sentence, "v4.0" for "Version 4.0", two names joined by "and" as the evidence joins them, "off-peak"
against "peaks", the piece naming the claim's name in a listing keyed by names ("£412,000 in Clifton, £298,000 in
Bedminster"), abbreviations of words the evidence spells out ("NSIDC", "C3S", "CFO"), two names next to a count
(both asserted), a name asserted after a subject naming no one ("... was won by Lumen Services"), a heading line
with a date, a capitalised word the claim writes plainly ("Electrical items:"), a company's "Ltd." ending its
sentence, a table row read with its column names by the support check ("Seats: 8"), "v3.3.0" stating 3.3, an
adjective in "-ed" after an owner ("Volta Mobile's unlimited plan") and a noun in "-eed" ("the speed limit") that
are no verbs, a name as the claim's grammatical subject, a season keying its value ("every 2 hours in winter"), a
verb a clause says plainly beside its negation ("charges $3.85 ... does not charge extra"), a "for" going back
("for the same drink"), a comparative after a noun ("the resort lower in the valley"), and a lead-in naming the
document ("According to the price list, ...", "The race report says ..."), "the women's race" against the men's,
and the piece of a sentence saying more of the claim's names ("... and goalkeeper Anders Holm from Brøndby for
€4 million"). Then: months named alone ("issued each July", "from November to February"), "the company" for the
organisation last named, a title line over a list or a table, a piece saying how the first value changed ("a
decline of 12% since 2018"), areas against lengths, "respectively" with articles, an answer quoting the evidence,
names in camel case ("PayCore") and their labels ("PureAir 500"), a span "between X and Y" kept whole, "45 W"
opening a piece, a clock's "p.m." ending its sentence, a column named with a bracketed range ("Child (5-15)"),
currency codes ("GBP 72.40"), phone numbers and label numbers ("Form 4835") as no values, listings of up to 30
words cut into pieces of up to 18, an age keying the clause said of the ages holding it ("a child aged five" under
"4-6 years"), and a number counted as another kind's only where written as one ("an eight-year-old ... 8 tablets").
Rounds 53 to 61 were written by nine other authors who had not seen the judge's code, from a description of the
pairs only (round 54 asked for the harder cases: pronouns, "the latter", people in different roles, subjects named
differently); they got 17, 9, 19, 17, 20, 18, 15, 16 and 12 right when written and 22, 14, 22, 22, 22, 20, 18, 18 and 13 after the fixes they prompted (rounds 60 and 61 were written last and measured after every earlier fix) - so the
rounds written alongside the code overstate how the judge does on text it has not seen. Rounds 62 to 68 were
written the same way by seven more authors (62 asked for sports, elections, earnings and timetables with a third
hard; 63 for handbooks, policies, regulations, release notes and dosage leaflets; 64 for history, science, property,
hotels and transport; 65 and 67 for everyday help-centre, pricing and public-service pages; 66 for internal company
documents; 68 for encyclopedia articles and statistics releases): 7, 12, 8, 16, 20, 15 and 22 right when written
(62-64 against the code of the session's start, 65-66 and 67-68 after the fixes the earlier ones prompted) and 10,
14, 13, 21, 22, 18 and 23 after. Rounds 69 (a broad mix of consumer, public and business pages) and 70 (a
company's internal wiki and customer docs) were measured on the code of their day only: 17 and 20. Rounds 71 to
80 were written the same way by ten more authors, asked for typical, not tricky pairs over everyday, internal
and customer-facing documents (75, 77 and 79 from the description of the hidden set word for word): against the
code of that session's start they got 22, 21, 19, 23, 19, 17, 16, 19, 18 and 12 right; against the code of when
each was measured 22, 21, 22, 23, 19, 22, 17, 20, 19 and 14 (71-72 at the start, each later pair after the fixes
the rounds before prompted); after all of them 24, 24, 24, 24, 22, 24, 20, 24, 19 and 18. Rounds 81 to 86
were written by six more authors at once, against the code of that session's start (81 civic information, 82
and 84 from the hidden set's description over company docs and over health, insurance and banking pages, 83
news and reports, 85 software documentation, 86 travel and leisure): 17, 19, 17, 21, 18 and 21 right when
written; 18, 19, 17, 22, 21 and 22 after the fixes they prompted. Rounds 87 to 90 (87 from the hidden set's
description over company assistant documents, 88 education and science, 89 retail, property and cars, 90
history, culture and sport) were measured after those fixes: 22, 19, 13 and 14 right, 22, 19, 17 and 15 after.
Rounds 91 to 94 (91 and 93 from the hidden set's description over mixed sources and internal knowledge bases, 92
logistics, utilities and hospitality, 94 government and legal information) were measured on that session's
final code: 22, 20, 23 and 18 right (the session's first code got the same). Rounds 95 to 102 were written by
eight more authors in two batches (95, 96, 98, 99 and 100 from the hidden set's description over company pages,
customer support and HR, health and public services, SaaS documentation and a general mix; 97 finance, 101
retail, property and cars, 102 history and sport): the first batch got 22, 22, 16 and 21 right on that
session's first code, the second 22, 13, 23 and 22 on the code after the first batch's fixes; after all fixes
24, 24, 21, 24, 22, 17, 23 and 23. Rounds 103 to 106, all four from the hidden set's description (banking and
insurance, transport and events, technology and IT, education and news), were measured on the code after those
fixes: 24, 17, 22 and 23 right; 24, 20, 22 and 23 after. Rounds 107 to 118, all from the hidden set's
description, by twelve more authors in three batches (government and tax, hotels and travel, product
specifications and logistics, clubs and subscriptions; healthcare and insurance, property and energy, schools and
sport, software and HR; company reports, airlines and rail, museums and festivals, electronics and banking): 20,
23, 16 and 20 right on that session's first code, 20, 22, 21 and 24 on the code after the first batch's fixes,
22, 21, 20 and 23 on the code after the second's; 20, 24, 22, 24, 23, 24, 24, 24, 24, 21, 22 and 24 after.
Rounds 119 to 122, from the hidden set's description too (retail returns and loyalty, local news and sport, IT
knowledge bases, recipes, gardening and hiking), were measured on the commit with those fixes: 17, 22, 22 and 18
right; 20, 22, 22 and 21 after. Rounds 123 to 126, from the hidden set's description too (banking and pensions,
science and clinical trials, concerts, cinemas and gyms, job adverts and staff handbooks), were measured on the
next session's first code: 23, 20, 23 and 19 right; 24, 23, 23 and 24 after. Rounds 127 to 130, from the hidden
set's description too (cars, weather and energy data, restaurants and food delivery, charity reports), were
measured on the commit with those fixes: 20, 18, 22 and 23 right; 23, 19, 24 and 24 after. Rounds 131 to 138, from
the hidden set's description too, by eight authors at once (airlines and airports, schools and universities, GP
surgeries and hospitals, council services, sports clubs, software release notes and pricing, museums and
attractions, insurance policies), were measured on the next session's first code: 19, 23, 18, 19, 22, 18, 23 and 21
right; 22, 23, 21, 20, 23, 20, 24 and 24 after. Rounds 139 to 146, from the hidden set's description too, by eight more
authors at once (hotels and campsites, buses, trains and ferries, lettings and mortgages, annual reports, government
services, electronics, vets and pet shops, theatre and festivals), were measured on the commit with those fixes: 21,
22, 21, 19, 19, 21, 21 and 21 right; 21, 23, 21, 20, 20, 22, 21 and 22 after. Rounds 147 to 154, from the hidden set's
description too (utilities and broadband, couriers, courts and legal fees, scientific abstracts, wedding venues, car
hire and EV charging, medicine leaflets, online courses), were measured on the commit with those fixes: 20, 21, 21,
21, 23, 19, 18 and 23 right; 22, 22, 21, 22, 23, 19, 19 and 24 after. Rounds 155 to 162, from the hidden set's
description too (savings and mortgages, gyms and leisure centres, restaurants and catering, job adverts and HR
policies, school admissions, festival ticketing, phone and broadband tariffs, local news), were measured on the next
session's first code: 22, 21, 24, 22, 22, 22, 22 and 19 right; 24, 23, 24, 24, 24, 23, 24 and 23 after. Rounds 163
to 170, from the hidden set's description too (nurseries, car dealers and servicing, cruises and package holidays,
property listings, charities, software pricing and APIs, tax and benefits, zoos), were measured on the commit with
those fixes: 22, 24, 23, 22, 23, 22, 19 and 23 right; 24, 24, 24, 23, 24, 23, 22 and 23 after. Rounds 171 to 178,
from the hidden set's description too (airline baggage and parking, hospital outpatients and pharmacies, university
courses and fees, match reports and league tables, energy tariffs and solar, earnings releases, electronics warranties
and recalls, libraries and community centres), were measured on the next session's first code: 21, 20, 23, 22, 23,
18, 19 and 22 right; Rounds 179 to 186 (gyms and pools, SaaS documentation, staff handbooks, timetables and fares,
hotel terms, encyclopedia articles, online shop help, home and car insurance) on the code after the first batch's
fixes: 22, 21, 22, 19, 21, 24, 20 and 22 right; 24, 23, 24, 23, 24, 23, 24, 24, 23, 23, 23, 22, 23, 24, 24 and 23
after (171 to 186). Rounds 187 to 194 (retail banking, government guidance, car rental and charging, restaurants and
allergens, lettings, mobile and broadband plans, races and sports clubs, museums, zoos and theme parks) were measured
on the next session's first code: 24, 18, 22, 23, 18, 21, 19 and 17 right; 24, 23, 22, 24, 20, 23, 21 and 20 after.
Rounds 195 to 202 (pharmacies and GP surgeries, university fees, airlines, hotels and cottages, energy and water bills,
software plans, pet insurance, libraries and council services) were measured on the next session's first code: 22, 22,
22, 23, 22, 24, 22 and 20 right; rounds 203 to 210 (gyms and pools, car insurance and MOTs, schools, theatres and
ticketing, mortgages and savings, parcel delivery, staff handbooks, buses and rail passes) on the code after that
batch's fixes: 24, 23, 24, 24, 24, 23, 22 and 22 (the session's first code got the same 186 of 192); rounds 211 to 218
(cinemas and streaming, dentists and opticians, wedding venues, charities, car parks, home insurance, ski resorts,
childcare) after the second batch's fixes: 23, 20, 23, 21, 23, 23, 23 and 23 (the first code 178 of 192); 24, 24, 23,
24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 23, 24, 23, 22, 24, 22, 23, 24, 23 and 23 after (195 to 218).
Rounds 219 to 226 (banks and credit cards, vets, museums and heritage sites, waste and recycling collections, sports
clubs, phone and broadband plans, driving schools and vehicle tax, festivals and concert venues) were measured on the
next session's first code: 21, 24, 23, 22, 24, 20, 21 and 21 right; rounds 227 to 234 (dentists and opticians, student
accommodation, home energy grants, hospital clinics, pools and lidos, car rental and airport parking, council permits
and tax, product warranties) on the code after that batch's fixes: 22, 22, 21, 23, 22, 22, 22 and 24 (the session's
first code 179 of 192); 23, 24, 24, 24, 24, 24, 22, 23, 23, 23, 23, 24, 23, 24, 23 and 24 after (219 to 234).
Rounds 235 to 242 (rail tickets and Delay Repay, nurseries and after-school clubs, lettings, restaurants, online
retailers, professional bodies, bike and e-scooter schemes, theatres and concert halls) were measured on the commit
with those fixes: 19, 23, 22, 24, 21, 23, 18 and 24 right (the session's first code got the same). Rounds 243 to 250
(airline baggage and fares, hotels and holiday parks, university admissions and fees, software pricing plans,
pharmacies, home and car insurance, public libraries, charities and volunteering) were measured on the next session's
first code: 23, 23, 23, 23, 24, 22, 24 and 24; rounds 251 to 258 (ferries and coaches, gyms and leisure centres, energy
tariffs, coworking spaces, language schools, conferences, cinemas and concert venues, mortgages and savings) on the code
after that batch's first fixes: 20, 24, 22, 24, 23, 23, 24 and 22 (the session's first code the same 182 of 192); 23,
24, 23, 24, 23, 24, 22, 24 (235 to 242) and 23, 24, 24, 24, 24, 24, 24, 24, 23, 24, 23, 24, 24, 23, 24 and 23 (243 to
258) after. Rounds 259 to 266 (car rental, parking and toll roads, dental and veterinary clinics, museums and historic
sites, broadband and TV plans, council services, childcare, job postings and benefits, bike and outdoor shops) were
measured on the next session's first code: 24, 23, 23, 22, 21, 22, 20 and 24; rounds 267 to 274 (airport lounges and
parking, water utilities, music and dance classes, car servicing, student lettings, removals and couriers, sports
clubs and tickets, GP surgeries and hospital services) on the code after that batch's first fixes: 21, 23, 24, 23, 22,
20, 22 and 21 (the session's first code 175 of 192); 24, 24, 24, 24, 23, 24, 24, 24, 24, 23, 24, 24, 24, 24, 23 and 24
after (259 to 274). Rounds 275 to 282 (pet insurance, holiday cottages and campsites, driving lessons and licensing, home
improvement and trades, transport passes and bike hire, adult education, wedding venues, opticians) were measured on
the next session's first code: 22, 23, 22, 23, 21, 20, 24 and 24; rounds 283 to 290 (energy tariffs, libraries and
archives, savings accounts and credit cards, coach and ferry travel, university admissions, hotels and spas, pharmacies,
theatres and concert venues) on the same code: 21, 23, 19, 22, 22, 24, 23 and 23; rounds 291 to 298 (home insurance,
zoos and wildlife parks, mortgages, cinemas and streaming, recycling centres, language schools, garden centres, ski
resorts) on the code after those two batches' fixes: 23, 24, 24, 20, 21, 23, 23 and 24; rounds 299 to 306 (gyms,
passport and visa services, furniture delivery, blood donation and screening, theme parks, electric vehicle charging,
conference venues, boat trips) on the code after that: 24, 22, 22, 21, 23, 22, 20 and 21. After: 23, 24, 23, 24, 24,
24, 24, 24 (275 to 282), 24, 24, 23, 24, 24, 24, 24, 24 (283 to 290), 24, 24, 24, 23, 24, 24, 24, 24 (291 to 298) and
24, 22, 22, 22, 23, 22, 21, 22 (299 to 306: three of their misses were worked). Rounds 307 to 314 (trades and boiler
servicing, nurseries and school admissions, car sharing and e-scooters, art galleries, parcel lockers and post offices,
farm shops, dog grooming and kennels, swimming pools) and 315 to 322 (dentists, car hire, phone and broadband plans,
festivals and concert tickets, airline baggage and fares, council parking permits, restaurants and catering, sports
clubs and leagues) were measured on the next session's first code: 21, 22, 23, 21, 23, 24, 23, 23 and 24, 23, 22, 22,
20, 19, 22, 21; rounds 323 to 330 (veterinary clinics, bicycle shops, estate agents and lettings, hospital outpatient
clinics, software subscriptions, charity events, car servicing and MOT tests, tutoring and exam boards) on the code after
those two batches' first fixes: 23, 24, 23, 24, 24, 23, 24, 22; rounds 331 to 338 (broadband and TV packages, museums
and heritage sites, removals and storage, payroll and HR policies, camping and caravan parks, music lessons, water
bills, craft workshops) after more: 24, 23, 24, 22, 24, 24, 24, 22; rounds 339 to 346 (smart meters, holiday clubs, yoga
studios, car parks and park-and-ride, solicitors' fees, printing, bike hire, allotments) after more: 20, 22, 23, 23,
22, 23, 23, 22. After: 23, 23, 23, 23, 23, 24, 23, 23 (307 to 314), 24, 23, 24, 24, 24, 21, 24, 22 (315 to 322), 24, 24,
24, 24, 24, 23, 24, 24 (323 to 330), 24, 23, 24, 23, 24, 24, 24, 24 (331 to 338) and 23, 22, 24, 24, 23, 23, 24, 23 (339
to 346). Rounds 347 to 354 (home energy grants, school uniforms and term dates, ferry and rail season tickets, funeral
services, pet adoption, community sports centres, student accommodation, garden waste collections) were measured on
that session's last code: 23, 23, 24, 22, 22, 23, 22, 23; rounds 355 to 362 (hairdressers and salons, self-storage,
escape rooms and bowling, tyre fitting and breakdown cover, credit unions and loans, laundrettes and dry cleaners, coach
tours and guided walks, climbing walls) on the same code: 23, 22, 24, 23, 22, 23, 19, 22; rounds 363 to 370 (golf clubs,
scuba diving and water sports, car washes, window cleaning, instrument hire, bakeries, riding schools, glamping) on the
code after those two batches' fixes: 24, 23, 23, 22, 22, 24, 23, 23. After: 24 each, but 23 for rounds 356 and 370.
Rounds 371 to 378 (dog walkers and pet sitters, photography studios, pottery classes, bridal shops and suit hire, canal
boat hire, florists, vehicle recovery, hearing aid clinics) were measured on the commit that added those: 24, 21, 24,
23, 22, 22, 24, 23. After: 24, 22, 24, 24, 23, 23, 24, 24.
Rounds 379 to 394 (allotments, driving schools, opticians, music lessons, wedding venues, museum memberships,
nurseries, running races, holiday parks, removals, tattoo studios, public libraries, parking permits, kayak and boat
hire, cookery schools, tutoring agencies) were measured on the next session's first code: 20, 21, 24, 21, 23, 21, 20,
22, 22, 21, 23, 21, 20, 20, 20, 20 (339 of 384); rounds 395 to 410 (dentists, broadband, council tax and business
rates, yoga studios, car rental, vets and pet insurance, theatre tickets, home insurance claims, university admissions,
plumbers, airport parking, leisure memberships, meal kits, co-working spaces, bulky waste, wine and distillery tours)
on the code after the first batch's fixes: 24, 24, 22, 22, 20, 22, 21, 23, 19, 24, 22, 20, 19, 21, 21, 20 (344 of
384; the session's first code got 342 of them: the first batch's fixes carried over to 2 of the second batch's 42
misses). After: 23, 22, 24, 24, 23, 22, 22, 23, 24, 23, 24, 24, 24, 24, 23, 23 (379 to 394) and 24, 24, 22, 23, 21,
24, 23, 23, 19, 24, 23, 21, 19, 21, 21, 21 (395 to 410).
Rounds 411 to 426 (ferry timetables, hotel spas, bicycle repairs, cinema memberships, GP appointments, school uniform
shops, pharmacies, electricity tariffs, mobile plans, dog grooming, language schools, campsites, pottery classes, escape
rooms, coach travel, trade show tickets) were measured on the next session's first code: 22, 23, 22, 21, 22, 22, 23,
22, 20, 23, 20, 24, 21, 23, 20, 19 (347 of 384); rounds 427 to 442 (MOT garages, swimming lessons, hairdressers,
self-storage, kennels, venue hire, season tickets, solar installers, wedding photographers, holiday clubs, furniture
delivery, golf clubs, student accommodation, dry cleaning, bike share, museum tours) on the code after the first
batch's fixes: 21, 20, 22, 23, 17, 21, 22, 20, 24, 20, 21, 22, 23, 23, 23, 20 (342 of 384; the session's first code
got 342 of them too: again the fixes carried over to none of the next batch's misses). After: 24, 23, 24, 23, 24, 24,
24, 23, 21, 24, 22, 24, 22, 23, 22, 22 (411 to 426) and 22, 22, 22, 23, 20, 23, 23, 21, 24, 21, 21, 22, 23, 23, 24,
20 (427 to 442).
Rounds 443 to 458 (ski hire, window cleaning, climbing walls, charity runs, junior sports clubs, nursery fees, outpatient
clinics, water bills, boiler cover, theme parks, zoo tickets, taxi fares, pest control, locksmiths, print shops,
photography courses) were measured on the next session's first code: 23, 23, 20, 24, 24, 21, 22, 20, 20, 21, 23, 20,
24, 23, 22, 22 (352 of 384). After: 24, 23, 21, 24, 24, 23, 24, 23, 23, 23, 23, 22, 24, 24, 24, 24 (373 of 384).
Rounds 459 to 474 (lodge holidays, blood donation, room hire, tennis clubs, bridal shops, car valeting, veg boxes, ice
rinks, care homes, visa appointments, beer festivals, rugby season tickets, mobile vets, audiobook subscriptions,
bowling alleys, choirs) were measured on the code after the first batch's fixes: 23, 22, 23, 21, 21, 21, 23, 20, 22,
21, 24, 23, 20, 19, 22, 21 (346 of 384; the session's first code got 345 of them: the fixes carried over to 1 of the
second batch's 39 misses). After: 23, 22, 23, 24, 24, 21, 23, 20, 22, 21, 24, 23, 21, 19, 22, 21 (353 of 384).
Rounds 475 to 490 (driving lessons, cinema memberships, swimming lessons, self-storage, museum memberships, dog
grooming, residents' parking permits, escape rooms, wedding venues, removal companies, allotments, music lessons, bike
repair, libraries, ferry crossings, hearing-aid clinics) were measured on the next session's first code: 20, 23, 21, 22,
22, 20, 16, 20, 20, 22, 22, 21, 17, 19, 21, 22 (328 of 384). After: 20, 23, 21, 22, 22, 20, 17, 20, 20, 22, 22, 22, 17,
19, 21, 22 (330 of 384); one more since (r481-10: names listed in a subject before its verb "closes on" are
no pieces).
Rounds 491 to 506 (boat hire, a private GP clinic, climbing walls, bulky-waste collection, a language school, pet
boarding, coach tours, student accommodation, opticians, a community theatre, car valeting, a bakery's catering, a golf
club, a nursery, broadband plans, airport car parks) were measured on the next session's first code: 21, 19, 20, 23,
22, 20, 18, 22, 21, 20, 21, 23, 18, 21, 21, 21 (331 of 384). After: 22, 19, 23, 23, 23, 19, 18, 22, 22, 21, 21, 23, 20,
23, 22, 21 (342 of 384, with the later batches' fixes).
Rounds 507 to 522 (a driving test centre, a farm shop, a trampoline park, bike share, dog training, a dance academy, a
hotel spa, tool hire, gallery workshops, a sailing club, furniture delivery, a travel clinic, a cricket club, a caravan
park, electricity tariffs, tutoring) were measured on the code after those fixes: 24, 19, 23, 19, 22, 16, 21, 19, 21,
21, 22, 20, 20, 21, 22, 22 (332 of 384; 329 on the session's first code). After: 24, 20, 23, 20, 22, 18, 21, 21, 21,
21, 22, 20, 22, 21, 23, 23 (342 of 384).
Rounds 523 to 538 (a garden centre, a wedding photographer, bus fares, a pet health plan, kayak hire, co-working, go-karting,
school clubs, a laundrette, a music festival, phone repair, library fines, holiday cottages, a boot camp, a pottery
studio, removals storage) were measured on the code after both batches' fixes: 18, 22, 22, 22, 21, 19, 23, 19, 22, 20,
21, 20, 22, 22, 22, 23 (338 of 384; 332 on the session's first code). After: 19, 22, 22, 22, 21, 20, 23, 20, 22, 20,
21, 20, 22, 22, 23, 24 (343 of 384).
Rounds 539 to 554 (a vet's price list, island ferries, halls of residence, a pharmacy, car rental, a concert hall, swimming
lessons, SIM-only plans, a boutique hotel, a public library, council bin collections, museum membership, a wedding venue,
dental fees, airline baggage, a day nursery) were measured on the code after all three batches' fixes: 23, 23, 18, 20,
21, 21, 21, 18, 21, 19, 23, 20, 21, 23, 24, 21 (337 of 384). After: 23, 23, 20, 20, 22, 22, 22, 20, 22, 21, 24, 21, 22,
23, 24, 22 (351 of 384, with the next batch's fixes).
Rounds 555 to 570 (driving lessons, a yoga studio, self-storage, on-street parking, a summer camp, a private hospital,
railcards, allotments, software plans, a cinema, a plumbing firm, tuition fees, restaurant set menus, a sports club, a
courier, a landscaper) were measured on the code after the previous batch's first fixes: 19, 20, 19, 19, 21, 22, 18, 21,
22, 21, 21, 21, 15, 22, 18, 21 (320 of 384). After: 20, 20, 20, 19, 21, 22, 19, 21, 23, 21, 21, 22, 20, 24, 19, 21 (333
of 384).
The judge got 22, 15, 20, 18, 19, 20, 17, 19, 19, 20, 15, 19, 19, 15, 21, 18, 19, 22, 21, 19, 21, 24, 19,
18, 21, 20, 19, 22, 21, 20, 22, 20, 21, 21, 22, 22, 22, 22, 22, 23, 23, 21, 22, 20, 23, 23, 21, 21, 21, 23, 22, 21, 17, 9, 19, 17, 20, 18, 15, 16 and 12 of the rounds right when each was written (each before the fixes it
prompted); 23, 24, 22, 23, 22, 23, 20, 23, 23, 22, 21, 21, 21, 24, 21, 23, 22, 23, 22, 22, 23, 24, 19, 22,
22, 21, 24, 24, 24, 23, 23, 24, 23, 23, 23, 24, 24, 22, 24, 24, 24, 22, 24, 24, 23, 24, 22, 22, 23, 24, 22, 21, 22, 14, 22, 22, 22, 20, 18, 18 and 13 after (round 38's one
miss, an adverb against its adjective, was read later: "annually" is "annual"; two of round 42's, one of round 45's,
two of round 47's, two of round 48's (round 49's one was fixed later),
two of round 51's, three of round 52's, two of round 53's, ten of round 54's, two of round 55's, two each of rounds 56 and 57, four of round 58's, six of round 59's, six of round 60's and eleven of round 61's; of
rounds 62 to 70, 14, 10, 11, 3, 2, 6, 1, 7 and 4, fewer now; of rounds 71 to 80, 2 of 75's, 4 of 77's, 5 of 79's
and 6 of 80's). One pair
of the twelfth round was dropped once written: both of its sides were true. They are not held out. A pair is "judged
right" when the supported side gets faithfulness 1.0 and hallucination 2 and the contradicted side
faithfulness < 1 and hallucination < 2. The suite judges every eighth realistic pair (the whole set takes some 20
minutes: ``benchmarks/judge_golden_pairs.py``); ``golden/bound_facts_realistic.md`` has each batch of rounds' first-sight
score and what it still gets wrong.
"""

import pytest

from rageval_pipeline.core.judges.binding import bound_conflicts
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline_tests.core.golden_pairs import (
    case_and_response,
    judged_wrong,
    judged_wrong_in_parallel,
    load_pairs,
    realistic_sample,
)

PAIRS = load_pairs("bound_facts_pairs.jsonl")
HELD_OUT = load_pairs("bound_facts_heldout.jsonl")
REALISTIC = load_pairs("bound_facts_realistic.jsonl")

#: pairs of the realistic sample told apart when it was last measured (raise it when more are)
SAMPLE_FLOOR = 4315


def test_the_golden_sets_are_what_the_docstring_says():
    assert len(PAIRS) == 64 and len(HELD_OUT) == 12
    assert {p["kind"] for p in PAIRS} == {"amount", "number", "date", "duration", "percent", "name"}
    assert all(p["supported"] != p["contradicted"] for p in PAIRS + HELD_OUT)


@pytest.mark.parametrize("pair", PAIRS + HELD_OUT, ids=[p["id"] for p in PAIRS + HELD_OUT])
def test_binding_tells_the_pair_apart(pair):
    assert bound_conflicts(pair["supported"], pair["context"]) == []
    assert bound_conflicts(pair["contradicted"], pair["context"]), pair["contradicted"]


@pytest.fixture(scope="module")
def judge():
    return LocalJudge()


def _verdict(judge, pair, answer):
    return next(v for v in judge.judge(*case_and_response(pair, answer)) if v.pass_index is None)


@pytest.mark.slow
def test_the_local_judge_separates_the_pairs(judge):
    wrong = judged_wrong(judge, PAIRS)
    assert len(PAIRS) - len(wrong) >= 0.95 * len(PAIRS), wrong  # 64/64 with MiniLM today


@pytest.mark.slow
def test_the_local_judge_separates_the_held_out_pairs(judge):
    # 11/12 today: "The double room costs $129 per night" against the row "Double | $129" falls under
    # the similarity threshold (the binding itself tells that pair apart, see above)
    wrong = judged_wrong(judge, HELD_OUT)
    assert len(HELD_OUT) - len(wrong) >= 11, wrong


@pytest.mark.slow
def test_the_conflict_is_the_verdicts_reason(judge):
    pair = next(p for p in PAIRS if p["id"] == "price-1")
    verdict = _verdict(judge, pair, pair["contradicted"])
    assert "£10 for Non-members pay class; the context gives £35" in verdict.reasoning


@pytest.mark.slow
@pytest.mark.timeout(900)  # (4,575 pairs: under 3 minutes on 2 cores, more on a machine busy with other work)
def test_the_local_judge_separates_a_sample_of_the_realistic_pairs(judge):
    # every eighth pair of the realistic set, judged in batches of 200 as a suite is, over two processes: 4,315/4,575
    # today. The whole set is judged by benchmarks/judge_golden_pairs.py (34,540/36,599); how each batch of rounds came
    # in on first sight, and what it still gets wrong, is in golden/bound_facts_realistic.md
    sample = realistic_sample(REALISTIC)
    wrong = judged_wrong_in_parallel(sample)
    assert len(sample) - len(wrong) >= SAMPLE_FLOOR, wrong


@pytest.mark.slow
def test_a_claims_specifics_stated_about_its_subject_need_less_of_its_wording(judge):
    # (the blend of "Adults pay £285 annually" against the line is 0.5-0.6: its wording is the line's own only in
    # part, but its subject and amount are stated there together, none bound to another value)
    pair = {"id": "bound-support", "question": "How much is adult membership of the sailing club?",
            "context": "Annual membership 2025: Adult £285 | Family £420 | Junior (under 18) £75 | Crew/Social £95. "
                       "Boat parking is charged separately.",
            "supported": "Adults pay £285 annually.", "contradicted": "Adults pay £420 annually."}
    right, wrong = _verdict(judge, pair, pair["supported"]), _verdict(judge, pair, pair["contradicted"])
    assert 0.5 <= right.claims[0].support_score < judge.support_threshold
    assert right.faithfulness.value == 1.0 and right.rubric.hallucination == 2
    assert wrong.faithfulness.value == 0.0 and wrong.rubric.hallucination < 2
