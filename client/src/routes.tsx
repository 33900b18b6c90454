import { lazy, type ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { EmptyLayout } from "./features/layout/components/EmptyLayout";
import { RouteErrorPage } from "./features/errors/components/RouteErrorPage";
import { patterns } from "./paths";
import { RouteGuard } from "./session/RouteGuard";
import { loadLaterTexts } from "./i18n";

/** A code-split page from a module with named exports. */
/** A screen behind the sign-in: its code, and the catalogue's later areas (i18n loadLaterTexts). */
function page<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadLaterTexts()]);
    return { default: pick(module) };
  });
}

/** A screen before the sign-in (sign-in, sign-up, password): its code only. */
function authPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** The signed-in frame (AppShell, navigation, member menu): the /auth/ screens never need it. */
const MainLayout = page(
  () => import("./features/layout/components/MainLayout"),
  (m) => m.MainLayout,
);
const SignInPage = authPage(
  () => import("./features/auth/components/SignInPage"),
  (m) => m.SignInPage,
);
const SignUpPage = authPage(
  () => import("./features/auth/components/SignUpPage"),
  (m) => m.SignUpPage,
);
const ResetPasswordPage = authPage(
  () => import("./features/auth/components/ResetPasswordPage"),
  (m) => m.ResetPasswordPage,
);
const InitPasswordPage = authPage(
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
const GroupsPage = page(
  () => import("./features/groups/components/GroupsPage"),
  (m) => m.GroupsPage,
);
const ProjectsPage = page(
  () => import("./features/projects/components/ProjectsPage"),
  (m) => m.ProjectsPage,
);
const UsersPage = page(
  () => import("./features/users/components/UsersPage"),
  (m) => m.UsersPage,
);
const TreeViewPage = page(
  () => import("./features/tree/components/TreeViewPage"),
  (m) => m.TreeViewPage,
);
const DashboardPage = page(
  () => import("./features/dashboard/components/DashboardPage"),
  (m) => m.DashboardPage,
);
const BookFeedPage = page(
  () => import("./features/bookfeed/BookFeedPage"),
  (m) => m.BookFeedPage,
);
const InventoryPage = page(
  () => import("./features/inventory/list/InventoryPage"),
  (m) => m.InventoryPage,
);
const InventoryItemPage = page(
  () => import("./features/inventory/item/InventoryItemPage"),
  (m) => m.InventoryItemPage,
);
const StructureSearchPage = page(
  () => import("./features/structure/StructureSearchPage"),
  (m) => m.StructureSearchPage,
);
const MaterialPage = page(
  () => import("./features/material/components/MaterialPage"),
  (m) => m.MaterialPage,
);
const SupplyPage = page(
  () => import("./features/material/item/SupplyPage"),
  (m) => m.SupplyPage,
);
const SupplyLabelPage = page(
  () => import("./features/labels/supplies/SupplyLabelPage"),
  (m) => m.SupplyLabelPage,
);
const QrSheetPage = page(
  () => import("./features/labels/pages/QrSheetPage"),
  (m) => m.QrSheetPage,
);
const BottleLabelPage = page(
  () => import("./features/labels/pages/BottleLabelPage"),
  (m) => m.BottleLabelPage,
);
const LabelSheetPage = page(
  () => import("./features/labels/pages/LabelSheetPage"),
  (m) => m.LabelSheetPage,
);
const NoticeListPage = page(
  () => import("./features/notice/NoticeListPage"),
  (m) => m.NoticeListPage,
);
const NoticeDetailPage = page(
  () => import("./features/notice/NoticeDetailPage"),
  (m) => m.NoticeDetailPage,
);
const BoardListPage = page(
  () => import("./features/board/BoardListPage"),
  (m) => m.BoardListPage,
);
const BoardPostPage = page(
  () => import("./features/board/BoardPostPage"),
  (m) => m.BoardPostPage,
);
const LabBookListPage = page(
  () => import("./features/labbook/components/LabBookListPage"),
  (m) => m.LabBookListPage,
);
/** The editor (TipTap, Yjs, the collab provider) loads only with these pages. */
const ExperimentPage = page(
  () => import("./features/labbook/experiment/ExperimentPage"),
  (m) => m.ExperimentPage,
);
const SharedLabBookPage = page(
  () => import("./features/share/components/SharedLabBookPage"),
  (m) => m.SharedLabBookPage,
);
const LabBookPrintPage = page(
  () => import("./features/labbook/print/LabBookPrintPage"),
  (m) => m.LabBookPrintPage,
);
const MeetingPage = page(
  () => import("./features/meeting/MeetingPage"),
  (m) => m.MeetingPage,
);
const QuotationPage = page(
  () => import("./features/purchasing/QuotationPage"),
  (m) => m.QuotationPage,
);
const OrderPage = page(
  () => import("./features/purchasing/orders/OrderPage"),
  (m) => m.OrderPage,
);
const QuotationDetailPage = page(
  () => import("./features/purchasing/requests/QuotationDetailPage"),
  (m) => m.QuotationDetailPage,
);
const QuoteReplyPage = page(
  () => import("./features/purchasing/reply/QuoteReplyPage"),
  (m) => m.QuoteReplyPage,
);
const ProposalPage = page(
  () => import("./features/proposal/ProposalPage"),
  (m) => m.ProposalPage,
);
const NotificationsPage = page(
  () => import("./features/notifications/NotificationsPage"),
  (m) => m.NotificationsPage,
);
const UnsubscribePage = page(
  () => import("./features/notifications/UnsubscribePage"),
  (m) => m.UnsubscribePage,
);
const NotFoundPage = page(
  () => import("./features/errors/components/NotFoundPage"),
  (m) => m.NotFoundPage,
);
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
          { path: patterns.dashboard, element: <DashboardPage /> },
          { path: patterns.indexPage, element: <DashboardPage /> },
          { path: patterns.account, element: <AccountPage /> },
          { path: patterns.users, element: <UsersPage /> },
          { path: patterns.groups, element: <GroupsPage /> },
          { path: patterns.projects, element: <ProjectsPage /> },
          { path: patterns.treeView, element: <TreeViewPage /> },
          { path: patterns.order, element: <OrderPage /> },
          { path: patterns.quotation, element: <QuotationPage /> },
          { path: patterns.quotationDetail, element: <QuotationDetailPage /> },
          { path: patterns.inventory, element: <InventoryPage /> },
          { path: patterns.inventoryItem, element: <InventoryItemPage /> },
          { path: patterns.structureSearch, element: <StructureSearchPage /> },
          { path: patterns.material, element: <MaterialPage /> },
          { path: patterns.materialItem, element: <SupplyPage /> },
          { path: patterns.labBook, element: <LabBookListPage /> },
          { path: patterns.labBookExperiment, element: <ExperimentPage /> },
          { path: patterns.labBookComment, element: <ExperimentPage /> },
          { path: patterns.bookFeed, element: <BookFeedPage /> },
          { path: patterns.proposal, element: <ProposalPage /> },
          { path: patterns.moaBook, element: <LabBookListPage mode="moa" /> },
          { path: patterns.moaExperiment, element: <ExperimentPage /> },
          { path: patterns.notice, element: <NoticeListPage /> },
          { path: patterns.noticeDetail, element: <NoticeDetailPage /> },
          { path: patterns.noticeComment, element: <NoticeDetailPage /> },
          { path: patterns.board, element: <BoardListPage /> },
          { path: patterns.boardPost, element: <BoardPostPage /> },
          { path: patterns.boardComment, element: <BoardPostPage /> },
          { path: patterns.meeting, element: <MeetingPage /> },
          { path: patterns.notifications, element: <NotificationsPage /> },
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
          { path: patterns.sharedLabBook, element: <SharedLabBookPage /> },
          { path: patterns.authExperiment, element: <ExperimentPage /> },
          { path: patterns.quoteReply, element: <QuoteReplyPage /> },
          { path: patterns.unsubscribe, element: <UnsubscribePage /> },
        ],
      },
      { path: patterns.labBookPrint, element: <LabBookPrintPage /> },
      { path: patterns.experimentPrint, element: <LabBookPrintPage /> },
      { path: patterns.qrPrint, element: <QrSheetPage /> },
      { path: patterns.qrLabel, element: <BottleLabelPage /> },
      { path: patterns.qrLabelPrint, element: <BottleLabelPage forPrinter /> },
      { path: patterns.qrLabels, element: <LabelSheetPage /> },
      { path: patterns.qrLabelsLocation, element: <LabelSheetPage withLocation /> },
      { path: patterns.supplyLabels, element: <SupplyLabelPage /> },
      notFound("/scanner"),
      notFound("/reception"),
      notFound("/setting"),
      notFound("*"),
    ],
  },
];

export const router = createBrowserRouter(routes);
