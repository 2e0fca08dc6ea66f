import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asks, req, rowsIn, table, type ExpectedRequest, type LabelledSet } from '../labels';
import { LONG_ITINERARIES } from './long-itineraries';
import { THREE_OR_MORE } from './three-or-more';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const BUS: ServiceType[] = ['personal_driver', 'luxury_vehicle', 'other'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const TOUR: ServiceType[] = ['other', 'travel'];
const QUAD: ServiceType[] = ['other', 'luxury_vehicle'];
const PHOTO: ServiceType[] = ['other', 'event_planning'];
const MUSIC: ServiceType[] = ['other', 'event_planning'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const AT_THE_LODGE = ['Sabi Sand|Kruger', null];
const CAMDEBOO = ['Camdeboo National Park|Karoo', 'Graaff-Reinet|Karoo'];
const NEAR_SUTHERLAND = ['Sutherland|Karoo', null];
const KNYSNA_HEADS = ['Knysna Heads|Garden Route', 'Knysna|Garden Route'];
const WELGEVONDEN = ['Welgevonden|Waterberg'];
const AT_THE_RESORT = ['Bela-Bela|Waterberg', null];
const LOST_CITY = ['Lost City|Pilanesberg', 'Sun City|Pilanesberg'];
const OVER_THE_HILLS = [null, 'Hartbeespoort|Pretoria'];
const LOFTUS = ['Loftus Versfeld|Pretoria', 'Pretoria|Pretoria'];
const GOLDEN_GATE = [
  'Golden Gate Highlands National Park|Eastern Free State',
  'Clarens|Eastern Free State',
];
const DIDIMA = ['Didima|Drakensberg', 'Cathedral Peak|Drakensberg'];
const AT_DIDIMA = ['Didima|Drakensberg', 'Cathedral Peak|Drakensberg', null];
const DE_HOOP = ['De Hoop Nature Reserve|Overberg'];
const PE_AIRPORT = ['Chief Dawid Stuurman International Airport|Gqeberha', 'Gqeberha|Gqeberha'];
const KWANDWE = ['Kwandwe|Sunshine Coast'];
const NEAR_COFFEE_BAY = ['Coffee Bay|Wild Coast', null];
const HOME_FROM_RUSTENBURG = ['Rustenburg|Pilanesberg', 'Hartbeespoort|Pretoria', null];
const WATERFALL = ['Waterfall City|Johannesburg', 'Midrand|Johannesburg'];
const SPIER = ['Spier|Cape Winelands', 'Stellenbosch|Cape Winelands'];
const AT_THE_VILLA = ['Llandudno|Cape Town', null];
const TAAL_MONUMENT = ['Taal Monument|Cape Winelands', 'Paarl|Cape Winelands'];
const AT_THE_MONUMENT = ['Taal Monument|Cape Winelands', 'Paarl|Cape Winelands', null];
const OUDTSHOORN = ['Oudtshoorn|Garden Route', 'Cango Caves|Garden Route'];

/** A table a human could file at any of `places` (or, with null among them, at none). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-eighth held-out set: several requests in one message, in the order the member names them,
 * each with its own place, day and time (a day named once carries over to the next request: "that
 * day", "that evening", "then", "afterwards", "from that day", "the same morning"): two at a time
 * here, three to five in ./three-or-more.ts, and the long itineraries (900 to 1,900 characters) in
 * ./long-itineraries.ts. A trip from one place to another is filed where it starts; a flight is
 * filed where it leaves; where the second request names no place but plainly happens where the
 * first does ("at the lodge", "there", "at the resort", "nearby"), it is filed there, and where a
 * human could file it there or nowhere, either is accepted. Asked as a transfer and a massage at a
 * lodge in the Sabi Sand, a suite and a drive up the Valley of Desolation, stargazing in
 * Sutherland and a farm stay, a sports car from George Airport and a table in Knysna, a helicopter
 * over the Knysna Heads and lunch on Leisure Isle, a reserve walk and a chef in Keurboomstrand, a
 * Waterberg lodge and the drive there, quad bikes and a spa in Bela-Bela, golf and dinner at Sun
 * City, a transfer and a lodge in Madikwe, a Range Rover in Polokwane and a guest farm in
 * Magoebaskloof, a balloon and breakfast in Hartbeespoort, flowers for a mother in Faerie Glen, a
 * matric farewell in Silver Lakes, rugby at Loftus, a cottage in Clarens and riding at Golden
 * Gate, a 4x4 up Sani Pass, a room at Didima and rock art, a beach ride in Chintsa, whales from
 * Gansbaai, a guest house in Swellendam and De Hoop, a transfer to Kwandwe and a game drive, a surf
 * lesson in Jeffreys Bay, a room in Coffee Bay and a walk, flights to Mthatha and the road to Port
 * St Johns, a cash escort in Rustenburg, a personal shopper at the Mall of Africa, a sail from
 * Simon's Town and lunch in Fish Hoek, a chef and a string quartet in Llandudno, a tasting at Spier
 * with a minibus, a cellist and roses for a proposal at the Taal Monument, an ostrich farm
 * with a driver out of Oudtshoorn, and a flight to Hoedspruit with a driver at Eastgate.
 */
export const HELD_OUT_28_MULTI: LabelledSet = {
  kind: 'multi',
  goal: 0.9,
  rows: [
    ...rowsIn(
      ['en'],
      [
        [
          'A driver from Skukuza Airport to our lodge in the Sabi Sand on the 18th at 11am, and a massage at the lodge at 4pm that day',
          asks(
            req(CAR, 'Skukuza Airport|Kruger', 'dom:18', '11:00'),
            req('other', AT_THE_LODGE, 'dom:18', '16:00'),
          ),
        ],
        [
          'Book a suite in Graaff-Reinet from the 22nd, and a guided sunset drive up the Valley of Desolation on the 22nd at 5pm',
          asks(
            req('accommodation', 'Graaff-Reinet|Karoo', 'dom:22', null),
            req(TOUR, CAMDEBOO, 'dom:22', '17:00'),
          ),
        ],
        [
          'Tickets for the stargazing tour at the observatory in Sutherland on Saturday at 8pm for 2, and a farm stay near Sutherland from Saturday',
          asks(
            req('other', 'Sutherland|Karoo', 'sat', '20:00'),
            req('accommodation', NEAR_SUTHERLAND, 'sat', null),
          ),
        ],
        [
          'Please get me a Porsche Macan to drive away from George Airport on Friday at 10am, and a table for 2 in Knysna at 7pm that evening',
          asks(
            req(HIRE, 'George Airport|Garden Route', 'fri', '10:00'),
            table('Knysna|Garden Route', 'fri', '19:00', 2),
          ),
        ],
        [
          'A helicopter flip over the Knysna Heads on Sunday at 11am for 3 of us, then lunch for 3 on Leisure Isle at 1pm',
          asks(
            req(CHOPPER, KNYSNA_HEADS, 'sun', '11:00'),
            table('Leisure Isle|Garden Route', 'sun', '13:00', 3),
          ),
        ],
        [
          'A guided walk in the Robberg Nature Reserve on the 24th at 9am, and a private chef at our rental in Keurboomstrand at 7pm that evening',
          asks(
            req(TOUR, 'Robberg Nature Reserve|Garden Route', 'dom:24', '09:00'),
            req('private_chef', 'Keurboomstrand|Garden Route', 'dom:24', '19:00'),
          ),
        ],
        [
          'A lodge at Welgevonden from Friday, and a driver from Sandton to Welgevonden on Friday at 9am',
          asks(
            req('accommodation', WELGEVONDEN, 'fri', null),
            req(CAR, 'Sandton|Johannesburg', 'fri', '09:00'),
          ),
        ],
        [
          'Quad bikes for two in Bela-Bela tomorrow at 9am, and a spa treatment at the resort at 2pm',
          asks(
            req(QUAD, 'Bela-Bela|Waterberg', 'tomorrow', '09:00'),
            req('other', AT_THE_RESORT, 'tomorrow', '14:00'),
          ),
        ],
        [
          'A tee time at the Gary Player Country Club on Saturday at 7:30am for 4, and dinner for 4 at the Palace of the Lost City at 7:30pm',
          asks(
            req('other', 'Gary Player Country Club|Pilanesberg', 'sat', '07:30'),
            tableAt(LOST_CITY, 'sat', '19:30', 4),
          ),
        ],
        [
          'A driver from Pilanesberg Airport to Madikwe on Sunday at 10am, and a lodge in Madikwe from Sunday',
          asks(
            req(CAR, 'Pilanesberg International Airport|Pilanesberg', 'sun', '10:00'),
            req('accommodation', 'Madikwe|Madikwe', 'sun', null),
          ),
        ],
        [
          'A Range Rover Sport to collect in Polokwane on the 16th at noon, and a room at a guest farm in Magoebaskloof from the 16th',
          asks(
            req(HIRE, 'Polokwane|Polokwane', 'dom:16', '12:00'),
            req('accommodation', 'Magoebaskloof|Polokwane', 'dom:16', null),
          ),
        ],
        [
          'A hot-air balloon over the Magaliesberg tomorrow at 5:30am for 2, and breakfast for 2 in Hartbeespoort at 9am',
          asks(
            req(TOUR, OVER_THE_HILLS, 'tomorrow', '05:30'),
            table('Hartbeespoort|Pretoria', 'tomorrow', '09:00', 2),
          ),
        ],
        [
          'Flowers delivered to my mother in Faerie Glen on Saturday morning, and a lunch table for 6 in Garsfontein at 12:30 that day',
          asks(
            req(FLOWERS, 'Faerie Glen|Pretoria', 'sat', '09:00'),
            table('Garsfontein|Pretoria', 'sat', '12:30', 6),
          ),
        ],
        [
          "A photographer for my daughter's matric farewell in Silver Lakes on the 20th at 5pm, and a vintage car with a driver to take her from our home in Mooikloof at 6pm",
          asks(
            req(PHOTO, 'Silver Lakes|Pretoria', 'dom:20', '17:00'),
            req(CAR, 'Mooikloof|Pretoria', 'dom:20', '18:00'),
          ),
        ],
        [
          'Four tickets for the Bulls at Loftus on Saturday, and a driver from Waterkloof to the stadium at 3pm',
          asks(req('other', LOFTUS, 'sat', null), req(CAR, 'Waterkloof|Pretoria', 'sat', '15:00')),
        ],
        [
          'A cottage in Clarens from the 25th, and horse riding for the kids at Golden Gate on the 26th at 10am',
          asks(
            req('accommodation', 'Clarens|Eastern Free State', 'dom:25', null),
            req('other', GOLDEN_GATE, 'dom:26', '10:00'),
          ),
        ],
        [
          'A 4x4 trip up Sani Pass tomorrow at 8am for 4, and a cottage in Himeville from tomorrow',
          asks(
            req(TOUR, 'Sani Pass|Drakensberg', 'tomorrow', '08:00'),
            req('accommodation', 'Himeville|Drakensberg', 'tomorrow', null),
          ),
        ],
        [
          'A room at Didima from Friday, and a guided hike to the rock art there on Saturday at 9am',
          asks(req('accommodation', DIDIMA, 'fri', null), req(TOUR, AT_DIDIMA, 'sat', '09:00')),
        ],
        [
          'A driver from King Phalo Airport to Chintsa on the 19th at 1pm, and a horse ride on the beach in Chintsa at 5pm',
          asks(
            req(CAR, 'King Phalo Airport|East London', 'dom:19', '13:00'),
            req('other', 'Chintsa|East London', 'dom:19', '17:00'),
          ),
        ],
        [
          'A whale-watching boat from Gansbaai on Saturday at 9am for 6, and lunch for 6 in De Kelders at 1pm',
          asks(
            req(BOAT, 'Gansbaai|Overberg', 'sat', '09:00', { partySize: 6 }),
            table('De Kelders|Overberg', 'sat', '13:00', 6),
          ),
        ],
        [
          'A guest house in Swellendam from the 15th, and a guided hike in De Hoop on the 16th at 8am',
          asks(
            req('accommodation', 'Swellendam|Overberg', 'dom:15', null),
            req(TOUR, DE_HOOP, 'dom:16', '08:00'),
          ),
        ],
        [
          'A driver from PE Airport to Kwandwe on Friday at noon, and a game drive at Kwandwe at 4pm',
          asks(req(CAR, PE_AIRPORT, 'fri', '12:00'), req(TOUR, KWANDWE, 'fri', '16:00')),
        ],
        [
          'A surf lesson in Jeffreys Bay tomorrow at 10am for my son, and a hire car from there to St Francis Bay at 2pm',
          asks(
            req('other', 'Jeffreys Bay|Gqeberha', 'tomorrow', '10:00'),
            req(HIRE, 'Jeffreys Bay|Gqeberha', 'tomorrow', '14:00'),
          ),
        ],
        [
          'A room in Coffee Bay from the 23rd, and a guided walk to Hole in the Wall on the 24th at 9am',
          asks(
            req('accommodation', 'Coffee Bay|Wild Coast', 'dom:23', null),
            req(TOUR, NEAR_COFFEE_BAY, 'dom:24', '09:00'),
          ),
        ],
        [
          'Flights from OR Tambo to Mthatha on the 27th at 7am, and a driver from Mthatha Airport to Port St Johns at 9am',
          asks(
            req(FLIGHT, OR_TAMBO, 'dom:27', '07:00'),
            req(CAR, 'Mthatha Airport|Wild Coast', 'dom:27', '09:00'),
          ),
        ],
        [
          'A security escort for the cash takings at our shop in Rustenburg tomorrow at 4pm, and a driver home to Hartbeespoort at 6pm',
          asks(
            req(ESCORT, 'Rustenburg|Pilanesberg', 'tomorrow', '16:00'),
            req(CAR, HOME_FROM_RUSTENBURG, 'tomorrow', '18:00'),
          ),
        ],
        [
          'A personal shopper at the Mall of Africa on Saturday at 10am, and a table for 2 at Waterfall City at 1pm',
          asks(
            req(ERRAND, 'Mall of Africa|Johannesburg', 'sat', '10:00'),
            tableAt(WATERFALL, 'sat', '13:00', 2),
          ),
        ],
        [
          "A yacht from Simon's Town on Sunday at 10am for 8, and lunch for 8 in Fish Hoek at 1:30pm",
          asks(
            req(BOAT, "Simon's Town|Cape Town", 'sun', '10:00', { partySize: 8 }),
            table('Fish Hoek|Cape Town', 'sun', '13:30', 8),
          ),
        ],
        [
          'A private chef for 6 at our villa in Llandudno on the 16th at 7pm, and a string quartet to play there from 6:30pm',
          asks(
            req('private_chef', 'Llandudno|Cape Town', 'dom:16', '19:00', { partySize: 6 }),
            req(MUSIC, AT_THE_VILLA, 'dom:16', '18:30'),
          ),
        ],
        [
          'A wine tasting at Spier on Friday at 11am, and a minibus with a driver from Somerset West at 10am to get the ten of us there',
          asks(
            req(TOUR, SPIER, 'fri', '11:00'),
            req(BUS, 'Somerset West|Cape Town', 'fri', '10:00'),
          ),
        ],
        [
          'A cellist at the Taal Monument on the 28th at 5pm for my proposal, and roses set up there by 4pm',
          asks(
            req(MUSIC, TAAL_MONUMENT, 'dom:28', '17:00'),
            req(FLOWERS, AT_THE_MONUMENT, 'dom:28', '16:00'),
          ),
        ],
        [
          'A visit to an ostrich farm in Oudtshoorn on Sunday at 10am, and a driver from Oudtshoorn back to George Airport at 3pm',
          asks(
            req(TOUR, OUDTSHOORN, 'sun', '10:00'),
            req(CAR, 'Oudtshoorn|Garden Route', 'sun', '15:00'),
          ),
        ],
        [
          'Fly us from Lanseria to Hoedspruit on the 21st at 8am please, and have a driver meet us at Eastgate Airport at 10am',
          asks(
            req(FLIGHT, LANSERIA, 'dom:21', '08:00'),
            req(CAR, 'Eastgate Airport|Kruger', 'dom:21', '10:00'),
          ),
        ],
      ],
    ),
    ...THREE_OR_MORE,
    ...LONG_ITINERARIES,
  ],
};
