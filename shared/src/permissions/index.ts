import type { ErrorCode } from "../errors";
import type { BookKind } from "../labbook/schema";
import { isAdministrator, type Role } from "../roles";

/** A member's level in one project. */
export const projectLevels = ["OWNER", "WRITER", "READER"] as const;
export type ProjectLevel = (typeof projectLevels)[number];

/** Who is asking: the signed-in member and their installation role. */
export interface Subject {
  memberIdx: number;
  role: Role;
  /**
   * Set when the subject is a personal API token restricted to one project: anything of another
   * project (or of a project the api did not name) is not there for it.
   */
  projectLimit?: number | null;
}

/** What the asker is to a group: not in it, a member, or one of its managers. */
export type GroupStanding = "none" | "member" | "manager";

/** What the api knows about the thing asked about, relative to the subject. */
export interface Facts {
  /** The subject's standing in the group the thing belongs to. */
  group?: GroupStanding;
  /** The subject's level in the project the thing belongs to (null: not a project member). */
  project?: ProjectLevel | null;
  /** Which project the thing belongs to (checked against a token's project restriction). */
  projectIdx?: number;
  /** Whether the project is archived: its lab books are read-only for everyone. */
  projectArchived?: boolean;
  /**
   * Whether the project is a MoA project (joint research with a partner organisation): it and its
   * books are seen only by its members — no group role (manager, administrator) reaches them.
   */
  projectMoa?: boolean;
  /** The kind of the book asked about (labbook.*): education books are read by the whole group. */
  bookKind?: BookKind;
  /** The other member an action is aimed at (appointing, removing, role changes). */
  target?: { memberIdx: number; role: Role; groupStanding?: GroupStanding };
  /** Whether the subject is the writer of the lab book asked about. */
  isWriter?: boolean;
  /** Whether the subject created the inventory item asked about. */
  isCreator?: boolean;
}

export const actions = [
  // installation
  "member.list",
  "member.changeRole",
  "member.resetPassword",
  "member.setActive",
  // groups
  "group.create",
  "group.view",
  "group.manage",
  "group.leave",
  "group.appointManager",
  "group.removeMember",
  // projects
  "project.create",
  "project.view",
  "project.manage",
  "project.archive",
  "project.invite",
  // lab books
  "labbook.read",
  "labbook.create",
  "labbook.write",
  "labbook.review",
  // the group's reagent inventory and supplies
  "inventory.read",
  "inventory.write",
  "inventory.seePrivate",
] as const;
export type Action = (typeof actions)[number];

/** The answer: allowed, or refused as 404 (may not even know it exists) or 403 with its message. */
export type Decision = { allowed: true } | { allowed: false; code: Extract<ErrorCode, "NOT_FOUND"> | ForbiddenCode };
export type ForbiddenCode = Extract<ErrorCode, "NO_MODIFY_AUTHORITY" | "NO_DELETE_AUTHORITY" | "NO_MENU_ACCESS">;

const allow: Decision = { allowed: true };
const hidden: Decision = { allowed: false, code: "NOT_FOUND" };
const refuse = (code: ForbiddenCode): Decision => ({ allowed: false, code });
const when = (ok: boolean, otherwise: Decision): Decision => (ok ? allow : otherwise);

/** May the subject see the group at all (members, managers, administrators)? */
function seesGroup(subject: Subject, facts: Facts): boolean {
  return isAdministrator(subject.role) || (facts.group ?? "none") !== "none";
}

function managesGroup(subject: Subject, facts: Facts): boolean {
  return isAdministrator(subject.role) || facts.group === "manager";
}

/**
 * Project members, the group's managers and administrators see a project and its lab books; a
 * MoA project only its members.
 */
function seesProject(subject: Subject, facts: Facts): boolean {
  const member = (facts.project ?? null) !== null;
  return facts.projectMoa === true ? member : managesGroup(subject, facts) || member;
}

function managesProject(subject: Subject, facts: Facts): boolean {
  const owner = facts.project === "OWNER";
  return facts.projectMoa === true ? owner : managesGroup(subject, facts) || owner;
}

/** Who reads a book: its project's viewers; an education book (never in a MoA project) also the whole group. */
function readsBook(subject: Subject, facts: Facts): boolean {
  if (seesProject(subject, facts)) return true;
  return facts.bookKind === "EDU" && facts.projectMoa !== true && seesGroup(subject, facts);
}

/** Who may change another member's installation role, and to what. */
function mayAssignRole(subject: Subject, facts: Facts, newRole: Role | undefined): boolean {
  const target = facts.target;
  if (!target || target.memberIdx === subject.memberIdx) return false;
  if (subject.role === "MADE") return true;
  if (subject.role !== "ADMIN") return false;
  // ADMIN manages FRONT and MANAGER members; appointing or removing ADMINs is MADE's.
  const touchesAdmins = isAdministrator(target.role) || (newRole !== undefined && isAdministrator(newRole));
  return !touchesAdmins;
}

/**
 * The one permission rule of E-Note: the api's routes, the collab server and the client's
 * menus all ask it. `newRole` is only read for member.changeRole.
 */
export function decide(subject: Subject, action: Action, facts: Facts = {}, newRole?: Role): Decision {
  // A project-restricted token sees only its project: a thing of a project (facts.project given)
  // whose project is another one, or not named, is hidden, whatever the member may do with it.
  const limit = subject.projectLimit;
  if (limit !== undefined && limit !== null && facts.project !== undefined && facts.projectIdx !== limit) {
    return hidden;
  }
  return decideForMember(subject, action, facts, newRole);
}

function decideForMember(subject: Subject, action: Action, facts: Facts, newRole?: Role): Decision {
  const admin = isAdministrator(subject.role);
  switch (action) {
    case "member.list":
      // Administrators list every member; a group's managers list that group's (facts.group given).
      return when(admin || facts.group === "manager", refuse("NO_MENU_ACCESS"));
    case "member.changeRole":
      if (!admin) return refuse("NO_MENU_ACCESS");
      return when(mayAssignRole(subject, facts, newRole), refuse("NO_MODIFY_AUTHORITY"));
    case "member.resetPassword":
    case "member.setActive":
      if (!admin) return refuse("NO_MENU_ACCESS");
      return when(mayAssignRole(subject, facts, undefined), refuse("NO_MODIFY_AUTHORITY"));
    case "group.create":
      return when(admin || subject.role === "MANAGER", refuse("NO_MENU_ACCESS"));
    case "group.view":
      return when(seesGroup(subject, facts), hidden);
    case "group.manage":
    case "group.appointManager":
      // Whoever manages the group may set any member's manager flag, their own included: a
      // manager may step down, and an administrator (who manages every group) may appoint
      // themselves. A member who does not manage the group never passes, so "promoting oneself"
      // is refused to exactly them (issue 3). The client and the api both ask with the target.
      if (!seesGroup(subject, facts)) return hidden;
      return when(managesGroup(subject, facts), refuse("NO_MODIFY_AUTHORITY"));
    case "group.removeMember":
      if (!seesGroup(subject, facts)) return hidden;
      return when(managesGroup(subject, facts), refuse("NO_DELETE_AUTHORITY"));
    case "group.leave":
      return when((facts.group ?? "none") !== "none", hidden);
    case "project.create":
      if (!seesGroup(subject, facts)) return hidden;
      return when(managesGroup(subject, facts), refuse("NO_MODIFY_AUTHORITY"));
    case "project.view":
      return when(seesProject(subject, facts), hidden);
    case "labbook.read":
      return when(readsBook(subject, facts), hidden);
    case "project.manage":
      if (!seesProject(subject, facts)) return hidden;
      return when(managesProject(subject, facts) && !facts.projectArchived, refuse("NO_MODIFY_AUTHORITY"));
    case "project.archive":
      // Archiving makes a project read-only, so (un)archiving must not itself need a writable project.
      if (!seesProject(subject, facts)) return hidden;
      return when(managesProject(subject, facts), refuse("NO_MODIFY_AUTHORITY"));
    case "project.invite":
      // Only a MoA project takes members of other groups, and only its OWNERs invite them.
      if (!seesProject(subject, facts)) return hidden;
      return when(
        facts.projectMoa === true && facts.project === "OWNER" && !facts.projectArchived,
        refuse("NO_MODIFY_AUTHORITY"),
      );
    case "labbook.create":
    case "labbook.write": {
      // Education books are written like lab books (WRITER/OWNER of the project); the group reads only.
      if (!readsBook(subject, facts)) return hidden;
      const writes = facts.project === "OWNER" || facts.project === "WRITER";
      // Starting an education book is for the project's OWNERs and the group's managers (who write in it).
      const starts =
        action === "labbook.write" ||
        facts.bookKind !== "EDU" ||
        facts.project === "OWNER" ||
        facts.group === "manager";
      return when(writes && starts && !facts.projectArchived, refuse("NO_MODIFY_AUTHORITY"));
    }
    case "labbook.review": {
      if (!seesProject(subject, facts)) return hidden;
      const groupReviewer = facts.group === "manager" && facts.projectMoa !== true;
      const reviewer = facts.project === "OWNER" || groupReviewer;
      return when(reviewer && !facts.isWriter && !facts.projectArchived, refuse("NO_MODIFY_AUTHORITY"));
    }
    case "inventory.read":
    case "inventory.write":
      // Every member of the group keeps its cabinet: reads, adds, edits, disuses. Outsiders see nothing.
      return when(seesGroup(subject, facts), hidden);
    case "inventory.seePrivate":
      // Issue 5: "private: only its creator and group managers see it". Administrators see the
      // cabinet (seesGroup) but another member's private bottle only when they manage that group.
      return when(facts.group === "manager" || (seesGroup(subject, facts) && facts.isCreator === true), hidden);
  }
}

/** Shorthand for menus: is the action allowed? */
export function can(subject: Subject, action: Action, facts: Facts = {}, newRole?: Role): boolean {
  return decide(subject, action, facts, newRole).allowed;
}
