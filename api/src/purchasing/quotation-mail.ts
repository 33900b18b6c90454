import { formatBusinessNumber, formatNumber, translate, type Locale } from "@enote/shared";
import type { Mail } from "../mail/mailer";

export interface RequestMailFacts {
  locale: Locale;
  supplier: { companyName: string; email: string; contactName: string | null };
  organization: string;
  businessNo: string;
  contact: { name: string; phone: string; email: string };
  neededBy: string;
  note: string | null;
  items: {
    name: string;
    nameEn: string | null;
    casNo: string | null;
    grade: string | null;
    packSize: number;
    packUnit: string;
    quantity: number;
  }[];
  link: string;
  expiresAt: string;
}

/** The request as mailed to one supplier, in the requester's chosen language. */
export function quotationRequestMail(facts: RequestMailFacts): Mail {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(facts.locale, `purchasing.mail.${key}`, params);
  const none = "-";
  return {
    to: facts.supplier.email,
    toName: facts.supplier.contactName ?? facts.supplier.companyName,
    replyTo: facts.contact.email,
    subject: t("subject", { organization: facts.organization }),
    blocks: [
      { kind: "paragraph", text: t("greeting", { company: facts.supplier.companyName }) },
      { kind: "paragraph", text: t("intro", { organization: facts.organization, neededBy: facts.neededBy }) },
      {
        kind: "table",
        head: [t("name"), t("casNo"), t("grade"), t("pack"), t("quantity")],
        rows: facts.items.map((item) => [
          item.nameEn ? `${item.name} (${item.nameEn})` : item.name,
          item.casNo ?? none,
          item.grade ?? none,
          `${formatNumber(item.packSize)} ${item.packUnit}`,
          formatNumber(item.quantity),
        ]),
      },
      ...(facts.note ? [{ kind: "facts" as const, facts: [[t("note"), facts.note]] as [string, string][] }] : []),
      { kind: "link", label: t("replyLink"), href: facts.link },
      { kind: "paragraph", text: t("expires", { date: facts.expiresAt }) },
      {
        kind: "facts",
        facts: [
          [t("organization"), facts.organization],
          [t("businessNo"), formatBusinessNumber(facts.businessNo)],
          [t("contact"), `${facts.contact.name}, ${facts.contact.phone}, ${facts.contact.email}`],
        ],
      },
      { kind: "paragraph", text: t("footer") },
    ],
  };
}
