"""Facts bound to their subject: golden minimal pairs (one context; a supported sentence and the same
sentence with a number, amount, date, duration, percentage or name taken from another subject of the
context), judged by the local judge exactly as a case with only a question would be (no ground truth,
no required facts).

``bound_facts_pairs.jsonl`` (64 pairs) was written before the binding was tuned;
``bound_facts_heldout.jsonl`` (12 pairs) was only run once the design was settled.
``bound_facts_realistic.jsonl`` (25,199 pairs, each with a real question) was written later, in 1,050
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
faithfulness < 1 and hallucination < 2.
"""

import json
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from rageval_pipeline.core.judges.binding import bound_conflicts
from rageval_pipeline.core.judges.local import LocalJudge
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase, SystemResponse

GOLDEN = Path(__file__).parent / "golden"


def _pairs(name):
    return [json.loads(line) for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines() if line.strip()]


PAIRS = _pairs("bound_facts_pairs.jsonl")
HELD_OUT = _pairs("bound_facts_heldout.jsonl")
REALISTIC = _pairs("bound_facts_realistic.jsonl")


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


def _case_and_response(pair, answer):
    case = EvalCase(id=pair["id"], question=pair.get("question", "What does the context say?"), source_format="qa_json",
                    ground_truth=None, extra={})
    response = SystemResponse(case_id=case.id, variant="v", system="s", question=case.question, answer=answer,
                              contexts=[ContextChunk(text=pair["context"], doc_id="ctx.txt", chunk_id="c0")])
    return case, response


def _verdict(judge, pair, answer):
    return next(v for v in judge.judge(*_case_and_response(pair, answer)) if v.pass_index is None)


#: pairs judged per batched call, as a suite's answers are (one embedding call per batch)
BATCH = 200


def _judged_right(judge, pairs):
    wrong = []
    for start in range(0, len(pairs), BATCH):
        batch = pairs[start:start + BATCH]
        answers = [_case_and_response(pair, pair[side]) for pair in batch for side in ("supported", "contradicted")]
        finals = [next(v for v in verdicts if v.pass_index is None) for verdicts in judge.judge_many(answers)]
        for pair, good, bad in zip(batch, finals[0::2], finals[1::2], strict=True):
            if not (good.faithfulness.value == 1.0 and good.rubric.hallucination == 2
                    and (bad.faithfulness.value or 0.0) < 1.0 and bad.rubric.hallucination < 2):
                wrong.append(pair["id"])
    return wrong


def _judge_share(pairs):
    """Judge one worker's share of whole batches with a judge of its own (one embedding thread and one scoring process:
    the workers share the machine's cores)."""
    import torch

    torch.set_num_threads(1)
    return _judged_right(LocalJudge(workers=1), pairs)


def _judged_right_in_parallel(pairs, workers=2):
    """``_judged_right`` over ``workers`` processes, each taking every ``workers``-th batch of ``BATCH`` whole, so each
    answer is judged in the very batch it would be in one process (a batch's embeddings are computed together)."""
    batches = [pairs[start:start + BATCH] for start in range(0, len(pairs), BATCH)]
    shares = [[pair for batch in batches[worker::workers] for pair in batch] for worker in range(workers)]
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return [pair_id for wrong in pool.map(_judge_share, shares) for pair_id in wrong]


@pytest.mark.slow
def test_the_local_judge_separates_the_pairs(judge):
    wrong = _judged_right(judge, PAIRS)
    assert len(PAIRS) - len(wrong) >= 0.95 * len(PAIRS), wrong  # 64/64 with MiniLM today


@pytest.mark.slow
def test_the_local_judge_separates_the_held_out_pairs(judge):
    # 11/12 today: "The double room costs $129 per night" against the row "Double | $129" falls under
    # the similarity threshold (the binding itself tells that pair apart, see above)
    wrong = _judged_right(judge, HELD_OUT)
    assert len(HELD_OUT) - len(wrong) >= 11, wrong


@pytest.mark.slow
def test_the_conflict_is_the_verdicts_reason(judge):
    pair = next(p for p in PAIRS if p["id"] == "price-1")
    verdict = _verdict(judge, pair, pair["contradicted"])
    assert "£10 for Non-members pay class; the context gives £35" in verdict.reasoning


@pytest.mark.slow
@pytest.mark.timeout(1200)  # (some 24,000 pairs: about 5 minutes on 2 cores, more on a machine busy with other work)
def test_the_local_judge_separates_realistic_pairs_with_their_questions(judge):
    # 24092/25199 today (judged in batches of 200, as a suite is, over two processes). Rounds 1035-1050, written from a
    # reworded brief on topics not used before, came in at 344 of 384 on first sight (9 of 16 rounds >= 22) and were
    # added as they came (357 with the rival names opening clauses, records parted by blank lines, values a change
    # started from, parallel pieces and the reader's "; you can" read since; left: names with initials keyed by plot
    # numbers, offices given by "becomes", a record's sibling field naming its lender, "due by" for "paid by", "grade ≥3
    # treatment-emergent" against "Discontinuation due to adverse events"). Rounds 1019-1034 came in at 369 of
    # 384 on first sight (14 of 16 rounds >= 22, on the commit reading a part counted after its whole) and were added
    # as they came (373 with the school years, bracketed ages, model codes and verbs in "-s" read since). Left, of them: names in list
    # lines ("Best budget pick: Tidal 10GB", "Best for data: Lumo Unlimited"); "over 12 months for
    # general dental work and over 24 months for orthodontic treatment"; braces under "Orthodontic treatment"; "Older
    # pupils in Years 3 to 6 ... which includes a hot breakfast option"; "the short after-school session" against "the
    # full session"; lower-case places ("the school dining hall"); a days table written high to low ("55 to 29 days");
    # "Schools and charities need only order 5"; "Skylink Mobile runs on the EE network, while Nova SIM uses the Three
    # network"; two recommendations by occasion.
    # Rounds 1003-1018 came in at 359 (14 of 16 >= 22, on the commit removing the test run's temp root) and are in with
    # their fixes at 373 (16 of 16). Left, of them: names in list lines and lower-case names ("Crested gecko: coco
    # fibre"); "three or four people" for "3–4 people"; a "2-3 bed" row's count; a nutrition table read past its
    # footnote; "in low season and rises to £149 a night in August"; "quad skates" against "Our inline fleet"; "ask Priya
    # about our tortoises and Tom about our snakes"; a body known by its initials (NACS) against "registered with HETAS";
    # "and Boiler Upgrade Scheme paperwork" cut off as a piece of its own. 22966/24047 before them.
    # Rounds 987-1002 came in at 361 of 384 on first sight (14 of 16 rounds >= 22, on the commit reading superlatives
    # over listings) and were added as they came; 366 now ("runs until 31 March" against "ends on 15 April", "Pre-orders
    # ... open on 3 March", "For larger screens" and "14 fully fitted display kitchens" are read since). Left, of them: a
    # row named by the claim in other words ("BJJ" for "Brazilian Jiu-Jitsu", "Hot Rod Deluxe" for "Hot Rod Deluxe IV"); a
    # timetable's stop cell ("Whitfield, post office"); "older children" (a bound told by the words before); 3 days in a
    # "48 hours to 7 days" row; an "Age 16-18" row; places as list keys with services as values; "where all granite and
    # quartz is cut, is in Wakefield"; "1.2 seconds" against "600 ms"; "the three-tier version serves 100"; "For short
    # courses lasting a single evening, the cut-off is 7 days"; "Kid Zone is $8 per visit" (the topic's name outweighs
    # "punch card"); "The more affordable DSL range" against the brand's other range. 22605/23663 before them.
    # Rounds 971-986 came in at 367 of
    # 384 on first sight (15 of 16 rounds >= 22, on the commit adding rounds 939-970), 369 after (a superlative over a
    # listing of amounts). Left, of them: "Yes" in a "Hot tub" column; 45 days' notice in a table of "60 days or more"
    # and "30-59 days"; a name that is another's start ("iPhone 14 Pro" / "iPhone 14 Pro Max"); names as a clause's
    # subject or object; "deliver from 8am ... and to collect from 7pm" (the verb picks the time); "Beyond that, the fee
    # is £25" (a bound said by "that"); "you'll have 1 hour to pack down" (the stallholders as "you"); "with any extra
    # pages billed quarterly" read as another kind of page; "sites" for "reserves"; "Trials will then be held ... on 14
    # September" after "Applications for the autumn youth squad close on 6 September"; "Zone 1" outweighing "express";
    # "Extra adults in a bell tent" for an extra child (a clause's own subject read as its thing lost 12 elsewhere,
    # where it names the claim's thing in other words: "A 12-month PPC costs", "Our white-glove service costs").
    # 22235/23279 before them. Rounds 955-970 came in at 370 of
    # 384 on first sight (15 of 16 rounds >= 22, on the commit reading clauses keyed by another subject, deed, line key or
    # kind), 371 after (15 of 16). Left, of them: names ("From age 9, children move on to programming the mBot", "Jumpers
    # (lurchers, collies)" for "dogs that jump", "Bedminster is the cheapest", a hall's street in a list line); "older
    # cars" and "on cars under that" (a bound told by the words before); "5 names" counting volunteers; "Around 60 of them
    # come" (a deed in the present); "Paying on the day" against "Pre-booked"; "seed potatoes ... arrive later" where
    # another clause says "collect"; "Decorators saw a smaller increase of 5%"; "The Bark Bath's de-shedding treatment"
    # (the place's name outweighs the add-on's words). 21863/22895 before them. Rounds 939-954 came in
    # at 361 of 384 on first sight (14 of 16 rounds >= 22, on the commit adding rounds 923-938), 376 after (16 of 16),
    # and rounds 923-938 went from 362 to 366. Left, of them: names ("ask for Tony" / "Sandra manages", "1st prize" for
    # "the first prize", a class cell read as a name in a teacher's row, "The Viking package adds a two-course meal",
    # "For ants we use Maxforce Quantum bait"); "driving" for "own car" and "a normal home clean" for "a standard
    # domestic job" (what the context leaves to the reader); "school groups need at least 15
    # pupils" against "Group bookings of 10 or more"; "LPG" for "gas"; "Varying" for "Variation"; "the proposed licence
    # holder" read as another licence. 21487/22511 before them. Rounds 923-938 came in at 362 of
    # 384 on first sight (13 of 16 rounds >= 22, on the commit adding rounds 907-922) and were added as they came: a
    # licensing round (16 of 24) keys its fees by licence types in table rows and list lines. 21112/22127
    # before them. Rounds 907-922 came in at 358 of
    # 384 on first sight (12 of 16 rounds >= 22, on the commit adding rounds 891-906), 367 after (13 of 16). Left, of
    # them: names as values keyed by a list line or a table cell ("BTEC and T Levels: Westgate Campus", "Ages 8-12:
    # Callaway XJ Junior", "| Builder's | 8 yards |", "Marley Modern" / "Redland 49 tiles"), and one said of ages ("65
    # and over are offered Fluad, while ... under 65 are offered Flucelvax"); "Gold subscribers: up to 4 extra tickets"
    # under "Guest ticket allowance:" (the heading's pair kept from contrasting "extra tickets" lost 4 elsewhere);
    # "usage" for "driving charges" and "a multi-day booking" for "bookings longer than 24 hours" (what the context leaves
    # to the reader); "Last winter" against "this season"; a letter range ("N–S" for a surname starting with P); "grade
    # 4" in a header beside a cell's 4; "7 nights" against "48 hours"; "2 days" for the garage roof against "8 working
    # days" for the main one; "1–2 days before" beside "for 7 days after"; "the south is covered by" (a verb said again);
    # "is based at" for "parked at". 20744/21743 before them. Rounds 891-906 came in at 362 of
    # 384 on first sight (14 of 16 rounds >= 22, on the commit judging answers in forked processes), 369 after (16 of
    # 16). Left, of them: "the flight itself" for "1 hour ... spent in the air"; "Early entry between 6am and 7am" where
    # the early birds' clause gives the times and another clause the entry; "booked through" a name beside "handled by"
    # one, and "supplied by" beside "available from" (the claim's verb does not pick the clause); "Paws Plus" where
    # another line says "plus a framed print" (reading the key's second word as a name lost 3 elsewhere); "20% off lash
    # extensions with a valid student ID" read as narrower than "Students get 10% off" (a clause saying more of the
    # claim's words kept lost 8 elsewhere); names as list values ("Lash lift: Elleebana", "Best family car: Skoda
    # Elroq", "Heritage – £4,650: ... a hearse and one limousine"); "Requalifying" against "requalification"; a 10 m
    # yacht in a "8 m – 12 m" row; an under-14 in "under-12s to under-16s"; "Siblings" for "a second child"; "Stealth
    # Grey Tesla Model Y" beside "The Tesla Model Y Long Range in Pearl White"; "Monday to Friday" within "Monday to
    # Saturday". 20375/21359 before them. Rounds 875-890 came in at 364 of
    # 384 on first sight (14 of 16 rounds >= 22, on the commit adding rounds 859-874), 373 after (14 of 16). Left, of
    # them: "recreational sessions" said of ski hire only, for snowboard hire; a "Minimum attendance" column for
    # "expected to attend" (too little of the claim's wording); "54% did" (a verb said again by "did"); a claim's "5 days
    # a week" where a "Delivery days per week" cell counts 3 (a column's words before its unit: "off-peak hours per night"
    # counts hours a claim's "7 off-peak hours" does not time); names keying list lines ("Room Plus:", "House Pack
    # Kit:"); "If you're in Bristol, ..." (a condition naming the place); "3 nights" against "1 day"; a wedding's notice
    # period for a refund's cancellation; "the car customers book most" for "most popular"; "Quiet hours" read as a name
    # and "p.m." cut as a sentence's end ("a.m." and "p.m." read as "am" and "pm" lost a listing's lead). 20001/20975
    # before them. Rounds 859-874 came in at 362 of
    # 384 on first sight (14 of 16 rounds >= 22, on the commit adding rounds 843-858), 374 after (15 of 16). Left, of
    # them: "After that" going on from the early-bird price; a van as a "light goods vehicle", a 1.4 litre engine against
    # "1549cc or smaller" and "the cheapest band" for "the lowest rate" (what the context leaves to the reader); names
    # that are number words ("HomeCare One" / "HomeCare Four"); rooms named in a table's first cell where the question
    # gives the count ("Which party room holds up to 30 guests?"); one-word plan names keying list lines ("Duo: two
    # screens"); a timetable's "Via" column (a stop word); "Jumping lessons" against "jumping and cross-country
    # coaching"; a gift voucher's activation said of a gift membership (the pair itself is doubtful). 19623/20591
    # before them. Rounds 843-858 came in at 359 of
    # 384 on first sight (13 of 16 rounds >= 22, on the commit adding rounds 827-842), 364 after (14 of 16). Left, of
    # them: "on weekdays" against a line adding "and all day at weekends"; "photo codes" against "photo files" (a
    # clause scored nought); "50x70 mm" as a size naming a row; a "Gate key deposit" line for "a replacement gate key";
    # the question's own number said again as a count ("Band 3 ... 3 UDAs" asked of Band 3); a table row saying
    # "hygiene visits" only; lower-case flavours as a row's value; "60 bike stands" against "24 Sheffield stands" (counting
    # the plural after a kind's noun made "11 blue runs" count "red runs"' runs too); "finish" for "open"; a subject
    # of its own in a later piece ("the short-stay car park allows"); "grade 5 or above" as a label after the verb;
    # names beside a quantity in different sentences ("Oliver Grant achieved ten grade 9s"); "the Arden City LS" against
    # "the Arden City 2025"; a brand that is a number word ("Three"); "AT&T"; names in one clause with two verbs ("Sarah
    # covers ... and Tom handles ..."); "Seniors' day" in a table row; "Bays 11 to 20" for "Bays 11-20". 19252/20207
    # before them. Rounds 827-842 came in at 356 of
    # 384 on first sight (13 of 16 rounds >= 22, on the commit adding rounds 811-826), 366 after (14 of 16). Left, of
    # them: "afternoon" for "after noon"; an elided duration's subject ("Every dog goes home with 4 weeks' ... and every
    # cat with 5 weeks'"); a numbered list's narrower case ("Courses that require an interview ... up to 10 weeks" for
    # "most courses"); a route's start where its other route's end is lower case ("from Central Station to the main
    # campus"); a subject before a verb in the present ("Nursing and Law require an overall 7.0": no subject is read);
    # "78 checks" for a "78-point check"; table cells naming products; "Large Home" for "homes" against the row
    # "Standard"; "cooling-off period" told by nothing; "packing down" for "Breakdown"; two lengths in one clause ("60
    # minutes on the trampolines followed by 45 minutes in the party room"); "zones 1-4" against "zones 1-2"; an
    # interchange's lines ("B ↔ C"); "Chinese" for "Asian languages"; a weekday span in a table cell; "cancel within 14
    # days" for "more than 14 days before"; "Japanese" in "Asian languages, including Japanese and Korean" against a
    # sentence saying "post-editing" and "base engine". 18880/19823 before them. Rounds 811-826 came in at 349 of
    # 384 on first sight (12 of 16 rounds >= 22, on the commit after rounds 795-810's fixes), 365 after (13 of 16).
    # Left, of them: a table's "%RI" column told only by a footnote ("*Reference intake"); "a second child" for "each
    # additional child"; "Type 2 bays" beside "CCS bays" (a label's number read as a count); "Auditorium B" / "Room 3.14"
    # as a session's room (a cell naming a room by a label); "the income share class" for the row "Inc"; "under-11" in
    # "U10-U12"; a line's second piece not keyed by the line's key ("10 years: £500 voucher and | one extra day's annual
    # leave"); a duration told by two charger powers in one clause ("28 minutes on a 150 kW ... 7 hours 30 minutes on a 7
    # kW"); "rising to one month once probation has been completed"; "weeks five to eight" for "the following four
    # weeks"; "on foot" (read as the unit); "$30 for half an hour" against "$45 per half hour"; a name beside a place
    # ("The Gretna Green Supercharger site"). 18502/19439 before them. Rounds 795-810 came in at 354 of
    # 384 on first sight (12 of 16 rounds >= 22, on the commit adding rounds 779-794), 360 after (13 of 16). Left, of
    # them: "Accompanying adults pay £4.50" beside "Kids' Club ... £3 per child" for "Adults accompanying children at
    # Kids' Club"; "consumer customers" where the evidence names only "business customers"; "Our share" of a bill
    # against "The county council receives"; a team named in one sentence, its rival's figure in the one before
    # ("Liverpool have scored 84% ... Chelsea's conversion rate ... is 71%"); "twice a day" / "once a day" (no frequency
    # is read); a count in a compound ("three-match ban" / "one-match suspension"); "the highest" of a table's column;
    # the weekday a claim says beside the time it closes ("On Saturdays, customer services closes at 1pm"); a dose by
    # weight band ("weighing 30 kg or less"); names listed after a key ("Snow Academy: meeting point at the Gondola
    # base"); "the phone" for "the iPhone 16"; a letter or zone as a name ("Zone 2" / "Zone 3"). 18141/19055 before
    # them. Rounds 779-794 came in at 357 of
    # 384 on first sight (12 of 16 rounds >= 22, on the commit after rounds 763-778's fixes), 371 after (15 of 16). Left,
    # of them: letters as labels ("Gate D" / "Gate B": no letter is read as a value; 5 golden pairs swap one); list
    # lines naming apps or termini for a thing ("eMagazines and newspapers: PressReader"); "goes up to" for "rises to"
    # after a term; a top-up "if your child is disabled" against the lead's compound written apart; an age inside "15
    # or older"; "a third grader" inside "grades 1-8"; "a week ahead" for "7 days ahead"; "a 4 kW system" inside a
    # row "Systems of 3–6 kW"; a table's "7h 20m" for "7 hours 20 minutes"; model codes of another letter ("Lumen S1" /
    # "Lumen X2"); "Year 7 places" against "places in our sixth form". 17768/18671 before them. Rounds
    # 763-778 came in at 360 of
    # 384 on first sight (13 of 16 rounds >= 22, on the commit adding rounds 747-762), 362 after. Left, of them:
    # "additional day" against "the first day"; a count told by "finishers" for
    # "runners"; names set apart by sentences rather than clauses ("For the larger Ninja Foodi MAX, the same-day dispatch
    # cut-off is 11am": a rule zeroing every clause naming only another name lost 9 golden pairs); names paired in
    # prose or lists; a "recount" beside a time; "twice"/"3 times a day" against a term. 17386/18287 before them.
    # Rounds 747-762 came in at 353 of
    # 384 on first sight (11 of 16 rounds >= 22), 363 after (13 of 16). Left, of them: a bare count with no noun after a
    # verb ("you get 6"); "every year" against "every 3 years"; list lines naming a place and its street ("Vets Now" /
    # "Greenfield Exotic Vets, Mill Lane"); fare names one word apart ("Off-Peak Day Return" / "Super Off-Peak Return");
    # "on or before 1 March" against a date's own year; the verb telling two counts apart ("miss 2" / "cancel 3");
    # "fees" told by "payment"; a stage inside "Stages 4 to 7"; names paired in prose or lists ("Vehicle 2 is a
    # Vauxhall Corsa"); model codes ("FF-450"); a value keyed by a bare word ("Spin: 74 dB"); seasons against months
    # ("in winter" / "October to March"); the row a weekday keys; the day a dose is from ("From day 2 onwards, take 200
    # mg"). 17016/17903 before them. Rounds 699-746 came in at 355,
    # 353 and 355 of 384 on first sight (three batches of 16 rounds, each on the commit after the last batch's fixes:
    # 12, 11 and 12 of 16 rounds >= 22), 1,074 of 1,152 after (38 of 48). Left, of them: a length or a count said of
    # the thing a later clause goes on about ("a 30-minute grace period for late returns on cars and a 60-minute grace
    # period for vans"); hyphened kinds ("Drive-up units", "Ground-floor units"); cells naming people or places ("Red
    # Gate hospitality desk", "Leeds (Harehills)"); model codes ("Swift X 14" / "Swift Go 14"); ellipsis ("a combined
    # fleet of 33"); "do so"; "DC" for "defined contribution"; a cubic metre written "m³"; list lines keyed by a rank
    # ("Best budget: ..."). 15927/16751 before them. Rounds 683-698 came in at 352 of
    # 384 on first sight (11 of 16 rounds >= 22), 357 after (12 of 16). Left, of them: list lines whose key is the name
    # ("ClearView Plus: mid-range varifocal lens", "Flowers: Bloom Room Studio" for the florist); "renewed by" for a
    # deadline beside when applications open; a person with a team after a comma read as a listing of names ("Mark
    # Davies, Fleet and Energy Team"); "receptions" against "ceremonies" told only by their verb; version numbers
    # keying table rows ("9.1.4"); "Server edition: PostgreSQL" lines; a grade in a span of a table's rows ("1–3",
    # "4–6"); "the 28th" as a day of the month; plural names
    # ("Conservatives" / "Conservative"); and the rest of those rounds' misses in tables of weights and timetables.
    # 15568/16367 after rounds 667-682, which came in at 351 of
    # 384 on first sight (9 of 16 rounds >= 22), 361 after (11 of 16). Left, of them: "on its own" for "alone"; two
    # ships each set off by "which carries"; "With a car" for "vehicle check-in"; a route named with "and" where the
    # table writes "Dover - Calais"; "more than 5 hours" against "more than 10 hours" of one sentence; "Asia-Pacific"
    # for "APAC"; "fee-free" for a fee of £0; a name that is another's words ("Moor Lane Community Trust" at "Moor Lane
    # Playing Fields"); "Concessionary" for "concessions"; "Junior clubs need only book 6" (a count with no noun); "took
    # a further six weeks" after the tapestry's 18 months; a successor ("He was succeeded by"); a ranked list for "the
    # most visited"; list lines keyed by the name after their dash; a router's model code ("Aria X3" / "Aria Max 6E");
    # a list's closing line ("of an adult's reference intake"); "of which sugars" in a nutrition table; "comes from"
    # for "is sourced from"; minutes written as ordinals ("in the 67th"); "three-match ban" against "one-match
    # suspension"; "Five minutes ... and eight at the end of the second"; who got a consolation goal.
    # 15205/15983 after rounds 651-666, which came in at 348 of
    # 384 on first sight (9 of 16 rounds >= 22), 372 after (16 of 16). Left, of them: "no account activity" for "account
    # inactivity"; a name opening the claim that the evidence writes inside its sentence ("Irish corporate loyalty
    # accounts" / "Daniel Hughes for Irish accounts"); "one visitor" (a count written "one"); "a three-year 16-25
    # Railcard" against "£80 for three years, and saves you ..." (a piece with a verb of its own); a railcard named by
    # its ages; "don't turn up" for "no-shows"; "After five years' service" against "less than five years' service,
    # rising to 28 days once they complete five years' service"; a later sentence leaving out the tail ("Someone working
    # four days a week receives 80%"); a table keyed by names in its header row ("Spec | Nova 8 | Nova 8 Pro"); a name
    # with numbers ("Snapdragon 8 Gen 3"); a cricket score; years before 1500 ("in 1204"). Rounds 635-650 came in at 352 of
    # 384 on first sight (12 of 16 rounds >= 22), 356 after (13 of 16). Left, of them: names in parts of one sentence
    # ("Sarah Mitchell (Mon, Wed & Fri) and Priya Patel (Tue, Thu and Saturday mornings)"), a noun and its verb read
    # as a pair of words ("tyres carry" / "range carries"), an alternative after a bracket ("£15 per booking
    # (tea/coffee only) or £35 with full catering equipment"), fractions ("1/3 off"), day spans keying bracketed
    # nights ("Monday–Friday (4 nights) or Friday–Monday (3 nights)"), a day's hours said of another thing in its row
    # ("Sun | Workshop closed; shop open 10am – 4pm"). Rounds 619-634 came in at 347 of
    # 384 on first sight (11 of 16 rounds >= 22), 355 after (15 of 16). Left, of them: "over-16s" against "over 8"
    # (ages past a threshold), "Membership queries: our secretary, Alan Brierley" (a role written after its key),
    # members against "with a £9.99/month membership", a name that is the claim's own in a longer one ("Heron" /
    # "Kingfisher, which seats up to 8"), "half a day" as a duration, "12-month" against "2-year" in one listing,
    # "Zone D" labels of a list of streets, a piece with its own verb after a listing ("in £25, £50 and £75 values and
    # are valid for 12 months": cutting it there cost more than it gained), a first word read as a word where the
    # evidence names by it ("Surrey moves are handled by ...": reading it as a name cost more than it gained). Rounds
    # 603-618 came in at 335 of
    # 384 on first sight (7 of 16 rounds >= 22), 352 after (12 of 16), 356 now. Left, of them: a title line over dated items
    # ("Upcoming intensive course start dates" over "Manual – 3 June, 17 June"), a name that is part of a longer one
    # ("Westray" / "Papa Westray"; "Music" of "Royal Northern College of Music"), "at 16" as an age, "Membership
    # perks" for "members", a compared piece keeping the first's predicate ("62% of visitors ... were under 35,
    # compared with 28% of daytime visitors"), a span of dates keying the months between ("Winter (1 Oct–31 Mar)").
    # Rounds 587-602 came in at 342 of
    # 384 on first sight (7 of 16 rounds >= 22), 347 after. Left, of them: names in a table row keyed by its first
    # column ("Wed 7–9pm | Raku Firing | Dev Patel"), names said in one sentence's parts ("Hannah (Head Brewer) runs the
    # Saturday morning tours, Dev (Taproom Manager) takes the Thursday evening sessions"; "Dave will call round ...,
    # and Sophie from our office will email you the gutter survey report"), "payroll: BrightPay; bookkeeping: Xero"
    # read as no names, rates in a sentence split by "respectively", times of a span's two ends ("from 00:30 to
    # 07:30"), ages against "strictly 18+", a shared head word with another modifier ("mineral wool" / "sheep's
    # wool"). Rounds 571-586 came in at 349 of 384 on first sight (12 of 16 rounds >= 22), 356 after. Left, of them: a kind the claim names by its heading
    # ("Outdoor food caddy: £6" under "Replacement containers:" for "A replacement food caddy"), a head said in other
    # words ("100 kg for the folding models" for the folding e-bikes), a name that is also a number ("runs on
    # Three"), two values said before their subjects in one clause ("rise by 4.5% in self-catered halls and by 3% in
    # catered halls"), what a value changed to ("rising to 8 tickets per transaction thereafter"), two clauses sharing
    # the claim's words where only one says its kind ("Catering for all meeting rooms is provided by ..., while AV
    # setup and support is handled by ..."). Left, of rounds 555-570: a lead
    # whose first value is of another kind than the listing's ("2-week semi-intensive – 20 hrs – £790 (manual) / £860
    # (automatic)"), measures as the claim's case in bands ("a 7kg parcel" / "5–10kg"), "after which" steps, an
    # addressee as the subject ("Hi Ellen, your pass expires ..."), initials the evidence never spells out ("EV
    # owners"), a name as the value of a clause said elliptically ("in Germany by ADAC"). Left, of rounds 539-554: names
    # swapped between the parts of one sentence ("For the North Campus halls that's Priya Nair, and for the South Campus
    # halls it's Tom Gallagher"; "In the UK it is provided by the RAC; in Germany by ADAC"), synonyms of the claim's
    # subject ("visits" / "appointments"), "self-catered" against "catered", ages as the claim's value ("from 5 years
    # old"), hours written without am/pm ("Wed 9–8"), which end of a range a claim's "begin" is ("8–9am"). Left, of rounds
    # 507-522: two
    # clauses the claim's words tie ("Please arrive 15 minutes before your treatment" / "Spa day guests should arrive 30
    # minutes before"), a line's key that is a unit word ("Day (7am–4pm and 7pm–11pm): 25.4p/kWh"), an amount said per
    # another period ("£4 per day" for "£4 per week"), ages of another kind ("for under-5s only" / "aged 3–10"). Left,
    # of rounds 491-506: a name
    # written capitalised in the evidence and in lower case by the claim read as no contrast ("a Full Valet" / "a Mini
    # Valet"), a possessive splitting one name ("St Luke's Church Hall"), a season for months ("In winter" / "from October
    # to March"), a bracketed qualifier after each alternative ("£29.99/month (exterior only) or £44.99/month (inside &
    # out)"), a time-of-day word a later piece says for the first's phrase ("6 ... during the day and 2 overnight").
    # Left, of rounds 475-490: a month opening a listing without a comma ("from April first-permit charges will rise by 8%,
    # second-permit charges by 15%"), "Payment due by:" against "Renewal invoices issued:" lines, a span across months
    # ("July 28-August 8"), a company named once for two contrasted kinds ("Manual lessons with Clearway Motoring cost
    # £35 per hour, whereas automatic lessons cost £40"). Left, of rounds 459-474: short
    # claims the semantic check leaves below its threshold against a long listing sentence ("Fernleigh is located in
    # Ripon." in "Greenacres in Harrogate, with 64 beds, and Fernleigh in Ripon, with 48 beds"), a verb against its
    # agent noun ("subscribe" / "subscriber", "donate" / "donors": reading the agent noun as the verb lost "visitors
    # other than partners"), "free" as a value ("your 10th wash is free"), ordinals against "each additional",
    # a distance inside a zone's range ("at 8 miles you're in Zone B (5-12 miles)"), and a claim whose swapped value is
    # the subject's own name ("The Church Stretton shop is the one that opens seven days a week"). Left, of rounds
    # 443-458: "closes
    # at 22:00" at weekends against a span "09:00-20:00" (a span's end is not read as the closing), two roles of one
    # sentence ("underwritten by ... and administered by ..."), a line key read as a name ("Drop-off: Leeds Bradford
    # Airport"), "Bath and the surrounding villages are covered by our Keynsham depot" after "our Bristol depot covers
    # all BS postcodes", a long listing left whole ("... 3- and 4-year-olds can claim 30 funded hours per week, over 38
    # weeks a year"), a centre's name with another centre's city ("the Millworks centre in Bristol"), who "handles"
    # sewerage (supplying and collecting read as one role), a course's length judged on its name, and a listing sentence
    # the semantic check leaves below its threshold ("seniors (65+) €26"). Left,
    # of rounds 411-442: "the
    # evening" for "after 19:00" and "collect" for "check-out" (no paraphrase of a time or an event is read), "Super
    # Off-Peak" against "Off-Peak" (a word before a compound is no qualifier), a month the claim names apart from its
    # date ("The March intake ... starts on 17 March" where the January date opens the line), "the first test is at
    # 8:00am and the last test slot is 12:30pm" on Saturdays, a list heading's word as the claim's kind ("Birthday and
    # hen parties" under "Private bookings" for "Private parties": reading it so lost 5), "EE" as a network's name, a
    # closing fact
    # whose words a listed piece says too ("lasts 6 weeks, with one session a week": leaving its words out lost 22), a
    # bracket holding another's name ("Easter Monday"), and pairs the semantic check leaves below its threshold. Left,
    # of rounds 379-410: "twice"
    # and "once" (no frequency is read), a tour's stops in order ("then moves to ... before its final stop at"), an age
    # band whose end starts the next ("3 months to 18 months" / "18 months to 3 years"), "for the full week" (a unit
    # without a number is no word), "starts ... and finishes at" under "Start and finish:", a heading word read as a
    # name ("Bulk orders for spring:"), who to contact "to book your registrars", subjects listed before one verb
    # ("applications for Medicine, Dentistry, ... and all courses at Oxford and Cambridge must be submitted by"), grades
    # as values ("AAA"), a row keyed "International" beside "MA International Relations", "30% off, students 20% off,
    # and ... 15% off the standard monthly price" (the tail is read as the last piece's only), "12-year-old" whiskies;
    # in 18 of the 43 left the supported answer is judged unsupported, in 15 of those by a false binding conflict (a
    # claim joining two facts read against the clause of its other fact). Left, of rounds 371-378: "Priya
    # Desai" for the newborn sessions (the headshot sessions' sentence names the studio), "for hire" read as whom boats
    # are for ("all available for short breaks"), "everything in Classic" inside another package's brackets, and
    # "photographed by Elena Marquez" read against the studio's and the award's names in its sentence. Left, of rounds
    # 347-370: "gate access 6am-10pm" against "office and gate closed" (a state said without the claim's word) and
    # "midweek" for "Monday to Thursday" (no calendar is read). Left, of rounds 307-346: the 22 pairs the docstring's
    # counts leave out, among them "a three-match suspension" against "one-match" (a count in a compound), names with
    # their roles in apposition ("Priya Shah, our Community Fundraising Officer"), two routes sharing a city ("between
    # Glasgow and Edinburgh" / "in London after collecting in Edinburgh"), "2 nights" against "5 hours" (nights are no
    # unit), "paid" against "Payment is due" (merging them cost a pair whose claim says both), "Admissions bring in 25%"
    # beside a singular subject's "covers 62%", "for all other roles" as the case "non-engineering" names, and "8 years
    # old" against "minimum age 8" in the support check (the binding reads them alike). Lost then: rivaroxaban's
    # half-life "in elderly patients" against "in younger adults" (read right before only because "a half-life" was
    # read unqualified and "the latter's half-life" qualified). Left, of rounds 299-306 (three
    # worked when measured): the 14 pairs the docstring's counts leave out. Left, of rounds 275-298: "eligible vet bills" and "You must
    # be at least 19 to hold" (no binding: the claim says more than the table), "Fuel purchases earn" (a capitalised
    # first word read as a name, beside the passage's card), "Cinema Club Unlimited" (a name's word the evidence also
    # writes in lower case: read as a name, it made two RAGTruth answers contradicted). Left, of rounds 259-274: "your first payment" for "the
    # first council tax instalment" beside a sentence naming the tax year, "If the flooding affects only your garden"
    # against the home's "up to a maximum of £1,000" (a tie), "Cup fixtures" for "Cup matches" at a ground the first
    # sentence names. Left, of rounds 235-258: a key line cut at its colon ("Gatwick North Terminal: Menzies Aviation"), "bpost" (a
    # lower-case brand no other clause's slot names), a table keyed by "(outward)" and "(return)" after one name, "e-bikes" for "electric-assist bikes", an
    # auction date keyed by a "Lot: 17" line, "held in up to 2 names" for how many people, "a 49-day window before the
    # end of a fixed term" beside "a 14-day cooling-off period", "International visitors made up 34% of the total"
    # after the opening sentence's "MedTech Expo 2024", P&O Ferries in a route table. Left, of rounds 219-234: a name
    # sharing a word with another name in the subject's clause ("Northgate Financial plc" beside "the Financial
    # Conduct Authority"), "by post" for "Postal application", a ticketing agent in a sentence the passage's opening
    # name does not reach, "provided through Cover4Students", a colon inside a scheme's name ("Warm Homes: Local Grant
    # administered by: ..."), a solar-heated share in a table whose claim names neither column, one tribunal for
    # another where both are named "Tribunal". Left, of rounds
    # 195-218: "For international
    # itineraries, the same rules apply from 15 April 2025" after a sentence whose present verb ends no subject ("The new
    # carry-on policy takes effect on 1 March 2025"), "Open enrolment for medical plans closes on 15 November" for when
    # elections must be made, "For 3D screenings, a surcharge of £2.50 ... applies" after "The IMAX surcharge ... is
    # £4.00", "Daily wear: 22 hours" for "each day", a dental laboratory for who makes the crowns, "Successful applicants
    # will be notified by 30 April" after the round's opening and closing dates, "1-hour induction" in the row of "4 hours
    # per week", "Carer permits: up to 2 per household" beside visitor day permits, a coordinator named by
    # the abbreviation the evidence defines for its role. Of rounds 187-194: "This reduces their tax by up
    # to £252" after "Marriage Allowance lets you transfer £1,260" (the pronoun's clause ties with the named one), a
    # refund band the question picks ("cancel 3 days before pick-up"), "The studio ... minimum 6-month tenancy, while
    # the penthouse ... minimum term of 12 months", a negotiator named after a semicolon ("please contact negotiator
    # Priya Raman"), "Paying a full year in advance increases the discount to 8%", a landlord after "Property: 14 Ash
    # Terrace, Bristol", roaming partners by country, a race's start after packet pickup, refund bands by withdrawal
    # date, "Finishers: 2,064" for "finished", "about 350 of them are on display" after "holds more than 4,200
    # paintings", "Adult groups | 15" below the similarity threshold, "It runs until 31 August" (an "it" weighed as
    # fully as its antecedent tied the report's authors of rounds 19 and 32), "The Keeper Experience is a hands-on
    # session lasting 2 hours" after "The Safari Bus Tour at Greenacre Zoo lasts about 45 minutes". Of rounds 171-186: "option 3 ... or option 5 to speak to the pharmacy" (a phone menu's
    # numbers keyed by what follows them), "19 aces to Pierre Dufour's 7", a dividend "payable on March 14 ... of record
    # ... on February 28" (one clause), "a standard personal trainer" against "a senior trainer" (a modifier of a
    # modifier: reading it so contrasted "a new access road" with "the Millbrook Road scheme"), uptime bands, "100% ...
    # for the first 16 weeks, then 50% ..." after a long first piece (trusting long first pieces split RAGTruth answers
    # wrongly), "P&O Ferries" where the question says "ferry", "route 100" against "The X100 express makes 5 stops" (a
    # present verb before a count), "New Year's Eve" for "31 December", "on behalf of the insurer, Northgate General
    # Insurance plc"; and of the earlier rounds "Overdue DVDs" (no longer read as a name, the contrast with "Overdue
    # books" is lost), "£16.95 for each additional child" beside "High Income Child Benefit Charge" (a name's words
    # contrast nothing now). Of rounds 163-170: "the offices above the retail unit" (the unit named in the subject of
    # another value), a service credit's two uptime bands, a claim deadline among a birth date and a qualifying week, "up to age 11" against "until
    # they are 16", "The male is called Kiran and the female is called Mei" after the pair's zoo of origin.
    # Of rounds 155-162: "limited to 22 bikes" for a spin class's space for 22 people, a refund
    # answer naming neither the cancelled nor the postponed event, "1,146 votes to the 873 cast for ... Tom Hale".
    # Of rounds 147-154: two caps in one sentence ("the price cap for electricity ... while
    # the gas cap"), "twice a year for household customers and 12 times a year
    # for business customers", bank holidays moved, initials in capitals ("J. MORRIS"), a claim's amount inside a
    # range written "up to $2,500", "if the case proceeds to trial" against "goes to trial", two events of one
    # sentence, two enrolment periods, "the leaflet-only group" against "the app-supported
    # group", an open day's season, the branch or the charger type named in the sentence before, a vehicle-group list,
    # two charger powers in one sentence, a manufacturer's address lines, an age-dose table, two batches and two
    # authorisation dates, "own-brand" against "branded", "Graham Ellis, who becomes Non-Executive Chair" after "Hannah
    # Okafor has been appointed Chief Executive". Of rounds 139-146: "In August" against "in July and August", a season's close told from
    # "open from 1 April to 31 October", a contacts list keyed "Events & Weddings", a route named in the sentence
    # before ("A car with driver starts from €119"), "Flat 7 on the top floor has 3 bedrooms" after "Flat 3 ... offers
    # 2 bedrooms", "The neighbouring property, 14 Maple Road", "Best and final offers" on a viewing's weekday,
    # appointments and retirements in one sentence, a holding period after a performance period, "a seven-year contract
    # ..., and a four-year framework agreement", payment dates moved for two holidays, a school-places list, "the full
    # new State Pension" against "any new State Pension", "at least 18" of "24 questions", a product and "the matching
    # earbuds", two model codes in one sentence, "feline" for a cat, "15% on dental procedures" in a listing, two bag
    # sizes, "Previews begin" without the play's name and a cast list keyed by dashes. Of rounds 131-138: "the return journey from London to Singapore" told from "the flight from
    # Singapore to London" only by the order of two names; a council-tax band letter in a table ("Band C"), an IELTS
    # score in a sentence naming two courses, ward numbers in a list ("Ward 9, Stroke Unit: 22 beds"), a cricket
    # fixture table, "The most you can be charged" for "up to a maximum of", "DVDs ... are loaned" for "borrow a
    # DVD", "the Practice Manager" named in the sentence before, "the committee" for "The Planning Committee", a
    # version number with no "Version" ("The 4.2 desktop client"), "the Safari login loop fix" for "The hotfix 7.3.1,
    # which resolves the login loop on Safari", "For EMEA customers this is currently Sofia Lindqvist", "the
    # equivalent lounge is the Meridian Lounge" and "Routine appointments ... 10 minutes" against "a double
    # appointment of 20 minutes". Of rounds 127-130: "was developed by" against "was designed by" in the sentence
    # before, a speaker's title written before another name ("the Met Office's deputy chief meteorologist, Mark
    # Ellison"), "Aviemore followed on 19 September" and
    # "while diesel dropped to 149.6p" (a clause going on with a subject of its own but the first clause's
    # occasion), a forecast paraphrased ("is expected to reach only 18C"), and "England's south coast" where the
    # context says "the south coast". Round 56's "standing charges of 53p and 31p per day respectively" is wrong
    # since fractional pence are amounts ("6.1p per kWh" is now one): "respectively" is paired wrongly there.
    # Of rounds 123-126: "Scarified seeds" for a table's "Scarification" row and "postal delivery costs" for
    # "tickets sent by post incur". Of rounds 119-122: "Furniture ... have a shorter window of 14 days" against "Most
    # items can be returned within 30 days", "20% off all footwear and 15% off outerwear" for coats, points per £1
    # online and in store, couriers named after "carried by", a scorer named by the goal's order ("Town's second
    # goal"), a cricket scorecard, access requests for a drive against another site's contact, an on-call rota's
    # "primary is ..., secondary is ...", a planting date told by "a little later", "after two years in storage"
    # for "two-year-old seed", and a list line's heading ("Fertilize: around Memorial Day"). Of rounds 107-118:
    # "Each extra garden waste bin" for "Each additional bin", a list's "Primary offer day" for when offers "will
    # be sent out", "cut your partner's tax bill" for "reduces their tax", a site's visits against the clause
    # naming permit holders, a cartridge's warranty against the unit's in the sentence naming the product, a
    # designer named in the sentence naming the product against the firmware lead named after it, a staff list of "Name, Role" lines, two amounts of one
    # claim ("$13.99 per day, up to a maximum of $97.93 per rental"), a role written in capitals before the name
    # ("Customer Experience Director Tom Okafor"), a note sentence's words ("on the base rate"), a production's
    # designer against its director named with it, and "(86 minutes)" for "a running time of 86 minutes". Of
    # rounds 103-106: a listing piece with its own subject inheriting the first piece's
    # name ("Members of the Friends scheme receive 20% ..., and students receive 10%"), a sale phase against a
    # first sentence naming the festival ("Early-bird tickets for the Westmoor Folk Festival go on sale on 14
    # January. General sale opens on 4 March"), a tier's words inside another's ("Weekend pass" / "VIP weekend
    # pass"), and a first sentence naming the conference against "Authors will be notified by 15 July". Of
    # rounds 95-102: a role taken over ("She was succeeded by Daniel Okafor" for who
    # became CFO), an equivalent said back ("the equivalent five-year fix will be 4.59%"), "paid" against a list's
    # "Payment date", a team's leader after the team ("owned by the Payments team, led by Priya Raman"), a band of
    # a value against its words ("Uptime below 95.0%: 50% credit"), "Participation reached 64%" against the
    # survey's "78% of employees", a list heading over speakers ("Moderator: Helen Osei"), a construction date
    # against the approval that named the bridge, a sentence naming the first sentence's company as "the startup",
    # two counts of one sentence ("38 goals in 121 appearances") and a list whose heading sentence states no value
    # ("Individual contributors have a target of 10%, managers 15%"). Of rounds 81-90: the same words in two senses ("closes at 17:00" against a line's
    # "Sat closed"; a base form against its "-ing": "close" / "closing date"), a part of a passage's one thing said after a comma and its own verb ("Its inverter motor is
    # covered for 10 years, and the drum is covered for 5 years"), an inherited lead against a piece's own
    # words ("valid for 6 months from the date of issue for purchases, and 3 months for remortgages"), a line
    # key holding a number ("5-year cover: £129 ..., £189 for larger models"; keys with numbers made list
    # headings of salary bands into subjects), jobs counted as positions ("650 positions"), numbers counting
    # two things in one clause ("500 members and 10 admins"; reading the word after a number as what it
    # counts broke "1,250 work in research"), a listing under a release heading without a colon, and names in
    # encyclopedic sentences with several people; of rounds 91-94, a value bounded by a range the claim falls in
    # ("between 10 and 25 miles away, £35" for 18 miles) and a headline rate against a category's words ("The
    # Consumer Prices Index rose by 3.2%" for "Annual CPI inflation", against food's "annual inflation eased to
    # 4.0%"). Of rounds 71-80: a clause whose subject does the claim's thing under another verb
    # ("Staff ... contribute 5% ..., while Greyhurst adds an employer contribution of 8%" for what Greyhurst
    # contributes; "Payroll questions go to Owen Felsted" against "For IT problems, staff ... should contact
    # Priya Nandakumar"); a subject's name said in another sentence than the claim's words ("In neighbouring
    # Millford, prices were up 2.9%" against "House prices in Eastbrook rose 4.7% over the year to September";
    # "Premier Account holders get 10" against "Everyday Account holders get 4 free withdrawals ..."); a qualifier
    # ("Non-birthing parents") where the other clause's subject holds the same words; a ", while" clause
    # naming the venue only in the first ("The Crescent Theatre's main auditorium seats 1,240 ..., while the
    # studio stage seats 180"); "opens at 8:00 am and closes at 7:00 pm, Monday to Friday" where the claim's weekdays key the
    # closing time; "Outside London" for "elsewhere in the UK"; "less than five years of service" against "After
    # five years"; "Building A" / "Building C" (letters read as names broke more than they fixed); a table row keyed by a name and a version ("Lyra | 1.5 | 17 June 2024"); "close"
    # against "closing" (a base form's stem; stemming it so broke two pairs); "up to 40% off selected womenswear,
    # 25% off all footwear"; "compared with 71% in maths". Of rounds 62-68 (written without the code): a name the evidence writes otherwise
    # ("Tory" for Conservative, "Kenya" for "KEN", "PhD" for doctoral); a dose where the leaflet's title
    # states another ("Paracetamol 500 mg Tablets" for "a 12-year-old ... 2 g"), a tenure within a tier ("seven
    # years" under "after 5 years"); ordinals against numbers ("the sixth week" / "week 6");
    # "the latter" and a chain of roles ("took over ... from Dev Patel, who moved to lead Helios"); a clause
    # longer than a listing ("..., compared with 5 weeks for the web app, because ..."); a
    # value under a table's column unit ("(°C per decade)") or scale; a
    # paraphrase the similarity threshold does not take ("61 per cent of voters opposed the change" for "failed
    # by 61% to 39%"); of rounds 69 and 70, two dates of one sentence said of one subject ("enters code
    # freeze on March 3 ... and ships ... on March 17", "was deprecated on June 1, 2024 and will be shut down on
    # December 1, 2025"), acronyms as names ("APAC grew 9%": reading them so broke more than it fixed). Of the earlier rounds: a place said of another court
    # ("the Court of Appeal in Manchester" where Manchester is the trial court's); an amount of a ", while"
    # clause without the company's name ("while operating profit reached $380 million"); "It ... Its
    # predecessor" and "The latter's half-life" (not read as whose); a winner against the incumbent, an
    # author against her translator, a chain of successors (names of one long sentence); a year as the
    # subject where the question gives it; "Unit 4C next door"; a daily cap against the students' cap;
    # turnout by age group ("47%, compared with 74% among those aged 65 and over"); "London Gatwick" where
    # the evidence says London of another airport; grade ranges ("grades 1-4"); v4.0 "Borealis" in
    # quotes (a quoted word opening a clause is not read as a name: reading it so made button labels
    # names on RAGTruth); the metal detectorist's find said of the scientist who dated it; "¥48 million in
    # damages and ... a further ¥6 million in legal costs" (one clause); "Alpenjet | Zurich | 76%" (a row key
    # opening a line is read as a word, so the claim names only the hub); "no more than 8 tablets" for
    # children where the adults' line says it ("Children 6-12:" heads its own line); the Harlow Road depot
    # for electrical items (the line's heading "Electrical items:" is its own clause); "At the 2024 Lakeshore
    # Marathon" for a later piece with its own subject (no setting is inherited); "A porcelain crown at the same practice costs CA$1,250" ("costs" is not read as
    # the claim's verb: reading present-tense verbs before a value made a clean RAGTruth answer conflict);
    # "Second place went to ... Oskar Lindqvist", "The tour concludes in Cardiff" (an event's verb in the
    # present); "alongside 138 GP surgeries"; "Stage 4 was won by Belgian rider X" against the overall
    # leader; "Orbit 5.0 LTS" against "Orbit 4.6"; a wait "compared with 2 hours 25 minutes at Northfield
    # General"; who bought which lot; which lift serves which area; of rounds 60 and 61 (measured last, their
    # later misses): started against finished counts, per hour against a daily maximum, "respectively" with
    # the things listed in another clause, "compared with 12% of those given placebo", a lighthouse's two
    # towers, "Among takeaways, the figure was 64%", and more. Earlier rounds: "£15 for adults and £12 for seniors" for "Seniors pay £15" (no "for" in the
    # claim); "enlarged in 1340. It burned down in 1521" (years before 1500 are read as plain numbers);
    # "founded in 1821 by ... John Edward Taylor. Its most famous editor, C. P. Scott" (a surname after
    # initials reads as a sentence's first word, so the claim states no name); "nominated for the peace prize in 2009 and 2012, and was finally awarded it in
    # 2014" ("it" is not read as the prize, so the nomination's clause holds more of the claim's words);
    # "1.2 million first doses and 340,000 booster doses were given" (one clause); "Recommended pressures for normal loads: front 2.2 bar, rear 2.0 bar" (the
    # first piece owns the listing's lead words, so "normal loads" points at the front's value; weighing
    # them as inherited there too was tried and broke 45 other pairs); "won 55.3% of the vote against 44.7% for No" (one clause; "for No" is not read as
    # whose the value is); "The words of the national anthem were written by Karel Novotny ... The music was
    # composed by Josef Vlach" read for "The music ... was composed by Karel Novotny" (the claim's words are
    # shared between the clauses: names are swapped only where one clause clearly holds the subject); "carried by 312 votes to 287" (which count is in favour is not read);
    # "£39 a month on a 12-month contract or £49 a month with no contract" (one clause; "no" is no word); "Employees with less than two years' service receive 10 days ... After
    # two years' service this rises to 20 days" ("less than" is not read as another case); "After that the price rises to £32 a month" (what "that" is is not read);
    # "Marta Kowal beat Yuki Sato to take the singles title" (the title is said of the clause's subject); "Teenagers need 7 to 9 hours" / "12% of the island is farmland" style
    # ties and a listed piece's lost head ("and 12% is farmland" is not read as of the island, so the
    # right answer reads as a conflict); values of one clause keyed by years only where the years' own
    # words differ ("Unemployment was 5.2% in 2023" against "fell from 5.2% in 2022 to 4.6% in 2023" and
    # "Founded in 1968 ..., the company went public in 1994" stay unbound);
    # "except on Thursdays, when it stays open until 9 pm" (the
    # exception is read with the hours before it); frequencies ("twice a year") and "Gate A" labels (no values); names of
    # one long sentence and names needing 3/4 of the subject ("Ana manages finance at the studio",
    # "Daniel Fry replaced Mark
    # Ellison as chief executive"); "at least 50 years old" against "17 years
    # old and ... 50 kg"; "two months' notice" for tenants against "Landlords must give tenants two
    # months' notice" (the tenants are the object there); "the youngest was 46" against "ranged from 19
    # to 74. The average age was 46" (no superlative is read); "The two reservoirs hold 45 and 120 million
    # cubic metres respectively; the larger one ..." (the things are not listed, and no superlative is read); "from the valley station at 1,050 m to the upper station at 2,970 m" (one clause);
    # superlatives and time ("The volcano last erupted in 1944" against "... and the most recent one was
    # in 1944" reads as a conflict with the first eruption's year; "the current president"); names of
    # a list whose first name opens the line after a colon ("Project roles: Sara Lindqvist (project
    # manager), Tariq Aziz ..."), a chain of successors, an owner against a would-be buyer; an ordinal against a duration ("at the end of the third month"
    # / "at six months"); pence with a decimal ("12.5p"); synonyms of an event ("walked out" for "the
    # strike began"); a spelled duration with a fraction ("four and a half years"); "this comes to £1,269"
    # (a demonstrative carrying the deposit); a role before a name ("bassist Pete Lowry" for "the band's singer"); "noise
    # cancelling off, or 22 hours with it on"; a
    # year keyed by a bare count ("1.4 million in 2024": only amounts and other units key a year);
    # synonyms of a role ("The winner came from substitute Jake Morgan" for "scored the winning goal");
    # "They were translated ... by Elif Shafak-Moore" after "The collection brings together poems by Nazim
    # Kaya" ("they" is read as the collection, so the poems' clause is Kaya's); frequencies ("monthly"
    # against "every two months"); "came out" for "followed" (an event's verb the evidence does not use);
    # "the museum extension" against "the modern extension" (read as another modifier of the head).
    # (An adverb against its adjective, "Paying annually costs £79" for "the annual subscription", is read since by one
    # word, "annually" is "annual": a stemmer reading every "-ly" was tried and made the RAGTruth detector worse.)
    wrong = _judged_right_in_parallel(REALISTIC)
    assert len(REALISTIC) - len(wrong) >= 24092, wrong


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
