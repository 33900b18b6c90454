import { call, groupWith, signUpOverHttp, type ApiMember } from "./http";
import { newMember } from "./pages";

/** A lab as most lab book tests need it: one group, one project, its OWNER, a WRITER and a READER. */
export interface ThreeMemberLab {
  /** Signed up first (the administrator); creates the group and the project, so its OWNER. */
  owner: ApiMember;
  writer: ApiMember;
  reader: ApiMember;
  projectIdx: number;
  groupIdx: number;
}

async function member(baseUrl: string, firstName: string, lastName: string, initial: string): Promise<ApiMember> {
  return signUpOverHttp(baseUrl, { ...newMember(), firstName, lastName, initial });
}

/** Members with different names, so carets and "who is here" tell them apart. */
export async function threeMemberLab(baseUrl: string): Promise<ThreeMemberLab> {
  const owner = await member(baseUrl, "Rosalind", "Franklin", "RFR");
  const writer = await member(baseUrl, "Minji", "Kim", "MJK");
  const reader = await member(baseUrl, "Marie", "Curie", "MCU");
  const { groupIdx } = await groupWith(baseUrl, owner, [writer, reader], "Organic Synthesis Lab");
  const { projectIdx } = await call<{ projectIdx: number }>(baseUrl, "POST", "/api/project/create.do", {
    token: owner.accessToken,
    body: { groupIdx, name: "Suzuki coupling", includeGroupMembers: true },
  });
  const me = await call<{ memberIdx: number }>(baseUrl, "GET", "/api/oauth/me.do", { token: reader.accessToken });
  await call(baseUrl, "PUT", `/api/project/${projectIdx}/member.do`, {
    token: owner.accessToken,
    body: { memberIdx: me.memberIdx, level: "READER" },
  });
  return { owner, writer, reader, projectIdx, groupIdx };
}
