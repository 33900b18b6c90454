import { lazy, type ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { MainLayout } from "./features/layout/components/MainLayout";
import { EmptyLayout } from "./features/layout/components/EmptyLayout";
import { RouteErrorPage } from "./features/errors/components/RouteErrorPage";
import type { ScreenTitleKey } from "./features/placeholder/titleKeys";
import { patterns } from "./paths";
import { RouteGuard } from "./session/RouteGuard";

/** A code-split page from a module with named exports. */
function page<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const SignInPage = page(
  () => import("./features/auth/components/SignInPage"),
  (m) => m.SignInPage,
);
const SignUpPage = page(
  () => import("./features/auth/components/SignUpPage"),
  (m) => m.SignUpPage,
);
const ResetPasswordPage = page(
  () => import("./features/auth/components/ResetPasswordPage"),
  (m) => m.ResetPasswordPage,
);
const InitPasswordPage = page(
  () => import("./features/auth/components/InitPasswordPage"),
  (m) => m.InitPasswordPage,
);
const AuthMainRoute = page(
  () => import("./features/auth/components/AuthMainPage"),
  (m) => m.AuthMainRoute,
);
const AccountPage = page(
  () => import("./features/account/components/AccountPage"),
  (m) => m.AccountPage,
);
const NotFoundPage = page(
  () => import("./features/errors/components/NotFoundPage"),
  (m) => m.NotFoundPage,
);
const ComingSoonPage = page(
  () => import("./features/placeholder/components/ComingSoonPage"),
  (m) => m.ComingSoonPage,
);
const StandalonePage = page(
  () => import("./features/placeholder/components/StandalonePage"),
  (m) => m.StandalonePage,
);

/** Screens later issues build: their title and a "coming soon" state for now. */
const soon = (path: string, titleKey: ScreenTitleKey): RouteObject => ({
  path,
  element: <ComingSoonPage titleKey={titleKey} />,
});
const standalone = (path: string, titleKey: ScreenTitleKey): RouteObject => ({
  path,
  element: <StandalonePage titleKey={titleKey} />,
});
const notFound = (path: string): RouteObject => ({ path, element: <NotFoundPage /> });

/** Spec §2, route for route. Paths match case-insensitively (react-router's default). */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <MainLayout />,
        children: [
          soon(patterns.dashboard, "nav.dashboard"),
          soon(patterns.indexPage, "nav.dashboard"),
          { path: patterns.account, element: <AccountPage /> },
          soon(patterns.users, "nav.users"),
          soon(patterns.groups, "nav.groups"),
          soon(patterns.projects, "nav.projects"),
          soon(patterns.treeView, "nav.treeView"),
          soon(patterns.order, "nav.order"),
          soon(patterns.quotation, "nav.quotation"),
          soon(patterns.inventory, "nav.inventory"),
          soon(patterns.inventoryItem, "pages.inventoryItem"),
          soon(patterns.material, "nav.material"),
          soon(patterns.labBook, "nav.labBook"),
          soon(patterns.labBookExperiment, "pages.labBookExperiment"),
          soon(patterns.labBookComment, "pages.labBookComment"),
          soon(patterns.bookFeed, "nav.bookFeed"),
          soon(patterns.proposal, "nav.proposal"),
          soon(patterns.moaBook, "nav.moaBook"),
          soon(patterns.moaExperiment, "pages.moaExperiment"),
          soon(patterns.notice, "nav.notice"),
          soon(patterns.noticeDetail, "pages.noticeDetail"),
          soon(patterns.noticeComment, "pages.noticeComment"),
          soon(patterns.board, "nav.board"),
          soon(patterns.boardPost, "pages.boardPost"),
          soon(patterns.boardComment, "pages.boardComment"),
          soon(patterns.meeting, "nav.meeting"),
        ],
      },
      {
        element: <EmptyLayout />,
        children: [
          { path: patterns.signIn, element: <SignInPage /> },
          { path: patterns.signUp, element: <SignUpPage /> },
          { path: patterns.authMain, element: <AuthMainRoute /> },
          { path: patterns.resetPassword, element: <ResetPasswordPage /> },
          { path: patterns.initPassword, element: <InitPasswordPage /> },
          soon(patterns.sharedLabBook, "pages.sharedLabBook"),
          soon(patterns.authExperiment, "pages.labBookExperiment"),
        ],
      },
      standalone(patterns.labBookPrint, "pages.labBookPrint"),
      standalone(patterns.experimentPrint, "pages.experimentPrint"),
      standalone(patterns.qrPrint, "pages.qrPrint"),
      standalone(patterns.qrLabel, "pages.qrLabel"),
      standalone(patterns.qrLabelPrint, "pages.qrLabelPrint"),
      standalone(patterns.qrLabels, "pages.qrLabels"),
      standalone(patterns.qrLabelsLocation, "pages.qrLabelsLocation"),
      notFound("/scanner"),
      notFound("/reception"),
      notFound("/setting"),
      notFound("*"),
    ],
  },
];

export const router = createBrowserRouter(routes);
