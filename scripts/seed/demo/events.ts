import type { DemoEvent } from './types.ts';

// Eight events on the site: four last year and four next year, so that both the "past" and the
// "next" lists always have some, whatever the day the demo is seeded; and one hidden draft. Hours
// are UTC.

export const demoEvents: DemoEvent[] = [
  {
    slug: 'corso-primo-soccorso',
    name: 'Corso di primo soccorso equino',
    name_it: 'Corso di primo soccorso equino',
    name_en: 'Equine first aid course',
    yearOffset: -1,
    month: 3,
    day: 8,
    hour: 8,
    location: 'Oasi Equinozio, sala del fienile',
    description_it:
      "<p>Una giornata con la nostra veterinaria per imparare a riconoscere i segnali di una <strong>colica</strong>, misurare temperatura, polso e respiro, fare una fasciatura e capire quando chiamare subito il veterinario.</p><ul><li>Mattina: teoria e cassetta di primo soccorso.</li><li>Pomeriggio: prove pratiche con i cavalli più pazienti dell'Oasi.</li></ul><p>Posti limitati a 20 partecipanti; pranzo condiviso.</p>",
    description_en:
      '<p>A day with our vet to learn how to spot <strong>colic</strong>, take temperature, pulse and breathing, bandage a leg and know when to call the vet at once. Morning theory, afternoon practice with the most patient horses of the Oasis. Limited to 20 people.</p>',
    showWeb: true,
  },
  {
    slug: 'festa-equinozio-autunno',
    name: "Festa dell'equinozio",
    name_it: "Festa dell'equinozio d'autunno",
    name_en: 'Autumn equinox party',
    yearOffset: -1,
    month: 9,
    day: 21,
    hour: 14,
    location: 'Oasi Equinozio',
    description_it:
      "<p>Il giorno che ci dà il nome lo festeggiamo all'Oasi: <strong>visite guidate ai paddock</strong>, racconti dei volontari sui cavalli arrivati quest'anno, merenda con le torte dei soci e, al tramonto, la foto di gruppo con il branco.</p><p><em>Ingresso libero, offerta consigliata per il fieno dell'inverno.</em></p>",
    description_en:
      "<p>We celebrate the day that gives us our name at the Oasis: <strong>guided visits to the paddocks</strong>, stories of this year's arrivals, cakes baked by our members and a group photo with the herd at sunset.</p>",
    showWeb: true,
  },
  {
    slug: 'open-day-autunno',
    name: "Open day d'autunno",
    name_it: "Open day d'autunno",
    name_en: 'Autumn open day',
    yearOffset: -1,
    month: 10,
    day: 5,
    hour: 8,
    location: 'Oasi Equinozio',
    description_it:
      "<p>Una domenica per chi vuole <strong>adottare</strong> o diventare volontario: conosci i cavalli in cerca di casa, parla con chi li accudisce ogni giorno e scopri come funziona il percorso di adozione, dal questionario alla visita pre-affido.</p><ul><li>10:00 accoglienza e giro dell'Oasi</li><li>11:30 incontro sul percorso di adozione</li><li>15:00 dimostrazione di lavoro da terra</li></ul>",
    description_en:
      '<p>A Sunday for anyone who wants to <strong>adopt</strong> or volunteer: meet the horses looking for a home, talk to the people who care for them and learn how adoption works, from the questionnaire to the pre-adoption visit.</p>',
    showWeb: true,
  },
  {
    slug: 'mercatino-di-natale',
    name: 'Mercatino di Natale',
    name_it: 'Mercatino di Natale solidale',
    name_en: 'Charity Christmas market',
    yearOffset: -1,
    month: 12,
    day: 13,
    hour: 9,
    location: 'Piazza del Municipio, Comune di Esempio',
    description_it:
      "<p>Il nostro banchetto al mercatino del paese: <strong>calendari con le foto dei cavalli</strong>, biscotti per cavalli fatti a mano, sciarpe e cappelli dei volontari. Tutto il ricavato va al fieno dell'inverno.</p><p>Passa a trovarci anche solo per un saluto: ci saranno <em>Dacki e Tom</em>, se il tempo lo permette.</p>",
    description_en:
      "<p>Our stall at the village Christmas market: <strong>calendars with the horses' photos</strong>, handmade horse treats, scarves and hats knitted by volunteers. Every euro goes to winter hay.</p>",
    showWeb: true,
  },
  {
    slug: 'festa-di-primavera',
    name: 'Festa di primavera',
    name_it: "Festa di primavera all'Oasi",
    name_en: 'Spring party at the Oasis',
    yearOffset: 1,
    month: 4,
    day: 18,
    hour: 8,
    location: 'Oasi Equinozio',
    description_it:
      "<p>La festa più grande dell'anno: <strong>pranzo nel prato</strong>, laboratori per bambini, la lotteria con i premi dei negozi del paese e la presentazione dei cavalli arrivati durante l'inverno.</p><ul><li>Parcheggio gratuito nel campo accanto all'Oasi.</li><li>Pranzo su prenotazione, entro il giovedì prima.</li><li>Cani al guinzaglio, per la tranquillità degli asini.</li></ul>",
    description_en:
      '<p>The biggest party of the year: <strong>lunch on the meadow</strong>, workshops for children, a raffle and the introduction of the horses who arrived during the winter. Lunch must be booked by the Thursday before; dogs on a lead, please.</p>',
    showWeb: true,
  },
  {
    slug: 'giornata-del-pareggio',
    name: 'Giornata del pareggio',
    name_it: 'Giornata del pareggio naturale',
    name_en: 'Barefoot trimming day',
    yearOffset: 1,
    month: 5,
    day: 23,
    hour: 7,
    location: 'Oasi Equinozio, tettoia dei paddock',
    description_it:
      "<p>Il nostro podologo pareggia i cavalli dell'Oasi e spiega, piede dopo piede, <strong>come si legge uno zoccolo</strong>: crescita, appoggio, segni di problemi da non trascurare.</p><p>Pensata per chi ha già un cavallo o sta per adottarne uno. <em>Portate scarpe chiuse.</em></p>",
    description_en:
      '<p>Our hoof care practitioner trims the Oasis horses and explains, hoof by hoof, <strong>how to read a hoof</strong>: growth, balance and the signs not to ignore. For current and future horse keepers.</p>',
    showWeb: true,
  },
  {
    slug: 'camminata-con-gli-asini',
    name: 'Camminata con gli asini',
    name_it: 'Camminata con gli asini',
    name_en: 'A walk with the donkeys',
    yearOffset: 1,
    month: 6,
    day: 14,
    hour: 7,
    location: "Partenza dal cancello dell'Oasi",
    description_it:
      "<p>Otto chilometri tra vigne e noccioleti, al passo degli asini: <strong>sono loro a decidere le soste</strong>. Adatta a famiglie con bambini dai sei anni; pranzo al sacco all'ombra del castagno grande.</p><ul><li>Iscrizione obbligatoria, massimo 25 persone.</li><li>Scarpe da trekking e acqua.</li></ul>",
    description_en:
      '<p>Eight kilometres among vineyards and hazel groves at donkey pace: <strong>they decide when to stop</strong>. Suitable for families with children aged six and up; bring a packed lunch. Booking required, 25 people at most.</p>',
    showWeb: true,
  },
  {
    slug: 'campo-estivo-volontari',
    name: 'Campo estivo volontari',
    name_it: 'Campo estivo per volontari',
    name_en: "Volunteers' summer camp",
    yearOffset: 1,
    month: 7,
    day: 11,
    hour: 7,
    location: 'Oasi Equinozio',
    description_it:
      "<p>Una settimana all'Oasi per chi vuole dare una mano davvero: <strong>pulizia dei paddock, riparazione delle recinzioni, cura quotidiana dei cavalli</strong>, e la sera cena tutti insieme sotto il portico.</p><p>Dai 18 anni, nessuna esperienza richiesta: ti insegniamo tutto noi. Alloggio in tenda o in camerata.</p>",
    description_en:
      '<p>A week at the Oasis for those who want to really help: <strong>mucking out, mending fences, daily care of the horses</strong>, and dinner together under the porch every evening. Age 18 and up, no experience needed.</p>',
    showWeb: true,
  },
  {
    // A draft staff are still writing: hidden from the site (a new event starts hidden, docs/product.md §3).
    slug: 'cena-di-beneficenza',
    name: 'Cena di beneficenza',
    name_it: 'Cena di beneficenza',
    name_en: 'Charity dinner',
    yearOffset: 1,
    month: 10,
    day: 17,
    hour: 18,
    location: 'Agriturismo da definire',
    description_it: '<p>Bozza: menù, prezzo e luogo da confermare.</p>',
    description_en: '',
    showWeb: false,
  },
];
