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

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/**
 * Ninth held-out set: isiZulu, as members write it (kusasa, namuhla kusihlwa, ngomhlomunye,
 * ngoMgqibelo, eThekwini, eGoli, eKapa, eMhlanga): new requests, tables, several at once,
 * actions on their requests, questions, and asking for a person or for something out of scope.
 */
export const HELD_OUT_9_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      // New requests.
      [
        'Ngicela umshayeli ozongilanda e-King Shaka kusasa ngo-10 ekuseni',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '10:00'),
        ),
      ],
      [
        'Ngicela indawo yokuhlala eKapa kusukela ngoLwesihlanu',
        asks(req('accommodation', 'Cape Town|Cape Town', 'fri', null)),
      ],
      [
        'Ngidinga umpheki ekhaya eBallito ngoMgqibelo ntambama, sizoba yi-10',
        asks(req('private_chef', 'Ballito|Durban', 'sat', '15:00', { partySize: 10 })),
      ],
      [
        'Ngifuna ukubhuka i-yacht eThekwini ngeSonto ngo-2 emini, siyi-8',
        asks(req('yacht_charter', 'Durban|Durban', 'sun', '14:00', { partySize: 8 })),
      ],
      [
        'Ngicela unogada kusasa eSandton kusukela ngo-8 ekuseni',
        asks(req('security', 'Sandton|Johannesburg', 'tomorrow', '08:00')),
      ],
      [
        'Ngidinga ithikithi lendiza eya eGoli ngoMsombuluko ekuseni',
        asks(req('travel', 'Johannesburg|Johannesburg', 'mon', '09:00')),
      ],
      [
        'Ngicela i-Range Rover eMhlanga kusukela ngoLwesithathu',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'wed', null)),
      ],
      [
        'Ngifuna umuntu ozongisiza ukuthenga izingubo e-Gateway ngoLwesihlanu ngo-11',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'fri', '11:00')),
      ],
      [
        'Sicela nisihlelele umcimbi wosuku lokuzalwa lukamama eWestville ngomhla ziyi-14',
        asks(req('event_planning', 'Westville|Durban', 'dom:14', null)),
      ],
      [
        'Ngidinga umshayeli namuhla ebusuku ngo-11 usuka eSibaya',
        asks(req('personal_driver', 'Sibaya|Durban', 'today', '23:00')),
      ],
      [
        'Ngicela indawo yokulala eDrakensberg ngempelasonto, sifika ngoLwesihlanu',
        asks(req('accommodation', 'Drakensberg|Drakensberg', 'fri', null)),
      ],
      [
        'Sidinga onogada emshadweni wethu eHowick ngomhla ziyi-20',
        asks(req('security', 'Howick|Pietermaritzburg', 'dom:20', null)),
      ],
      [
        'Ngidinga indiza esuka eThekwini iya eKapa ngomhlomunye',
        asks(req('travel', 'Durban|Durban', '+2', null)),
      ],
      [
        'Ngicela umpheki wesidlo sakusihlwa sabantu abayisishiyagalombili eHoughton ngoLwesine ngo-7',
        asks(req('private_chef', 'Houghton|Johannesburg', 'thu', '19:00', { partySize: 8 })),
      ],
      [
        'Ngifuna isikebhe e-V&A ngeSonto ntambama, siyi-12',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 12 })),
      ],
      [
        'Ngicela ungibhukhele i-spa eZimbali kusasa ngo-3 ntambama',
        asks(req('other', 'Zimbali|Durban', 'tomorrow', '15:00')),
      ],
      [
        'Ngicela umshayeli ozongithatha e-OR Tambo ngoLwesihlanu ngo-6 kusihlwa',
        asks(req('personal_driver', 'OR Tambo International Airport|Johannesburg', 'fri', '18:00')),
      ],
      [
        'Ngidinga imoto kanokusho yokuqasha eKapa kusukela kusasa',
        asks(req('luxury_vehicle', 'Cape Town|Cape Town', 'tomorrow', null)),
      ],
      [
        'Sicela ihhotela eRichards Bay ngoLwesibili',
        asks(req('accommodation', 'Richards Bay|Zululand', 'tue', null)),
      ],
      [
        'Ngicela amathikithi omdlalo weSharks eKings Park ngoMgqibelo',
        asks(req('other', 'Kings Park Stadium|Durban', 'sat', null)),
      ],
      [
        'Ngidinga unogada ozongiphelezela eMhlanga namuhla kusihlwa',
        asks(req('security', 'Umhlanga|Durban', 'today', '19:00')),
      ],
      [
        'Ngicela umshayeli ngomhlomunye ngo-5 ekuseni ukusuka eHillcrest',
        asks(req('personal_driver', 'Hillcrest|Durban', '+2', '05:00')),
      ],
      [
        'Sidinga indawo yokulala eSabi Sand kusukela ngomhla zi-3',
        asks(req('accommodation', 'Sabi Sand|Kruger', 'dom:3', null)),
      ],
      [
        'Ngicela i-helicopter esuka eThekwini iya eDrakensberg ngoMgqibelo ekuseni',
        asks(req(['travel', 'other'], 'Durban|Durban', 'sat', '09:00')),
      ],
      // Tables.
      [
        'Ngifuna itafula labantu abane eMhlanga namuhla kusihlwa ngo-7',
        asks(table('Umhlanga|Durban', 'today', '19:00', 4)),
      ],
      [
        'Ngicela itafula lababili e-Oyster Box ngoMgqibelo ngo-8 kusihlwa',
        asks(table('Oyster Box|Durban', 'sat', '20:00', 2)),
      ],
      [
        'Ngifuna itafula labantu abayisithupha eRosebank kusasa ngesikhathi sokudla kwasemini',
        asks(table('Rosebank|Johannesburg', 'tomorrow', '12:30', 6)),
      ],
      [
        'Ngifuna itafula labantu ababili namuhla ebusuku eDurban North',
        asks(table('Durban North|Durban', 'today', '20:00', 2)),
      ],
      [
        'Ngifuna ukubhuka itafula labantu abane eMelrose Arch ngoMgqibelo ngo-1 emini',
        asks(table('Melrose Arch|Johannesburg', 'sat', '13:00', 4)),
      ],
      [
        'Ngifuna itafula labantu abayi-10 eFourways ngoLwesihlanu ngo-6 kusihlwa',
        asks(table('Fourways|Johannesburg', 'fri', '18:00', 10)),
      ],
      [
        'Sicela itafula labantu abahlanu e-Umhlanga ngeSonto ngo-12:30',
        asks(table('Umhlanga|Durban', 'sun', '12:30', 5)),
      ],
      [
        'Itafula lababili eSandton kusasa ngo-7:30 kusihlwa, ngicela',
        asks(table('Sandton|Johannesburg', 'tomorrow', '19:30', 2)),
      ],
      // Several at once.
      [
        'Ngicela umshayeli e-King Shaka ngoLwesihlanu ngo-2 netafula labantu abane eMhlanga ngalobo busuku ngo-8',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'fri', '14:00'),
          table('Umhlanga|Durban', 'fri', '20:00', 4),
        ),
      ],
      [
        'Ngidinga indiza eya eKapa kusasa ekuseni nendawo yokulala eCamps Bay izinsuku ezintathu',
        asks(
          req('travel', 'Cape Town|Cape Town', 'tomorrow', '09:00'),
          req('accommodation', 'Camps Bay|Cape Town', 'tomorrow', null),
        ),
      ],
      [
        'Ngicela umpheki ngoMgqibelo ngo-7 kusihlwa eBallito wabantu abayi-6, nesikebhe ngeSonto ngo-10 ekuseni',
        asks(
          req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 6 }),
          req('yacht_charter', ['Ballito|Durban', null], 'sun', '10:00'),
        ),
      ],
      [
        'Sicela unogada nomshayeli kusasa eSandton kusukela ngo-9',
        asks(
          req('security', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
          req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
        ),
      ],
      [
        'Ngifuna umuntu ozongisiza ukuthenga eSandton City ngoMgqibelo ngo-10, bese itafula lababili ngo-1 emini',
        asks(
          req('personal_shopping', 'Sandton City|Johannesburg', 'sat', '10:00'),
          req('other', ['Sandton City|Johannesburg', null], 'sat', '13:00', {
            partySize: 2,
            dining: true,
          }),
        ),
      ],
      [
        'Ngicela i-villa ePlett kusukela ngomhla ziyi-18 nemoto kanokusho yalezo zinsuku',
        asks(
          req('accommodation', 'Plettenberg Bay|Garden Route', 'dom:18', null),
          req('luxury_vehicle', ['Plettenberg Bay|Garden Route', null], 'dom:18', null),
        ),
      ],
      [
        'Kusasa: umshayeli ngo-7 ekuseni esuka eWestville, indiza eya eGoli ngo-9, netafula lababili eRosebank ngo-7 kusihlwa',
        asks(
          req('personal_driver', 'Westville|Durban', 'tomorrow', '07:00'),
          req('travel', ['Johannesburg|Johannesburg', null], 'tomorrow', '09:00'),
          table('Rosebank|Johannesburg', 'tomorrow', '19:00', 2),
        ),
      ],
      // Actions on their requests.
      ['Ngicela ukhansele itafula lanamuhla kusihlwa e-Test Kitchen', cancel('table_tonight')],
      ['Ngicela ukhansele umpheki wangoMgqibelo, izivakashi azisezi', cancel('chef')],
      ['Ngicela ukhansele umshayeli wami, sengizohamba ngedwa', cancel(DRIVERS)],
      ['Ungayihambisa i-yacht ibe ngo-4 ntambama?', change('yacht', { time: '16:00' })],
      [
        'Umshayeli wakusasa angafika ngo-10 esikhundleni sika-9?',
        change('driver_tomorrow', { time: '10:00' }),
      ],
      [
        'Sesiyisithupha kumpheki wangoMgqibelo, hhayi abayisishiyagalombili',
        change('chef', { partySize: 6 }),
      ],
      ['Ngabe umpheki useqinisekisiwe?', status('chef')],
      ['Kuthiwani manje nge-villa yaseCamps Bay?', status('villa')],
      ['Kungani isicelo sami sonogada senqatshwa?', status('security')],
      ['Khansela i-villa, asisahambi', cancel('villa')],
      ['Itafula lanamuhla kusihlwa lingaba ngo-9?', change('table_tonight', { time: '21:00' })],
      ['Ngabe i-yacht yangeSonto isaqhubeka?', status('yacht')],
      ['Ngicela ukhansele okubhukiwe kwempelasonto', cancel(WEEKEND)],
      ['Umshayeli wangoLwesihlanu oluzayo useqinisekisiwe?', status('driver_friday')],
      ['Khansela isidlo sakusihlwa', cancel(DINNERS)],
      ['Shintsha umpheki abe ngeSonto, isikhathi asifane', change('chef', { date: 'sun' })],
      ['Ngicela ukhansele i-yacht, izulu alimuhle', cancel('yacht')],
      // Questions.
      ['Ngikuliphi izinga lobulungu?', question('tier')],
      ['Zingaki izicelo ezisele kule nyanga?', question('allowance')],
      ['Ubulungu bami buphela nini, buvuselelwa nini?', question('renewal')],
      ['Yini enginayo kuleli sonto?', question('upcoming')],
      ['Ngicela ungikhombise zonke izicelo zami ezikhona', question('requests')],
      ['Abahlinzeki bathini?', question('provider_said')],
      ['Ukhumbulani ngami?', question('memory')],
      ['Bekunjani ukuzizwa kwami kuleli sonto?', question('mood')],
      ['Yini yonke ongangenzela yona njenge-concierge?', question('capabilities')],
      ['Kukhona ini ku-vault yami?', question('vault')],
      ['Ngikuliphi izinga futhi zingaki izicelo engisele nazo?', question('tier', 'allowance')],
      // A person.
      ['Ngicela ukukhuluma nomuntu wangempela, hhayi i-bot', human],
      ['Ngifuna umuntu, hhayi umshini', human],
      ['Ngicela othile angishayele ucingo', human],
      ['Ngixhumanise nomuntu we-concierge', human],
      ['Lokhu akusebenzi, ngicela umuntu ongisizayo', human],
      // Out of scope.
      ['Izulu lizoba njani eThekwini ngempelasonto?', outOfScope],
      ['Ubani owine ibhola izolo?', outOfScope],
      ['Ngibhalele inkondlo yosuku lokuzalwa', outOfScope],
      ['Yimalini i-15% ka-R2 000?', outOfScope],
      ['Ugesi uzocima nini namuhla?', outOfScope],
    ],
  ),
};
