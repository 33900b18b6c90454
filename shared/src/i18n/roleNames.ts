/**
 * Role names on their own, so the role helpers (used on the sign-in page) do not pull in every
 * message of both languages.
 */
export const roleNamesEn = {
  MADE: "Operator",
  ADMIN: "Administrator",
  MANAGER: "Manager",
  FRONT: "Member",
};

export const roleNamesKo: typeof roleNamesEn = {
  MADE: "운영자",
  ADMIN: "관리자",
  MANAGER: "매니저",
  FRONT: "일반 사용자",
};

export const roleNames = { "en-US": roleNamesEn, "ko-KR": roleNamesKo } as const;
