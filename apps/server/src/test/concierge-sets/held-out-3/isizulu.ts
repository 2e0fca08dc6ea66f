import {
  asks,
  cancel,
  change,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

/**
 * Third held-out set in isiZulu: new requests with isiZulu days ("ngoMgqibelo", "ngeSonto",
 * "ngoLwesihlanu"), day words ("kusasa", "namuhla"), parts of the day ("ekuseni" 09:00 or with
 * the hour in the morning, "ntambama" 15:00, "kusihlwa" evening, "ebusuku" night 20:00), dates
 * ("ngomhla ka-20"), and places written as isiZulu locatives the way members type them
 * ("eMhlanga", "eSandton", "eRosebank", "eKapa", "eGoli", "eThekwini"): the place is the one a
 * reader of isiZulu understands. Then actions, questions, a person and the weather. Written
 * without reading the engine or the first two sets' rows.
 */
export const HELD_OUT_3_ISIZULU: LabelledSet = {
  kind: 'zu',
  goal: 0.85,
  rows: rowsIn(
    ['zu'],
    [
      [
        'Ngicela ungibhukhele umshayeli kusasa ekuseni ngo-7 e-OR Tambo',
        asks(req('personal_driver', 'OR Tambo|Johannesburg', 'tomorrow', '07:00')),
      ],
      [
        'Ngidinga itafula labantu ababili endaweni yokudlela eMhlanga namuhla kusihlwa ngo-19:00',
        asks(table('Umhlanga|Durban', 'today', '19:00', 2)),
      ],
      [
        'Sicela umpheki ozosiphekela ngoMgqibelo eBallito, sibayishumi',
        asks(req('private_chef', 'Ballito|Durban', 'sat', null, { partySize: 10 })),
      ],
      [
        'Ngifuna ukuqasha i-Range Rover eGoli kusukela ngoLwesihlanu',
        asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null)),
      ],
      [
        'Ngicela ungibhukhele ihhotela eThekwini kusukela ngomhla ka-20',
        asks(req('accommodation', 'Durban|Durban', 'dom:20', null)),
      ],
      [
        'Sidinga isikebhe e-V&A Waterfront ngeSonto ntambama, sibayisishiyagalombili',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 8 })),
      ],
      [
        'Ngidinga unogada wokungivikela emcimbini eSandton ngoLwesine ebusuku',
        asks(req('security', 'Sandton|Johannesburg', 'thu', '20:00')),
      ],
      [
        'Ngicela ungihlelele umcimbi wosuku lokuzalwa lomkami eMidrand ngomhla ka-15',
        asks(req('event_planning', 'Midrand|Johannesburg', 'dom:15', null)),
      ],
      [
        'Ngidinga umuntu ozongisiza ukuthenga izingubo eGateway kusasa ngo-11 ekuseni',
        asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'tomorrow', '11:00')),
      ],
      [
        'Sicela usibhukhele amathikithi endiza aya eKapa ngoLwesihlanu',
        asks(req('travel', 'Cape Town|Cape Town', 'fri', null)),
      ],
      [
        'Ngicela umshayeli ozongilanda eKing Shaka namuhla ngo-6 kusihlwa',
        asks(req('personal_driver', 'King Shaka|Durban', 'today', '18:00')),
      ],
      [
        'Kusasa ngidinga itafula labantu abane eMelrose Arch ngo-20:00',
        asks(table('Melrose Arch|Johannesburg', 'tomorrow', '20:00', 4)),
      ],
      [
        'Ngicela ungibhukhele indlu yeholide eSalt Rock yabantu abayisithupha kusukela ngoMgqibelo',
        asks(req('accommodation', 'Salt Rock|Durban', 'sat', null, { partySize: 6 })),
      ],
      [
        'Ngidinga umshayeli ozongiyisa emshadweni ePietermaritzburg ngeSonto ekuseni',
        asks(req('personal_driver', 'Pietermaritzburg|Pietermaritzburg', 'sun', '09:00')),
      ],
      [
        'Sicela umpheki wesidlo sakusihlwa e-Umhlanga Ridge kusasa ngo-19:30, sibayisithupha',
        asks(req('private_chef', 'Umhlanga Ridge|Durban', 'tomorrow', '19:30', { partySize: 6 })),
      ],
      [
        'Ngifuna ukuqasha iPorsche eSandton kusasa',
        asks(req('luxury_vehicle', 'Sandton|Johannesburg', 'tomorrow', null)),
      ],
      [
        'Ngicela ungibhukhele itafula labantu ababili eRosebank ngoLwesibili ngo-8 ebusuku',
        asks(table('Rosebank|Johannesburg', 'tue', '20:00', 2)),
      ],
      [
        'Ngidinga indawo yokuhlala eDrakensberg ngempelasonto',
        asks(req('accommodation', 'Drakensberg|Drakensberg', null, null)),
      ],
      [
        'Sicela usihlelele uhambo lokubona izilwane eKruger ngenyanga ezayo',
        asks(req(['travel', 'accommodation', 'other'], 'Kruger|Kruger', null, null)),
      ],
      [
        'Ngidinga unogada ozohamba nami edolobheni laseThekwini ngoLwesithathu ekuseni',
        asks(req('security', ['Durban CBD|Durban', 'Durban|Durban'], 'wed', '09:00')),
      ],
      [
        'Sicela itafula labantu abahlanu eFlorida Road ngoMgqibelo ngo-13:00',
        asks(table('Florida Road|Durban', 'sat', '13:00', 5)),
      ],
      [
        'Ngidinga umpheki wokudla kwasekuseni eZimbali kusasa ngo-8 ekuseni',
        asks(req('private_chef', 'Zimbali|Durban', 'tomorrow', '08:00')),
      ],
      [
        'Ngicela ungithengele izipho zikaKhisimusi eMall of Africa ngoMgqibelo',
        asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'sat', null)),
      ],
      [
        'Ngidinga i-helicopter esuka eSandton iya eSun City ngoLwesihlanu ngo-10 ekuseni',
        asks(req(['travel', 'other'], 'Sandton|Johannesburg', 'fri', '10:00')),
      ],
      [
        'Ngicela umuntu ozohlela umshado wethu eDurban North ngomhla ka-30',
        asks(req('event_planning', 'Durban North|Durban', 'dom:30', null)),
      ],
      [
        'Ngidinga imoto enomshayeli ezongithatha ePretoria iye e-OR Tambo kusasa ngo-5 ekuseni',
        asks(req('personal_driver', 'Pretoria|Pretoria', 'tomorrow', '05:00')),
      ],

      // Actions on the member's requests.
      ['Ngicela ungikhansele umshayeli wakusasa ekuseni', cancel('driver_tomorrow')],
      [
        'Ngicela ushintshe umpheki wangoMgqibelo afike ngo-20:00',
        change('chef', { time: '20:00' }),
      ],
      ['Sikuphi isicelo sami sendlu eCamps Bay?', status('villa')],
      ['Ngicela ukhansele itafula engilibhukhe namuhla ebusuku', cancel('table_tonight')],
      [
        'Ngicela ushintshe itafula lanamuhla libe labantu abayisithupha',
        change('table_tonight', { partySize: 6 }),
      ],
      ['Umshayeli wami wangoLwesihlanu usuqinisekisiwe?', status('driver_friday')],
      ['Ngicela ukhansele uhambo lwesikebhe lwangeSonto', cancel('yacht')],
      ['Ngifuna ukwazi ukuthi umpheki wami usevumile yini', status('chef')],
      ['Ngicela ukhansele isicelo sami sokugcina', cancel('table_tonight')],

      // Questions about the member's own data.
      ['Zingaki izicelo engisele nazo kule nyanga?', question('allowance')],
      ['Ubulungu bami busesigabeni esiphi?', question('tier')],
      ['Ngizovuselela nini ubulungu bami?', question('renewal')],
      ['Yini oyikhumbulayo ngami?', question('memory')],
      [
        'Ngicela ungitshele ukuthi ngisele nezicelo ezingaki nokuthi ubulungu bami buvuselelwa nini',
        question('allowance', 'renewal'),
      ],
      ['Yini ongangenzela yona?', question('capabilities')],

      // A person, or no answer Aurum has.
      ['Ngifuna ukukhuluma nomuntu wangempela', human],
      ['Ngicela ungixhumanise nomuntu osebenza e-Aurum', human],
      ['Izulu lizoba njani kusasa eThekwini?', outOfScope],
    ],
  ),
};
