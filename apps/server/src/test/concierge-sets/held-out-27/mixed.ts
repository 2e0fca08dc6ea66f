import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  asks,
  cancel,
  change,
  either,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const PLETT = 'Plettenberg Bay|Garden Route';
const DURBAN_ICC = ['Durban ICC|Durban', 'Durban|Durban'];
const GATEWAY = ['Gateway Theatre of Shopping|Durban', 'Umhlanga|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/**
 * Twenty-seventh held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("ja nee", "ag man", "dankie", "kan jy asseblief", "ek soek", "ek wil", "ons is twaalf", "vir 8
 * mense", "ons kan nie maak nie", "skuif", "kanselleer", "al bevestig", "nou eintlik", "het ek nog
 * oor", "môreaand", "Sondag lunch", "vir my vrou", "my ma", "ek sukkel met die app", "my skoonma is
 * siek", "Stellies"; "ngicela", "ngifuna", "siyabonga", "mngane", "bhuti", "yoh", "eish",
 * "sibayi-20", "abantu abayi-6", "khansela", "umshayeli wakusasa", "itafula lanamuhla", "umpheki
 * wangoMgqibelo", "onogada", "i-suite", "ama-flowers", "ama-requests", "ngitshele", "ngizizwa
 * ngikhathele", "inombolo yami", "eMelville", "eChatsworth", "eZimbali", "van Linden na die
 * Apartheid Museum"): new requests, tables, actions (some a human would have to ask about),
 * questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_27_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    // English with Afrikaans.
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Hi, kan jy asseblief a driver organise for tomorrow at 8am from Brooklyn to the Union Buildings?',
          asks(req(CAR, 'Brooklyn|Pretoria', 'tomorrow', '08:00')),
        ],
        [
          'Ek soek a nice table for 4 in Parkhurst tonight om 7, dankie',
          asks(table('Parkhurst|Johannesburg', 'today', '19:00', 4)),
        ],
        [
          'Ja nee, we need a chef for Saturday, ons is twaalf, at the house in Fresnaye',
          asks(req('private_chef', 'Fresnaye|Cape Town', 'sat', null, { partySize: 12 })),
        ],
        [
          'Please cancel my tafel for tonight at the Test Kitchen, ons kan nie maak nie',
          cancel('table_tonight'),
        ],
        [
          'Ag man, my flight is delayed, skuif my OR Tambo driver tomorrow to 11am please',
          change('driver_tomorrow', { time: '11:00' }),
        ],
        [
          'How many requests het ek nog oor this month? Die kinders kom huis toe',
          question('allowance'),
        ],
        ['Wat is my membership tier nou eintlik?', question('tier')],
        ["Can I please praat met 'n regte persoon?", human],
        ['Weet jy hoe om a flat tyre te change op a Polo?', outOfScope],
        [
          'Book vir ons a villa in Plett from the 20th, ons is ses mense',
          asks(req('accommodation', PLETT, 'dom:20', null, { partySize: 6 })),
        ],
        [
          'Die chef for Saturday, can he come at 6pm instead, asseblief?',
          change('chef', { time: '18:00' }),
        ],
        ['Is my Camps Bay villa al bevestig?', status('villa')],
        [
          'Ek wil a boat charter from Hout Bay on Sunday at 2pm vir 8 mense',
          asks(req(BOAT, 'Hout Bay|Cape Town', 'sun', '14:00', { partySize: 8 })),
        ],
        ["Kanselleer the driver please, ek het nie meer 'n lift nodig nie", cancel(DRIVERS)],
        ['Wanneer renew my membership? I want to budget vir volgende jaar', question('renewal')],
        [
          'A table for 2 in Stellies, môreaand at 7:30',
          asks(table('Stellenbosch|Cape Winelands', 'tomorrow', '19:30', 2)),
        ],
        ['Sorry, is die Sandton security ding ever sorted?', status('security')],
        [
          'Organise vir my a surprise party for my vrou in Centurion on the 23rd',
          asks(req(PARTY, 'Centurion|Pretoria', 'dom:23', null)),
        ],
        [
          "Ons wil 'n Range Rover hire at OR Tambo on Friday at noon",
          asks(req(HIRE, OR_TAMBO, 'fri', '12:00')),
        ],
        [
          'Wat het die providers gesê about my bookings? Ek het niks gehoor nie',
          question('provider_said'),
        ],
        ['Ek wil die yacht on Sunday cancel, my skoonma is siek', cancel('yacht')],
        ["Hoe lank moet mens a brisket smoke vir 'n braai?", outOfScope],
        [
          'Please get me a tafel for 6 at a place in Durbanville, Sondag lunch',
          asks(table('Durbanville|Cape Town', 'sun', '12:30', 6)),
        ],
        ['Can someone phone me terug? Ek sukkel met die app', human],
        [
          'Stuur asseblief flowers to my ma in Bloemfontein tomorrow',
          asks(req(FLOWERS, 'Bloemfontein|Bloemfontein', 'tomorrow', null)),
        ],
        ['Cancel the dinner asseblief, ek voel sleg', cancel(DINNERS)],
        ["What's in my vault? Ek kan nie onthou wat ek gelaai het nie", question('vault')],
        [
          'Ek soek a driver vir my pa van Linden na die Apartheid Museum, Saterdag om 10',
          asks(req(CAR, 'Linden|Johannesburg', 'sat', '10:00')),
        ],
        [
          "Kan jy 'n bodyguard reël for my daughter's party in Waterkloof on Saturday night?",
          asks(req(ESCORT, 'Waterkloof|Pretoria', 'sat', '20:00')),
        ],
      ],
    ),

    // English with isiZulu.
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Sawubona, I need umshayeli tomorrow at 6am from Umhlanga to King Shaka',
          asks(req(CAR, 'Umhlanga|Durban', 'tomorrow', '06:00')),
        ],
        [
          'Ngicela a table for 3 at a place in Durban North tonight at 8',
          asks(table('Durban North|Durban', 'today', '20:00', 3)),
        ],
        [
          'Yoh, please cancel itafula lanamuhla, my boss wants me to work late',
          cancel('table_tonight'),
        ],
        [
          "Ngifuna a chef for my mom's birthday lunch in Umlazi on Sunday at 1pm, sibayi-20",
          asks(req('private_chef', 'Umlazi|Durban', 'sun', '13:00', { partySize: 20 })),
        ],
        ['Ngisele nama-requests amangaki this month, bhuti?', question('allowance')],
        [
          "Can you khansela umshayeli wakusasa e-OR Tambo? I'm driving myself",
          cancel('driver_tomorrow'),
        ],
        ['Siyabonga for the help, but ngifuna ukukhuluma nomuntu', human],
        [
          'Ngicela i-suite at a hotel in Sandton from tomorrow for 2 people',
          asks(req('accommodation', 'Sandton|Johannesburg', 'tomorrow', null)),
        ],
        ['Is the Camps Bay villa confirmed? Ngicela ungitshele', status('villa')],
        [
          'Mngane, book me onogada for a gig at the Durban ICC on the 19th',
          asks(req(ESCORT, DURBAN_ICC, 'dom:19', null)),
        ],
        ['What does my mood look like this month? Ngizizwa ngikhathele', question('mood')],
        [
          'Ngicela flights from King Shaka to Cape Town next week Monday',
          asks(req(FLIGHT, KING_SHAKA, 'next:mon', null)),
        ],
        [
          'Eish, umpheki wangoMgqibelo must come at 6:30pm instead',
          change('chef', { time: '18:30' }),
        ],
        [
          'Ngifuna ukuqasha a BMW X5 in Pietermaritzburg for the weekend, from Friday',
          asks(req(HIRE, 'Pietermaritzburg|Pietermaritzburg', 'fri', null)),
        ],
        ['Ubani owawina i-AFCON last time?', outOfScope],
        [
          'Ngicela a personal shopper at Gateway tomorrow morning',
          asks(req(ERRAND, GATEWAY, 'tomorrow', '09:00')),
        ],
        ['What do you remember about me? Ngifuna ukubona', question('memory')],
        [
          "Please tell umshayeli wakusasa that I'll be at international arrivals",
          change('driver_tomorrow', { notes: 'international' }),
        ],
        [
          'Ngicela a boat trip from the harbour in Durban on Saturday at 10am for abantu abayi-6',
          asks(req(BOAT, 'Durban|Durban', 'sat', '10:00', { partySize: 6 })),
        ],
        ["Bhuti, what's coming up for me this weekend?", question('upcoming')],
        ['Can someone call me, ngicela? Inombolo yami ngu-083 555 0142', human],
        [
          'Ngicela a table for 2 at a restaurant eMelville on Friday at 7:30pm',
          asks(table('Melville|Johannesburg', 'fri', '19:30', 2)),
        ],
        ["Cancel the weekend booking ngicela, we're going ekhaya instead", cancel(WEEKEND)],
        ['What tier am I? Ngifuna ukwazi before I book anything big', question('tier')],
        [
          'Ngicela ungihlelele umemulo for my daughter in Pietermaritzburg on the 21st',
          asks(req(PARTY, 'Pietermaritzburg|Pietermaritzburg', 'dom:21', null)),
        ],
        ['Is the dinner confirmed? Ngicela ungitshele quickly', status(DINNERS)],
        [
          'Ngicela a villa eZimbali from the 24th for abantu abayi-8',
          asks(req('accommodation', 'Zimbali|Durban', 'dom:24', null, { partySize: 8 })),
        ],
        [
          'Ngicela ama-flowers ayiswe eChatsworth for my granny tomorrow',
          asks(req(FLOWERS, 'Chatsworth|Durban', 'tomorrow', null)),
        ],
      ],
    ),
  ],
};
