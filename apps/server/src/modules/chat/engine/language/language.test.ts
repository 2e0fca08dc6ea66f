import { describe, expect, it } from 'vitest';
import { HELD_OUT_MESSAGES } from '../../../../test/concierge-held-out';
import { LABELLED_MESSAGES } from '../../../../test/concierge-messages';
import { detectLanguage, glossToEnglish } from './language';

describe('detectLanguage', () => {
  it('misreads at most 1% of the English member messages as Afrikaans or isiZulu', () => {
    const english = [...LABELLED_MESSAGES, ...HELD_OUT_MESSAGES].map((row) => row.text);
    const misread = english.filter((text) => detectLanguage(text) !== 'en');
    expect(english.length).toBeGreaterThan(250);
    expect(misread.length / english.length).toBeLessThanOrEqual(0.01);
  });

  it.each([
    'howzit, can you sort a lekker braai for 10 on Saturday?',
    'Need a bakkie and a driver now now',
    'Eish, cancel the chef please',
    'shot, thanks',
    'Sharp sharp',
    'Yebo, book it',
    'Ja, that one',
    'jol in Jozi on Friday night, need a driver',
    'A bottle of Moet for the table at 8',
    'Book a table at Die Kombuis tonight at 7',
    'Book me a table for 2 tonight, dankie',
    'Driver from Umhlanga to King Shaka tomorrow at 6',
    'Villa in Hluhluwe or Eshowe for the weekend',
    'Stay in Franschhoek, then a wine tour in Stellenbosch and Paarl',
    'hi',
    'thanks',
    'Please can you cancel my last request',
    'What is my membership tier and how many requests do I have left?',
    'I would like to speak to a real person',
  ])('reads South African English as English: %s', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });

  it.each([
    'dankie',
    'Baie dankie!',
    'Goeie môre',
    'asseblief',
    'Ek soek n sjef vir môre',
    'Hoeveel versoeke het ek oor?',
    'Kanselleer my bestuurder',
    "Ons beplan 'n troue in die Kaap en soek iemand wat alles vir ons kan reël, van die blomme tot die kos en die vervoer van die gaste.",
  ])('reads Afrikaans: %s', (text) => {
    expect(detectLanguage(text)).toBe('af');
  });

  it.each([
    'ngiyabonga',
    'Sawubona',
    'Ngicela umshayeli',
    'Khansela umpheki',
    'Kunjani ngesicelo sami?',
    'Sihlela umshado eThekwini ngenyanga ezayo futhi sidinga umuntu ozosisiza ngakho konke, kusukela ezimbalini kuya ekudleni nasekuthuthweni kwezivakashi.',
  ])('reads isiZulu: %s', (text) => {
    expect(detectLanguage(text)).toBe('zu');
  });

  it.each([
    ['book a chef vir môre aand', 'af'],
    ['Need a driver vir vanaand please', 'af'],
    ['Can you get me a table Vrydagaand?', 'af'],
    ['I need a driver kusasa', 'zu'],
    ['Book a table for two namuhla kusihlwa', 'zu'],
    ['Please book a hotel ngoMgqibelo', 'zu'],
  ] as const)(
    'reads English carrying a day, time or service word as that language: %s',
    (text, language) => {
      expect(detectLanguage(text)).toBe(language);
    },
  );
});

describe('glossToEnglish', () => {
  const af = (text: string) => glossToEnglish(text, 'af');
  const zu = (text: string) => glossToEnglish(text, 'zu');

  it('leaves an English message as it is', () => {
    const text = 'Book more wine and a van from Sandton, my driver is Van der Merwe';
    expect(glossToEnglish(text, 'en')).toBe(text);
  });

  it('reads Afrikaans clock times: "half nege" is 8:30', () => {
    expect(af('om half nege')).toBe('at 8:30');
    expect(af('om halfagt')).toBe('at 7:30');
    expect(af('kwart oor sewe')).toBe('7:15');
    expect(af('kwart voor agt')).toBe('7:45');
    expect(af('tien oor ses')).toBe('6:10');
    expect(af('om agtuur')).toBe("at 8 o'clock");
    expect(af('om 7 nm')).toBe('at 7pm');
  });

  it('reads Afrikaans days, party sizes and dates', () => {
    expect(af('vir twee mense môreaand')).toBe('for 2 people tomorrow evening');
    expect(af('oormôre')).toBe('the day after tomorrow');
    expect(af('Vrydagaand')).toBe('friday evening');
    expect(af('ons is ses')).toBe('for 6 people');
    expect(af('op die 20ste')).toBe('on the 20th');
    expect(af('oor twee weke')).toBe('in 2 weeks');
  });

  it('reads "more" as tomorrow only beside a time, and "sê ... af" as cancel', () => {
    expect(af('n sjef vir more asb')).toBe('a chef for tomorrow please');
    expect(af('more om 8')).toBe('tomorrow at 8');
    expect(af('more wine vir vanaand')).toBe('more wine for tonight');
    expect(af('Sê asseblief my tafel af')).toBe('cancel please my restaurant table');
    expect(af('my vrou se partytjie')).not.toContain('cancel');
  });

  it('reads a day with its month', () => {
    expect(af('op die 24ste Desember')).toBe('on the 24 december');
    expect(zu('ngomhla ka-24 kuDisemba')).toBe('on 24 december');
  });

  it('reads Afrikaans place names', () => {
    expect(af('in Kampsbaai')).toBe('in Camps Bay');
    expect(af('by Seepunt')).toBe('at Sea Point');
    expect(af('in Kaapstad')).toBe('in Cape Town');
  });

  it('reads the compass point of an Afrikaans place name (ADR 084)', () => {
    expect(af('in Somerset-Wes')).toBe('in Somerset West');
    expect(af('na Durban-Noord')).toBe('to Durban North');
    expect(af('in Oos-Londen')).toBe('in East London');
  });

  it('keeps Afrikaans surnames and reads "van" as "from" otherwise', () => {
    expect(af('van die lughawe na Sandton')).toBe('from the airport to Sandton');
    expect(af('Mnr van der Merwe')).toContain('van der Merwe');
  });

  it('reads isiZulu times, days and counts of people', () => {
    expect(zu('ngo-8')).toBe('at 8');
    expect(zu('ngehora lesishiyagalombili')).toBe('at 8');
    expect(zu('ngoMgqibelo')).toBe('on saturday');
    expect(zu('ngeSonto')).toBe('on sunday');
    expect(zu('abantu ababili')).toBe('for 2 people');
    expect(zu('abantu abangu-12')).toBe('for 12 people');
    expect(zu('ngomhla ka-3')).toBe('on the 3rd');
    expect(zu('isonto elizayo')).toBe('next week');
  });

  it('reads isiZulu place names and locatives as the gazetteer names them', () => {
    expect(zu('eThekwini')).toBe('in Durban');
    expect(zu('eGoli')).toBe('in Johannesburg');
    expect(zu('eKapa')).toBe('in Cape Town');
    expect(zu('ePitoli')).toBe('in Pretoria');
    expect(zu('eMgungundlovu')).toBe('in Pietermaritzburg');
    expect(zu('eSandton')).toBe('in Sandton');
    expect(zu('e-Umhlanga')).toBe('in Umhlanga');
    expect(zu('eCamps Bay')).toBe('in Camps Bay');
    expect(zu('Eshowe')).toBe('Eshowe');
    expect(zu('KwaDukuza')).toBe('KwaDukuza');
  });

  it('reads isiZulu possessive locatives: "of (a place in)" the city (ADR 084)', () => {
    expect(zu('edolobheni laseThekwini')).toContain('in Durban');
    expect(zu('umshayeli waseGoli')).toContain('in Johannesburg');
    expect(zu('ihhotela laseSandton')).toContain('in Sandton');
    expect(zu('abantu baseKapa')).toContain('in Cape Town');
  });

  it('reads the Afrikaans possessive "se" and questions about a result', () => {
    expect(af('Help my asseblief met my kind se wiskunde huiswerk')).toBe(
      "help me please with my child's maths homework",
    );
    expect(af('Het Atlantic Blue al laat weet oor Sondag se seiltog?')).toContain(
      "replied yet about sunday's boat trip",
    );
    expect(af('Wat het van die beplanning geword?')).toBe('what happened with the planning?');
    expect(af('Wie het Saterdag die rugby gewen?')).toBe('who won saturday the rugby?');
    // "laat weet" alone still lets someone know.
    expect(af('laat weet die sjef')).toBe('let know the chef');
  });

  it('reads isiZulu "next Friday", "tonight", "we are 10" and the airport of a city', () => {
    expect(zu('ngoLwesihlanu olandelayo')).toBe('next friday');
    expect(zu('ebusuku namuhla')).toBe('tonight');
    expect(zu('eSalt Rock siyi-10')).toBe('in Salt Rock for 10 people');
    expect(zu('umshayeli esikhumulweni sezindiza saseKapa')).toBe('driver at Cape Town airport');
    // Another place after the possessive stays as it is.
    expect(zu('esikhumulweni sezindiza sase-OR Tambo')).toContain('OR');
  });

  it('reads isiZulu na- as "and", a party that is now smaller, and a number of days', () => {
    expect(zu('Sicela unogada nomshayeli kusasa')).toBe(
      'please security guard and driver tomorrow',
    );
    expect(zu('nendawo yokulala eCamps Bay izinsuku ezintathu')).toBe(
      'and accommodation in Camps Bay for 3 days',
    );
    // "namuhla" (today) is no noun behind na-.
    expect(zu('namuhla')).toBe('today');
    expect(zu('Sesiyisithupha kumpheki')).toBe("we're now 6 for the chef");
    expect(zu('sizoba 8')).toBe('for 8 people');
  });

  it('reads Afrikaans "oormôreoggend", a time to move to and a share of an amount', () => {
    expect(af('oormôreoggend')).toBe('the day after tomorrow morning');
    expect(af('kan jy die booking na 9 skuif?')).toBe('can you the booking move to 9?');
    expect(af('Hoeveel is 18% van R12 500?')).toBe('how much is 18% of R12 500?');
  });

  it('reads "8 van ons", a manager to talk to, adults, and isiZulu "sili-8" and a manager', () => {
    expect(af('so 8 van ons')).toBe('so 8 of us');
    expect(af('ek wil met n bestuurder van julle praat')).toBe('I want talk to a manager');
    expect(af('vier volwassenes en twee kinders')).toBe('4 adults and 2 children');
    expect(zu('sili-8')).toBe('for 8 people');
    expect(zu('ngicela ungidlulisele kumeneja wenu')).toBe('please connect me to your manager');
  });

  it('puts an isiZulu possessive before its noun', () => {
    expect(zu('isicelo sami')).toBe('my request');
    expect(zu('ngicela ukhansele umshayeli wami')).toBe('please cancel my driver');
  });
});
