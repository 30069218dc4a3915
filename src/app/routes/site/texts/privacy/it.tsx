import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { association, formatAddress } from '#src/config/association';
import { paths } from '#src/config/paths';

export const it = {
  title: 'Informativa sulla privacy',
  description: `Come ${association.name} tratta i dati personali raccolti da questo sito, cookie e diritti di chi lo visita.`,
  lead: `Questa informativa spiega quali dati personali raccoglie il sito di ${association.name}, perché, per quanto tempo li conserviamo e quali sono i tuoi diritti (Regolamento UE 2016/679, «GDPR», art. 13).`,
  controller: 'Titolare del trattamento',
  controllerText: (email: ReactNode) => (
    <>
      {association.name}, codice fiscale {association.taxCode}, con sede legale in{' '}
      {formatAddress(association.legalSeatAddress)}. E-mail: {email}.
    </>
  ),
  collected: 'Quali dati raccogliamo e perché',
  circle: 'Candidatura a una cerchia di sostegno',
  circleText: [
    <>
      Se compili il modulo di{' '}
      <Link to={paths.circleApplication('it')}>candidatura a una cerchia</Link> raccogliamo: il
      cavallo scelto, il nome del donatore, il tuo nome e cognome, il numero di telefono,
      l&apos;e-mail se la indichi e se vuoi ricevere le notizie del cavallo, l&apos;importo, la
      frequenza e il metodo di pagamento, le eventuali note e la data di invio. Li usiamo solo per
      contattarti e organizzare l&apos;adozione a distanza che hai chiesto, e poi per gestire il tuo
      sostegno e tenerti aggiornato sul cavallo.
    </>,
    "La base giuridica è l'esecuzione di misure precontrattuali e dell'accordo di sostegno richiesti da te (art. 6.1.b GDPR) e il tuo consenso, che dai inviando il modulo (art. 6.1.a). Il conferimento dei dati è facoltativo, ma senza di essi non possiamo organizzare l'adozione. Ti chiediamo di non scrivere nelle note dati sulla salute o altre informazioni particolari.",
  ],
  applications: 'Candidatura di adozione e richiesta di cessione',
  applicationsText: [
    <>
      Se compili la <Link to={paths.adoptionApplication('it')}>candidatura di adozione</Link>{' '}
      raccogliamo: nome e cognome, telefono, e-mail, regione e CAP, i cavalli che ti interessano, le
      tue scelte sulle newsletter, l&apos;indirizzo e il codice aziendale della stalla dove vivrebbe
      il cavallo, le tue risposte sulla sua vita, sulla tua esperienza e sul cavallo che cerchi, le
      foto che alleghi e la data di invio. Se compili la{' '}
      <Link to={paths.cessionApplication('it')}>richiesta di cessione</Link> raccogliamo: nome e
      cognome, telefono, l&apos;e-mail se la indichi, il motivo e la priorità della cessione, il
      luogo dove si trova il cavallo, i suoi dati, le tue risposte sulla sua vita e sul suo
      carattere, le foto che alleghi, le eventuali note e la data di invio. Li usiamo solo per
      valutare la tua richiesta, contattarti e, se si procede, organizzare la visita e
      l&apos;adozione o la presa in carico.
    </>,
    "La base giuridica è l'esecuzione di misure precontrattuali richieste da te (art. 6.1.b GDPR). Il conferimento dei dati contrassegnati come obbligatori è necessario per valutare la richiesta. Finché non invii il modulo, quello che scrivi resta solo nel tuo browser, come bozza da riprendere: la cancelli con «Ricomincia da capo», e si cancella da sola quando invii il modulo o dopo 24 ore. Dopo un tentativo di invio la bozza non conserva più nome, telefono, e-mail e indirizzo, a meno che tu non chieda di ricordarli su quel dispositivo. Le foto che alleghi vengono caricate subito dopo l'invio della candidatura e restano con essa.",
  ],
  browsing: 'Navigazione',
  browsingText:
    'Come ogni sito, il servizio che lo ospita registra dati tecnici delle richieste (indirizzo IP, data e ora, pagina richiesta, tipo di browser) per farlo funzionare e proteggerlo da abusi, sulla base del nostro legittimo interesse (art. 6.1.f). Non li usiamo per identificarti.',
  abuseProtection: (
    <>
      Per proteggere i moduli da programmi automatici, quando inizi a compilare un modulo (cerchia
      di sostenitori, adozione, cessione) il sito usa Google reCAPTCHA Enterprise tramite Firebase
      App Check: il browser invia a Google dati tecnici (indirizzo IP, tipo di browser, interazioni
      con la pagina) e reCAPTCHA salva il cookie tecnico <code>_GRECAPTCHA</code>. Le altre pagine
      del sito non lo caricano. La base giuridica è il nostro legittimo interesse a proteggere il
      sito (art. 6.1.f GDPR); non serve il tuo consenso e non viene usato per pubblicità.
    </>
  ),
  statistics: 'Statistiche, solo con il tuo consenso',
  statisticsText: (
    <>
      Se accetti nell&apos;avviso sui cookie, usiamo Google Analytics for Firebase per contare le
      visite e capire quali pagine sono utili. Salva nel browser i cookie <code>_ga</code> e{' '}
      <code>_ga_*</code> (durata fino a 2 anni) e un identificativo dell&apos;installazione, e invia
      a Google dati di utilizzo pseudonimi (pagine viste, tipo di dispositivo, posizione
      approssimativa). La base giuridica è il tuo consenso (art. 6.1.a GDPR e art. 122 del Codice
      privacy). Se rifiuti, o non scegli, nessuno strumento di statistica viene caricato.
    </>
  ),
  mails: 'Le e-mail che ti mandiamo',
  mailsText:
    "Quando invii una candidatura, avvisiamo per e-mail i volontari dell'associazione (con il tipo di candidatura, il cavallo e la regione, senza le tue risposte né i tuoi contatti) e, se ci hai lasciato il tuo indirizzo, ti mandiamo una conferma. I volontari possono scriverti dalla tua candidatura per organizzare i passi successivi. Se nel modulo della cerchia hai chiesto anche le notizie del cavallo, ti scriviamo quando ne pubblichiamo una: ogni e-mail ha un link per disiscriverti con un clic. Le e-mail sono spedite tramite l'estensione Trigger Email di Google Firebase e il nostro fornitore di posta; la copia di ogni e-mail (destinatario, testo, esito dell'invio) resta con la candidatura e viene cancellata con essa. Se ti disiscrivi dalle notizie, con la candidatura teniamo la data della disiscrizione, perché nessuna notizia ti arrivi più; si cancella anch'essa con la candidatura.",
  storage: 'Dove sono conservati i dati',
  storageText:
    "I dati dei moduli sono conservati su Google Firebase (Cloud Firestore, e Cloud Storage per le foto), in un data center dell'Unione europea. Google Ireland Limited agisce come responsabile del trattamento per nostro conto. Eventuali trasferimenti verso gli Stati Uniti, anche per Google Analytics, sono coperti dall'EU-U.S. Data Privacy Framework, a cui Google aderisce, e dalle clausole contrattuali standard della Commissione europea. Ai dati accedono solo i volontari dell'associazione incaricati di seguire le adozioni e le cessioni. Non vendiamo né cediamo i tuoi dati a nessuno e non li usiamo per pubblicità.",
  retention: 'Per quanto tempo',
  retentionItems: [
    "Candidature (di sostegno, di adozione e di cessione) a cui non segue un sostegno, un'adozione o una presa in carico: cancellate, con le loro foto, entro 12 mesi dall'invio.",
    'Dati di chi sostiene un cavallo: conservati per tutta la durata del sostegno e cancellati 24 mesi dopo la sua fine, salvo obblighi di legge (ad esempio fiscali) che impongano di conservarli più a lungo.',
    'Statistiche: conservate da Google per il periodo impostato in Google Analytics (al massimo 14 mesi); i cookie vengono cancellati quando ritiri il consenso.',
  ],
  cookies: 'Cookie e preferenze',
  cookiesText:
    "Il sito non usa cookie di profilazione né pubblicità. Nel browser salva soltanto la tua scelta sull'avviso dei cookie e, solo se accetti, i cookie delle statistiche descritti sopra. Puoi cambiare la tua scelta in ogni momento, anche da «Preferenze cookie» in fondo a ogni pagina: se ritiri il consenso, le statistiche si fermano e i loro cookie vengono cancellati.",
  cookieChoice: {
    off: 'Al momento le statistiche sono disattivate: il sito non usa alcun cookie.',
    current: 'Scelta attuale su questo browser',
    accepted: 'hai accettato le statistiche',
    rejected: 'hai rifiutato le statistiche',
    undecided: 'non hai ancora fatto una scelta',
  },
  changeCookies: 'Cambia le preferenze sui cookie',
  rights: 'I tuoi diritti',
  rightsIntro: 'In qualsiasi momento puoi chiedere:',
  rightsItems: [
    "l'accesso ai tuoi dati e una copia di essi;",
    'la rettifica dei dati inesatti o incompleti;',
    'la cancellazione dei dati;',
    'la limitazione del trattamento e la portabilità dei dati;',
    'di opporti al trattamento basato sul nostro legittimo interesse;',
    'di revocare il consenso, senza conseguenze sui trattamenti fatti prima della revoca.',
  ],
  exercise: (email: ReactNode, authority: ReactNode) => (
    <>
      Per esercitare i tuoi diritti scrivi a {email}: ti rispondiamo entro un mese. Se ritieni che
      il trattamento dei tuoi dati violi il GDPR, puoi proporre reclamo al {authority}.
    </>
  ),
};

export type PrivacyTexts = typeof it;
