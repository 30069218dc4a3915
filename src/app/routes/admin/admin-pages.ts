import type { RouteObject } from 'react-router';
import { childPattern, routePatterns } from '#src/config/paths';

// The back office's pages under its layout, beyond the dashboard: loaded with the first
// navigation under /admin/ (`patchAdminRoutes` in admin-routes.ts), each page's module on demand.

const admin = routePatterns.admin;

export const adminPages: RouteObject[] = [
  {
    path: childPattern(admin, routePatterns.adminHorses),
    lazy: async () => ({ Component: (await import('./horses')).AdminHorsesPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminHorse),
    lazy: async () => ({ Component: (await import('./horse')).AdminHorsePage }),
  },
  {
    path: childPattern(admin, routePatterns.adminEvents),
    lazy: async () => ({ Component: (await import('./events')).AdminEventsPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminEvent),
    lazy: async () => ({ Component: (await import('./event')).AdminEventPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminAdoptionApplications),
    lazy: async () => ({
      Component: (await import('./adoption-applications')).AdminAdoptionApplicationsPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminAdoptionApplication),
    lazy: async () => ({
      Component: (await import('./adoption-application')).AdminAdoptionApplicationPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminCessionApplications),
    lazy: async () => ({
      Component: (await import('./cession-applications')).AdminCessionApplicationsPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminCessionApplication),
    lazy: async () => ({
      Component: (await import('./cession-application')).AdminCessionApplicationPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminCircleApplications),
    lazy: async () => ({
      Component: (await import('./circle-applications')).AdminCircleApplicationsPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminCircleApplication),
    lazy: async () => ({
      Component: (await import('./circle-application')).AdminCircleApplicationPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminVolunteerApplications),
    lazy: async () => ({
      Component: (await import('./volunteer-applications')).AdminVolunteerApplicationsPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminVolunteerApplication),
    lazy: async () => ({
      Component: (await import('./volunteer-application')).AdminVolunteerApplicationPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminCare),
    lazy: async () => ({ Component: (await import('./care')).AdminCarePage }),
  },
  {
    path: childPattern(admin, routePatterns.adminCareDay),
    lazy: async () => ({ Component: (await import('./care-day')).AdminCareDayPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminLogs),
    lazy: async () => ({ Component: (await import('./logs')).AdminLogsPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminMail),
    lazy: async () => ({ Component: (await import('./mail')).AdminMailPage }),
  },
  // The register of volunteers (issue 40, H3).
  {
    path: childPattern(admin, routePatterns.adminVolunteerRegister),
    lazy: async () => ({
      Component: (await import('./volunteer-register')).AdminVolunteerRegisterPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminVolunteerRegisterNew),
    lazy: async () => ({
      Component: (await import('./volunteer-register-new')).AdminVolunteerRegisterNewPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminVolunteerRegisterEntry),
    lazy: async () => ({
      Component: (await import('./volunteer-register-entry')).AdminVolunteerRegisterEntryPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminVolunteerAccess),
    lazy: async () => ({
      Component: (await import('./volunteer-access')).AdminVolunteerAccessPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminVolunteerRegisterPrint),
    lazy: async () => ({
      Component: (await import('./volunteer-register-print')).AdminVolunteerRegisterPrintPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminMoneyImport),
    lazy: async () => ({ Component: (await import('./money-import')).AdminMoneyImportPage }),
  },
  // After the adoption (issue 44, decision 94).
  {
    path: childPattern(admin, routePatterns.adminAftercare),
    lazy: async () => ({ Component: (await import('./aftercare')).AdminAftercarePage }),
  },
  // The books (issue 43, decision 93).
  {
    path: childPattern(admin, routePatterns.adminBooks),
    lazy: async () => ({ Component: (await import('./books')).AdminBooksPage }),
  },
  // The barn rota (issue 41, decision 89).
  {
    path: childPattern(admin, routePatterns.adminRota),
    lazy: async () => ({ Component: (await import('./rota')).AdminRotaPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminMyShifts),
    lazy: async () => ({ Component: (await import('./rota-mine')).AdminMyShiftsPage }),
  },
  // Supporters' money (issue 42).
  {
    path: childPattern(admin, routePatterns.adminDonations),
    lazy: async () => ({ Component: (await import('./money-donations')).AdminDonationsPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminDonationNew),
    lazy: async () => ({
      Component: (await import('./money-donation-new')).AdminDonationNewPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminSupporters),
    lazy: async () => ({ Component: (await import('./money-supporters')).AdminSupportersPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminSupporterNew),
    lazy: async () => ({ Component: (await import('./money-supporter')).AdminSupporterPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminSupporter),
    lazy: async () => ({ Component: (await import('./money-supporter')).AdminSupporterPage }),
  },
  {
    path: childPattern(admin, routePatterns.adminContributions),
    lazy: async () => ({
      Component: (await import('./money-contributions')).AdminContributionsPage,
    }),
  },
  // Receipts and yearly statements of donations (issue 42 item 5, H4).
  {
    path: childPattern(admin, routePatterns.adminMoneyReceipts),
    lazy: async () => ({
      Component: (await import('./money-receipts')).AdminMoneyReceiptsPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminMoneyStatements),
    lazy: async () => ({
      Component: (await import('./money-statements')).AdminMoneyStatementsPage,
    }),
  },
  {
    path: childPattern(admin, routePatterns.adminUiGallery),
    lazy: async () => ({ Component: (await import('./ui-gallery')).AdminUiGalleryPage }),
  },
];
