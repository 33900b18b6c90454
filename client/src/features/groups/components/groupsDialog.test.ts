import { describe, expect, it } from "vitest";
import { paths } from "../../../paths";
import { openedDialog } from "./groupsDialog";

const arrive = (to: string) => new URLSearchParams(to.split("?")[1] ?? "");

describe("the groups page on arrival", () => {
  it("opens the create dialog from the dashboard's 'Create a group' link", () => {
    expect(openedDialog(arrive(paths.groups({ create: 1 })), true)).toBe("create");
  });
  it("does not open the create dialog for a member who may not create groups", () => {
    expect(openedDialog(arrive(paths.groups({ create: 1 })), false)).toBeNull();
  });
  it("opens the join dialog for an invitation, and nothing for a plain visit", () => {
    expect(openedDialog(arrive(paths.groups({ join: "ABC" })), true)).toBe("join");
    expect(openedDialog(arrive(paths.groups()), true)).toBeNull();
  });
});
