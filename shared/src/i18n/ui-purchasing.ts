import type { Catalog } from "./catalog";

/** Screen and mail texts of reagent purchasing (issue 23: suppliers, quotation requests, orders). */
export const purchasingEn = {
  tabs: {
    requests: "Quotation requests",
    suppliers: "Suppliers",
  },
  suppliers: {
    description: "The companies your group buys reagents from",
    create: "Add supplier",
    createTitle: "Add a supplier",
    editTitle: "Edit supplier",
    created: "{{name}} was added to the suppliers",
    saved: "{{name}} was saved",
    deleted: "{{name}} was removed from the suppliers",
    deleteMessage: "{{name}} is removed from the directory. Requests and orders already sent keep its name.",
    emptyTitle: "No suppliers yet",
    emptyManager: "Add the companies you ask for quotations, so members can choose them.",
    emptyMember: "A group manager adds the companies the group buys from.",
    readOnly: "Only group managers can change the directory.",
    fields: {
      companyName: "Company",
      businessNo: "Business number",
      contactName: "Contact person",
      email: "E-mail",
      phone: "Phone",
      memo: "Memo",
    },
    businessNoPlaceholder: "123-45-67890",
  },
};

export const purchasingKo: Catalog<typeof purchasingEn> = {
  tabs: {
    requests: "견적 요청",
    suppliers: "공급업체",
  },
  suppliers: {
    description: "그룹이 시약을 구매하는 업체",
    create: "공급업체 추가",
    createTitle: "공급업체 추가",
    editTitle: "공급업체 수정",
    created: "{{name}}을(를) 공급업체에 추가했습니다",
    saved: "{{name}}을(를) 저장했습니다",
    deleted: "{{name}}을(를) 공급업체에서 삭제했습니다",
    deleteMessage: "{{name}}이(가) 목록에서 삭제됩니다. 이미 보낸 견적 요청과 주문에는 업체명이 남습니다.",
    emptyTitle: "아직 공급업체가 없습니다",
    emptyManager: "견적을 요청할 업체를 추가하면 멤버들이 선택할 수 있습니다.",
    emptyMember: "그룹 관리자가 구매 업체를 추가합니다.",
    readOnly: "공급업체 목록은 그룹 관리자만 변경할 수 있습니다.",
    fields: {
      companyName: "업체명",
      businessNo: "사업자등록번호",
      contactName: "담당자",
      email: "이메일",
      phone: "전화번호",
      memo: "메모",
    },
    businessNoPlaceholder: "123-45-67890",
  },
};
