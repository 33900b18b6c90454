import type { ComponentType } from "react";
import type { IconProps } from "../../components/icons";
import { IconBook, IconCart, IconDashboard, IconFlask, IconMessages, IconUsers } from "../../components/icons";
import type { UiTexts } from "@enote/shared";
import { paths } from "../../paths";

type NavKey = Exclude<keyof UiTexts["nav"], "sections" | "label" | "toggle">;
type NavLabelKey = `nav.${NavKey}`;
type SectionLabelKey = `nav.sections.${keyof UiTexts["nav"]["sections"]}`;

export interface NavItem {
  labelKey: NavLabelKey;
  to: string;
  testId: string;
  /** Administrators see more here than anyone else (every member): the menu carries their mark. */
  administratorView?: boolean;
}

export interface NavArea {
  key: string;
  labelKey: SectionLabelKey;
  icon: ComponentType<IconProps>;
  items: readonly NavItem[];
}

const item = (key: NavKey, to: string): NavItem => ({
  labelKey: `nav.${key}`,
  to,
  testId: `nav-${key}`,
});

/** The main areas of spec §2, as the side navigation and the header show them. */
export const navAreas: readonly NavArea[] = [
  { key: "home", labelKey: "nav.sections.home", icon: IconDashboard, items: [item("dashboard", paths.dashboard())] },
  {
    key: "books",
    labelKey: "nav.sections.books",
    icon: IconBook,
    items: [item("labBook", paths.labBook()), item("moaBook", paths.moaBook()), item("bookFeed", paths.bookFeed())],
  },
  {
    key: "stock",
    labelKey: "nav.sections.stock",
    icon: IconFlask,
    items: [
      item("inventory", paths.inventory()),
      item("structureSearch", paths.structureSearch()),
      item("material", paths.material()),
    ],
  },
  {
    key: "purchase",
    labelKey: "nav.sections.purchase",
    icon: IconCart,
    items: [item("order", paths.order()), item("quotation", paths.quotation())],
  },
  {
    key: "community",
    labelKey: "nav.sections.community",
    icon: IconMessages,
    items: [
      item("notice", paths.notice()),
      item("board", paths.board()),
      { ...item("proposal", paths.proposal()), administratorView: true },
      item("meeting", paths.meeting()),
    ],
  },
  {
    key: "myLab",
    labelKey: "nav.sections.myLab",
    icon: IconUsers,
    items: [
      item("account", paths.account()),
      { ...item("users", paths.users()), administratorView: true },
      item("groups", paths.groups()),
      item("projects", paths.projects()),
      item("treeView", paths.treeView()),
    ],
  },
];

/** Whether `pathname` is `to` or below it ("/" only matches itself and /indexPage). */
export function isActivePath(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (target === "/") return path === "/" || path === "/indexpage";
  return path === target || path.startsWith(`${target}/`);
}

export function isActiveArea(pathname: string, area: NavArea): boolean {
  return area.items.some((entry) => isActivePath(pathname, entry.to));
}
