import {
  asks,
  cancel,
  change,
  either,
  followUp,
  question,
  req,
  rowsIn,
  status,
  table,
  theOther,
  type LabelledSet,
} from '../labels';
import { after } from '../follow-up-rows';

/**
 * Seventh held-out set: isiZulu as members write it, with its day and time words ("kusasa",
 * "ngomhlomunye", "namuhla ebusuku", "ngo-7 kusihlwa", "ntambama", "ngoMgqibelo") and place names
 * with their locative (eThekwini, eGoli, eKapa, eMonti, eSandton): new requests, tables, actions
 * on their requests, questions about their data and replies to an open proposal.
 */
export const HELD_OUT_7_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['zu'],
      [
        // New requests.
        [
          'Ngicela umshayeli ozongilinda e-OR Tambo kusasa ngo-9 ekuseni, ngifika ngendiza',
          asks(
            req(
              'personal_driver',
              'OR Tambo International Airport|Johannesburg',
              'tomorrow',
              '09:00',
            ),
          ),
        ],
        [
          'Ngidinga umpheki ozimele ngoMgqibelo ngo-7 kusihlwa ekhaya eBallito, sizoba ngu-10',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 10 })),
        ],
        [
          'Ngicela ungibhukhele itafula labantu ababili eRosebank namuhla ebusuku ngo-8',
          asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
        ],
        [
          'Sifuna i-villa eCamps Bay kusukela ngoLwesihlanu, siyisithupha',
          asks(req('accommodation', 'Camps Bay|Cape Town', 'fri', null, { partySize: 6 })),
        ],
        [
          'Ngifuna ukuqasha i-yacht eThekwini ngeSonto ntambama ngo-3',
          asks(req('yacht_charter', 'Durban|Durban', 'sun', '15:00')),
        ],
        [
          'Ngicela i-Range Rover eSandton ngomhlomunye ngo-10 ekuseni',
          asks(req('luxury_vehicle', 'Sandton|Johannesburg', '+2', '10:00')),
        ],
        [
          'Sidinga onogada emcimbini wethu ePretoria ngoLwesihlanu kusihlwa ngo-6',
          asks(req('security', 'Pretoria|Pretoria', 'fri', '18:00')),
        ],
        [
          'Ngicela ungibhukhele indiza eya eKapa ngoMsombuluko ekuseni ngo-7',
          asks(req('travel', 'Cape Town|Cape Town', 'mon', '07:00')),
        ],
        [
          'Ngidinga umuntu ozongisiza ukuthenga izingubo eSandton City ngoLwesine ngo-11',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'thu', '11:00')),
        ],
        [
          'Ngicela ningisize ngihlele iphathi yosuku lokuzalwa lwendodana yami ngomhla ka-18 ngo-7 kusihlwa eSoweto',
          asks(req('event_planning', 'Soweto|Johannesburg', 'dom:18', '19:00')),
        ],
        [
          'kusasa ekuseni ngicela umshayeli ongithatha eMhlanga angiyise esikhumulweni sezindiza',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '09:00')),
        ],
        [
          'Itafula labantu abane eBallito ngoMgqibelo ngo-12:30 emini',
          asks(table('Ballito|Durban', 'sat', '12:30', 4)),
        ],
        [
          'Ngifuna indawo yokuhlala eDrakensberg kusukela ngoLwesihlanu',
          asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null)),
        ],
        [
          'Ngicela uthumele umuntu wokuhlikihla umzimba ekhaya eWestville namuhla ntambama ngo-4',
          asks(req('other', 'Westville|Durban', 'today', '16:00')),
        ],
        [
          'Ngicela umpheki wokosa inyama ekhaya eMidrand ngeSonto ngo-1 emini, sizoba ngu-15',
          asks(req('private_chef', 'Midrand|Johannesburg', 'sun', '13:00', { partySize: 15 })),
        ],
        [
          'umshayeli namhlanje ebusuku ngo-7:30 esuka eMelrose Arch',
          asks(req('personal_driver', 'Melrose Arch|Johannesburg', 'today', '19:30')),
        ],
        [
          'Ngicela isikebhe eKnysna ngomhlomunye ngo-10 ekuseni, siyisithupha',
          asks(req('yacht_charter', 'Knysna|Garden Route', '+2', '10:00', { partySize: 6 })),
        ],
        [
          'Sifuna ukubhukha i-lodge eKruger kusukela ngomhla ka-12',
          asks(req('accommodation', 'Kruger|Kruger', 'dom:12', null)),
        ],
        [
          'Ngicela itafula labantu abayisithupha erestorenti eMenlyn ngoLwesihlanu ngo-7:30 kusihlwa',
          asks(table('Menlyn|Pretoria', 'fri', '19:30', 6)),
        ],
        [
          'Ngidinga unogada kusasa kusihlwa eSandton',
          asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '19:00')),
        ],
        [
          'Ngicela imoto kanokusho esikhumulweni sezindiza saseKapa ngoLwesithathu ngo-2 emini',
          asks(
            req(
              'luxury_vehicle',
              ['Cape Town International Airport|Cape Town', 'Cape Town|Cape Town'],
              'wed',
              '14:00',
            ),
          ),
        ],
        [
          'Amathikithi endiza abantu ababili aya eGeorge ngomhla ka-3 ngo-6 ekuseni',
          asks(req('travel', 'George|Garden Route', 'dom:3', '06:00')),
        ],
        [
          'Umshado wethu uzoba ngomhla ka-14 kuNhlolanja eDrakensberg, ningasisiza ukuwuhlela?',
          asks(req('event_planning', 'Drakensberg|Drakensberg', 'md:02-14', null)),
        ],
        [
          'Ngifuna umpheki ngoLwesibili kusihlwa ngo-7 eWaterkloof, sibane',
          asks(req('private_chef', 'Waterkloof|Pretoria', 'tue', '19:00', { partySize: 4 })),
        ],
        [
          'Itafula labantu ababili eMount Nelson kusasa ntambama ngo-3, sifuna i-high tea',
          asks(table('Mount Nelson|Cape Town', 'tomorrow', '15:00', 2)),
        ],
        [
          'Ngicela umshayeli ozongilanda eLanseria ngoLwesihlanu ekuseni ngo-6',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '06:00'),
          ),
        ],
        [
          'Sicela indlu eduze nolwandle ePlettenberg Bay kusukela ngomhlomunye',
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', '+2', null)),
        ],
        [
          'Ngicela isikebhe sokubona ukushona kwelanga eThekwini ngoLwesihlanu, siyisishiyagalombili',
          asks(req('yacht_charter', 'Durban|Durban', 'fri', '18:00', { partySize: 8 })),
        ],
        [
          'Nginicela onogada endlini yami eBryanston namuhla ebusuku kusukela ngo-8',
          asks(req('security', 'Bryanston|Johannesburg', 'today', '20:00')),
        ],
        [
          'Ngidinga umlungisi wezinwele ehhotela eMhlanga ngoMgqibelo ekuseni ngo-9',
          asks(req('other', 'Umhlanga|Durban', 'sat', '09:00')),
        ],
        [
          'Itafula labantu abathathu eMossel Bay ngoMsombuluko ngo-6:45 kusihlwa',
          asks(table('Mossel Bay|Garden Route', 'mon', '18:45', 3)),
        ],
        [
          'Ngifuna ukundiza nge-helicopter phezu kweKapa ngeSonto ekuseni ngo-10',
          asks(req(['travel', 'other'], 'Cape Town|Cape Town', 'sun', '10:00')),
        ],
        [
          'Imoto enomshayeli eBloemfontein ngoLwesine kusukela ngo-8 ekuseni',
          asks(
            req(['personal_driver', 'luxury_vehicle'], 'Bloemfontein|Bloemfontein', 'thu', '08:00'),
          ),
        ],
        [
          'Ngicela ningihlelele iphathi engalindelekile yomkami ekhaya eCenturion ngomhla ka-25 ngo-7 kusihlwa',
          asks(req('event_planning', 'Centurion|Pretoria', 'dom:25', '19:00')),
        ],
        [
          'Sifuna ukuqasha indlu eBallito kusukela ngoLwesihlanu',
          asks(req('accommodation', 'Ballito|Durban', 'fri', null)),
        ],
        [
          'Ngicela umuntu ozongikhethela izingubo eSandton City kusasa ngo-12 emini',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '12:00')),
        ],
        [
          'Ngicela ungibhukhele itafula labantu abayi-10 eGoli ngoMgqibelo kusihlwa',
          asks(table('Johannesburg|Johannesburg', 'sat', '19:00', 10)),
        ],
        [
          'Ezinsukwini ezintathu ngizoya eMonti, ngicela indiza ngo-8 ekuseni',
          asks(req('travel', 'East London|East London', '+3', '08:00')),
        ],
        [
          'Umshayeli angilande ekhaya eDurban North namuhla ngo-11 ekuseni',
          asks(req('personal_driver', 'Durban North|Durban', 'today', '11:00')),
        ],
        [
          'Ngicela umpheki wokudla kwemifino eCamps Bay ngoLwesine ngo-6:30 kusihlwa, siyisithupha',
          asks(req('private_chef', 'Camps Bay|Cape Town', 'thu', '18:30', { partySize: 6 })),
        ],
        [
          'Sifuna i-lodge eHoedspruit kusukela ngomhla ka-20',
          asks(req('accommodation', 'Hoedspruit|Kruger', 'dom:20', null)),
        ],
        [
          'Itafula labantu abahlanu eParkhurst ngomhlomunye ngo-1 emini',
          asks(table('Parkhurst|Johannesburg', '+2', '13:00', 5)),
        ],
        [
          'Ngidinga umqeqeshi wokuzivocavoca ekhaya eUmlazi ngoMsombuluko ekuseni ngo-6',
          asks(req('other', 'Umlazi|Durban', 'mon', '06:00')),
        ],
        [
          'Ngicela i-Porsche eStellenbosch ngoLwesihlanu ntambama ngo-3',
          asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'fri', '15:00')),
        ],
        [
          'Sihlela umcimbi webhizinisi wabantu abangu-80 eDurban ICC ngomhla ka-9 ngo-6 kusihlwa',
          asks(req('event_planning', 'Durban ICC|Durban', 'dom:9', '18:00', { partySize: 80 })),
        ],
        [
          'Ngicela itafula lasekuseni labantu ababili e-Umhlanga Rocks kusasa ngo-9',
          asks(table('Umhlanga|Durban', 'tomorrow', '09:00', 2)),
        ],
        [
          'Ngicela ungithathe eKing Shaka ngoLwesibili ngo-4 ntambama',
          asks(req('personal_driver', 'King Shaka International Airport|Durban', 'tue', '16:00')),
        ],
        [
          'Sifuna ukuya eSun City ngempelasonto, ngicela ihhotela kusukela ngoLwesihlanu',
          asks(req('accommodation', 'Sun City|Pilanesberg', 'fri', null)),
        ],
        [
          'Ngidinga onogada ababili emngcwabeni eMaritzburg ngoMgqibelo ngo-8 ekuseni',
          asks(req('security', 'Pietermaritzburg|Pietermaritzburg', 'sat', '08:00')),
        ],
        [
          'Ngicela itafula labantu abane erestorenti e-Umhlanga namhlanje ngo-6 kusihlwa',
          asks(table('Umhlanga|Durban', 'today', '18:00', 4)),
        ],

        // Their requests.
        ['Ngicela ukhansele umshayeli wakusasa, sengizoshayela mina', cancel('driver_tomorrow')],
        ['Khansela umpheki wangoMgqibelo, asisayi', cancel('chef')],
        ['Ngifuna ukukhansela umshayeli wami', cancel(either('driver_tomorrow', 'driver_friday'))],
        ['Umpheki angafika ngo-8 kusihlwa esikhundleni sika-7?', change('chef', { time: '20:00' })],
        [
          'Itafula lanamuhla ebusuku malibe ngelabantu abane',
          change('table_tonight', { partySize: 4 }),
        ],
        [
          'Shintsha umshayeli wakusasa abe ngo-10 ekuseni',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        ['Kuhamba kanjani nge-villa yami eCamps Bay?', status('villa')],
        ['Ingabe i-yacht yangeSonto isiqinisekisiwe?', status('yacht')],
        ['Isicelo sami sokugcina simi kanjani?', status('table_tonight')],
        ['Ngicela ukhansele i-villa, sizohlala nomndeni', cancel('villa')],

        // Their data.
        ['Ngisesigabeni sini sobulungu?', question('tier')],
        ['Zingaki izicelo ezisele kimi kule nyanga?', question('allowance')],
        ['Ubulungu bami buzophelelwa yisikhathi nini, buvuselelwe?', question('renewal')],
        ['Yini esohlelweni lwami kuleli sonto?', question('upcoming')],
        ['Ngikhombise zonke izicelo zami', question('requests')],
        ['Abe-yacht bathini?', question('provider_said')],
        ['Umoya wami ubunjani kuleli sonto eledlule?', question('mood')],
        ['Yiziphi izinsizakalo ongangisiza ngazo?', question('capabilities')],
      ],
    ),
    ...after(['zu'], 'table_new', [
      ['Kwenze ngo-8 ebusuku', followUp({ time: '20:00' })],
      ['Manje sesibahlanu', followUp({ partySize: 5 })],
    ]),
    ...after(['zu'], 'chef_new', [['NgeSonto kunalokho', followUp({ date: 'sun' })]]),
    ...after(['zu'], 'cancel_driver', [['Cha, angisho lowo, omunye umshayeli', theOther]]),
  ],
};
