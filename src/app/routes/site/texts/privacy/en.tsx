import { Link } from 'react-router';
import { association, formatAddress } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { PrivacyTexts } from './it';

export const en: PrivacyTexts = {
  title: 'Privacy notice',
  description: `How ${association.name} handles the personal data this site collects, cookies, and the rights of its visitors.`,
  lead: `This notice explains which personal data the website of ${association.name} collects, why, how long we keep it and what your rights are (EU Regulation 2016/679, the “GDPR”, article 13).`,
  controller: 'Data controller',
  controllerText: (email) => (
    <>
      {association.name}, tax code {association.taxCode}, registered office at{' '}
      {formatAddress(association.legalSeatAddress)}. E-mail: {email}.
    </>
  ),
  collected: 'What data we collect and why',
  circle: 'Applying to a circle of supporters',
  circleText: [
    <>
      If you fill in the <Link to={paths.circleApplication('en')}>circle application</Link> we
      collect: the horse you chose, the donor name, your given and family name, your phone number,
      your e-mail if you give it and whether you want the horse’s news, the amount, frequency and
      method of payment, any notes and the date you sent it. We use them only to contact you and
      arrange the sponsorship you asked for, then to manage your support and keep you up to date on
      the horse.
    </>,
    'The legal basis is taking the pre-contractual steps and the support agreement you asked for (GDPR art. 6.1.b) and your consent, which you give by sending the form (art. 6.1.a). Giving the data is optional, but without it we cannot arrange the sponsorship. Please do not write health data or other special information in the notes.',
  ],
  applications: 'Adoption application and surrender request',
  applicationsText: [
    <>
      If you fill in the <Link to={paths.adoptionApplication('en')}>adoption form</Link> we collect:
      your name, phone, e-mail, region and postcode, the horses you are interested in, your
      newsletter choices, the address and holding code of the stable where the horse would live,
      your answers about its life, your experience and the horse you are looking for, the photos you
      attach and the date you sent it. If you fill in the{' '}
      <Link to={paths.cessionApplication('en')}>surrender form</Link> we collect: your name, phone,
      your e-mail if you give it, the reason for and urgency of the surrender, where the horse is,
      its details, your answers about its life and character, the photos you attach, any notes and
      the date you sent it. We use them only to assess your request, contact you and, if we go
      ahead, arrange the visit and the adoption or the taking in.
    </>,
    'The legal basis is taking the pre-contractual steps you asked for (GDPR art. 6.1.b). The data marked as required is needed to assess the request. Until you send the form, what you type stays only in your browser, as a draft to come back to: “Start over” deletes it, and it deletes itself when you send the form or after 24 hours. Once you have tried to send the form, the draft no longer keeps your name, phone, e-mail and address, unless you ask it to remember them on that device. The photos you attach are uploaded right after the application is sent, and stay with it.',
  ],
  browsing: 'Browsing',
  browsingText:
    'Like every website, the service hosting this one records technical data about requests (IP address, date and time, page requested, type of browser) to run it and protect it from abuse, on the basis of our legitimate interest (art. 6.1.f). We do not use it to identify you.',
  abuseProtection: (
    <>
      To protect the forms from automated programs, when you start filling in a form (circle of
      supporters, adoption, surrender) the site uses Google reCAPTCHA Enterprise through Firebase
      App Check: your browser sends Google technical data (IP address, type of browser, interactions
      with the page) and reCAPTCHA stores the technical cookie <code>_GRECAPTCHA</code>. The other
      pages of the site do not load it. The legal basis is our legitimate interest in protecting the
      site (GDPR art. 6.1.f); it needs no consent and is not used for advertising.
    </>
  ),
  statistics: 'Statistics, only with your consent',
  statisticsText: (
    <>
      If you accept in the cookie notice, we use Google Analytics for Firebase to count visits and
      understand which pages are useful. It stores the cookies <code>_ga</code> and{' '}
      <code>_ga_*</code> (lasting up to 2 years) and an installation identifier in your browser, and
      sends Google pseudonymous usage data (pages viewed, type of device, approximate location). The
      legal basis is your consent (GDPR art. 6.1.a and art. 122 of the Italian Privacy Code). If you
      refuse, or do not choose, no statistics tool is loaded.
    </>
  ),
  mails: 'The e-mails we send you',
  mailsText:
    "When you send an application, we let the association's volunteers know by e-mail (with the kind of application, the horse and the region, but not your answers or your contact details) and, if you gave us your address, we send you a confirmation. The volunteers can write to you from your application to arrange the next steps. If you also asked for the horse's news in the circle form, we write to you whenever we publish some: every e-mail has a link to unsubscribe with one click. The e-mails are sent through Google Firebase's Trigger Email extension and our mail provider; a copy of each e-mail (recipient, text, whether it was delivered) stays with the application and is deleted with it. If you unsubscribe from the news, we keep the date you did so with your application, so that no news reaches you again; it is deleted with the application too.",
  storage: 'Where the data is kept',
  storageText:
    'The forms’ data is kept on Google Firebase (Cloud Firestore, and Cloud Storage for the photos), in a data centre in the European Union. Google Ireland Limited acts as processor on our behalf. Any transfers to the United States, Google Analytics included, are covered by the EU-U.S. Data Privacy Framework, which Google has joined, and by the European Commission’s standard contractual clauses. Only the association’s volunteers who handle adoptions and surrenders can see the data. We never sell or pass on your data and never use it for advertising.',
  retention: 'How long we keep it',
  retentionItems: [
    'Applications (circle, adoption and surrender) that do not lead to support, an adoption or a taking in: deleted, with their photos, within 12 months of being sent.',
    'The data of those who support a horse: kept for as long as the support lasts and deleted 24 months after it ends, unless the law (for example tax law) requires us to keep it longer.',
    'Statistics: kept by Google for the period set in Google Analytics (14 months at most); the cookies are deleted when you withdraw your consent.',
  ],
  cookies: 'Cookies and preferences',
  cookiesText:
    'The site uses no profiling cookies and no advertising. In your browser it stores only your choice in the cookie notice and, only if you accept, the statistics cookies described above. You can change your choice at any time, also from “Cookie preferences” at the bottom of every page: if you withdraw your consent, statistics stop and their cookies are deleted.',
  cookieChoice: {
    off: 'Statistics are currently turned off: the site uses no cookies at all.',
    current: 'Your current choice in this browser',
    accepted: 'you accepted statistics',
    rejected: 'you refused statistics',
    undecided: 'you have not chosen yet',
  },
  changeCookies: 'Change your cookie preferences',
  rights: 'Your rights',
  rightsIntro: 'At any time you can:',
  rightsItems: [
    'see your data and get a copy of it;',
    'have inaccurate or incomplete data corrected;',
    'have your data deleted;',
    'have its processing restricted, and take your data elsewhere (portability);',
    'object to processing based on our legitimate interest;',
    'withdraw your consent, without affecting what was done before you withdrew it.',
  ],
  exercise: (email, authority) => (
    <>
      To exercise your rights write to {email}: we answer within a month. If you believe the
      processing of your data breaks the GDPR, you can lodge a complaint with the Italian data
      protection authority, the {authority}.
    </>
  ),
};
