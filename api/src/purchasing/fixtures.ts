import type { QuotationCreateInput, QuotationCreated, Supplier } from "@enote/shared";
import type { TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";

/** A supplier the group's manager adds (e-mail optional). */
export async function addSupplier(
  app: TestApp,
  managerToken: string,
  groupIdx: number,
  companyName: string,
  email: string | null,
): Promise<Supplier> {
  const body = { groupIdx, companyName, email: email ?? "", businessNo: "220-81-62517" };
  return ok(await app.call<Result<Supplier>>("POST", "/api/supplier/create.do", { token: managerToken, body }));
}

/** A request for 500 g of sodium chloride and 2 × 1 L of acetone, needed in a month. */
export function quotationRequest(
  groupIdx: number,
  supplierIdxs: number[],
  overrides: Partial<QuotationCreateInput> = {},
) {
  const neededBy = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    groupIdx,
    supplierIdxs,
    items: [
      {
        name: "염화나트륨",
        nameEn: "Sodium chloride",
        casNo: "7647-14-5",
        grade: "ACS",
        packSize: 500,
        packUnit: "g",
        quantity: 1,
      },
      { name: "Acetone", casNo: "67-64-1", grade: "HPLC", packSize: 1, packUnit: "L", quantity: 2 },
    ],
    contact: { name: "Akira Suzuki", phone: "010-1234-5678", email: "akira@lab.test" },
    organization: "Organic Synthesis Lab, Hankuk University",
    businessNo: "1234567890",
    neededBy,
    note: "Please include delivery.",
    locale: "en-US",
    ...overrides,
  } satisfies QuotationCreateInput;
}

export async function requestQuotation(app: TestApp, token: string, body: QuotationCreateInput) {
  return ok(await app.call<Result<QuotationCreated>>("POST", "/api/quotation/create.do", { token, body }));
}

/** The reply token in a mail's or manual link's `/quote/{token}` address. */
export function tokenOf(text: string): string {
  const match = /\/quote\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no reply link in: ${text.slice(0, 200)}`);
  return match[1];
}
