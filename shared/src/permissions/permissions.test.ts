import { describe, expect, it } from "vitest";
import type { Role } from "../roles";
import {
  actions,
  can,
  decide,
  type Action,
  type Decision,
  type Facts,
  type GroupStanding,
  type Subject,
} from "./index";

// The permission matrix of issue 3 ("Permission model"). Each action lists its expected decision
// for every actor of its kind; the Record types make a missing actor a type error.

interface Row {
  description: string;
  subject: Subject;
  action: Action;
  facts: Facts;
  newRole?: Role;
  expected: Decision;
}

interface Actor {
  subject: Subject;
  facts: Facts;
}

const allowed: Decision = { allowed: true };
const notFound: Decision = { allowed: false, code: "NOT_FOUND" };
const noModify: Decision = { allowed: false, code: "NO_MODIFY_AUTHORITY" };
const noDelete: Decision = { allowed: false, code: "NO_DELETE_AUTHORITY" };
const noMenu: Decision = { allowed: false, code: "NO_MENU_ACCESS" };

const SELF = 1;
const OTHER = 2;
const asRole = (role: Role): Subject => ({ memberIdx: SELF, role });

function outcome(decision: Decision): string {
  return decision.allowed ? "allowed" : decision.code;
}

function rowsFor<K extends string>(
  action: Action,
  actors: Record<K, Actor>,
  expected: Record<K, Decision>,
  suffix = "",
): Row[] {
  return (Object.keys(actors) as K[]).map((label) => ({
    description: `${label}${suffix}: ${action} → ${outcome(expected[label])}`,
    subject: actors[label].subject,
    action,
    facts: actors[label].facts,
    expected: expected[label],
  }));
}

/** The same actors, asking about an archived project. */
function archived<K extends string>(actors: Record<K, Actor>): Record<K, Actor> {
  const entries = Object.entries<Actor>(actors).map(([label, actor]) => [
    label,
    { ...actor, facts: { ...actor.facts, projectArchived: true } },
  ]);
  return Object.fromEntries(entries) as Record<K, Actor>;
}

// ---------------------------------------------------------------------------------------------
// Installation-wide menus: only the role counts, not what the member manages.

const installationActors = {
  MADE: { subject: asRole("MADE"), facts: {} },
  ADMIN: { subject: asRole("ADMIN"), facts: {} },
  MANAGER: { subject: asRole("MANAGER"), facts: {} },
  FRONT: { subject: asRole("FRONT"), facts: {} },
  "FRONT who manages a group": { subject: asRole("FRONT"), facts: { group: "manager" } },
} satisfies Record<string, Actor>;

const installationRows: Row[] = [
  ...rowsFor("member.list", installationActors, {
    MADE: allowed,
    ADMIN: allowed,
    MANAGER: noMenu,
    FRONT: noMenu,
    // Issue 3: "group managers see their groups' members".
    "FRONT who manages a group": allowed,
  }),
  ...rowsFor("group.create", installationActors, {
    MADE: allowed,
    ADMIN: allowed,
    MANAGER: allowed,
    FRONT: noMenu,
    "FRONT who manages a group": noMenu,
  }),
];

// ---------------------------------------------------------------------------------------------
// Acting on another member's account: role change, password reset, (de)activation.

interface MemberCase {
  target?: Facts["target"];
  /** The subject's standing in the target's group. */
  group?: Facts["group"];
  newRole?: Role;
}

/** Builds the case for a subject, so "themselves" can be the subject's own index and role. */
type MemberCaseOf = (subject: Subject) => MemberCase;

const other = (role: Role) => ({ memberIdx: OTHER, role });

const roleChanges = {
  "themselves to FRONT": (s) => ({ target: { memberIdx: s.memberIdx, role: s.role }, newRole: "FRONT" }),
  "themselves to ADMIN": (s) => ({ target: { memberIdx: s.memberIdx, role: s.role }, newRole: "ADMIN" }),
  "a FRONT member to MANAGER": () => ({ target: other("FRONT"), newRole: "MANAGER" }),
  "a FRONT member to ADMIN": () => ({ target: other("FRONT"), newRole: "ADMIN" }),
  "a FRONT member to MADE": () => ({ target: other("FRONT"), newRole: "MADE" }),
  "a MANAGER to FRONT": () => ({ target: other("MANAGER"), newRole: "FRONT" }),
  "a MANAGER to ADMIN": () => ({ target: other("MANAGER"), newRole: "ADMIN" }),
  "an ADMIN to FRONT": () => ({ target: other("ADMIN"), newRole: "FRONT" }),
  "an ADMIN to MANAGER": () => ({ target: other("ADMIN"), newRole: "MANAGER" }),
  "a MADE to FRONT": () => ({ target: other("MADE"), newRole: "FRONT" }),
  "a member of a group they manage to MANAGER": () => ({
    group: "manager",
    target: { ...other("FRONT"), groupStanding: "member" },
    newRole: "MANAGER",
  }),
  "no one (target unknown) to MANAGER": () => ({ newRole: "MANAGER" }),
} satisfies Record<string, MemberCaseOf>;

const accountTargets = {
  themselves: (s) => ({ target: { memberIdx: s.memberIdx, role: s.role } }),
  "a FRONT member": () => ({ target: other("FRONT") }),
  "a MANAGER": () => ({ target: other("MANAGER") }),
  "an ADMIN": () => ({ target: other("ADMIN") }),
  "a MADE": () => ({ target: other("MADE") }),
  "a member of a group they manage": () => ({
    group: "manager",
    target: { ...other("FRONT"), groupStanding: "member" },
  }),
  "no one (target unknown)": () => ({}),
} satisfies Record<string, MemberCaseOf>;

function memberRows<K extends string>(
  action: Action,
  role: Role,
  cases: Record<K, MemberCaseOf>,
  expected: Record<K, Decision>,
): Row[] {
  const subject = asRole(role);
  return (Object.keys(cases) as K[]).map((label) => {
    const { target, group, newRole } = cases[label](subject);
    const facts: Facts = {};
    if (target) facts.target = target;
    if (group) facts.group = group;
    const row: Row = {
      description: `${role}: ${action} for ${label} → ${outcome(expected[label])}`,
      subject,
      action,
      facts,
      expected: expected[label],
    };
    if (newRole) row.newRole = newRole;
    return row;
  });
}

/** Members who are not administrators never reach the users menu, whoever the target. */
function noMenuFor<K extends string>(cases: Record<K, MemberCaseOf>): Record<K, Decision> {
  return Object.fromEntries(Object.keys(cases).map((label) => [label, noMenu])) as Record<K, Decision>;
}

const memberRowsAll: Row[] = [
  // Only MADE appoints or removes ADMINs; nobody changes their own role.
  ...memberRows("member.changeRole", "MADE", roleChanges, {
    "themselves to FRONT": noModify,
    "themselves to ADMIN": noModify,
    "a FRONT member to MANAGER": allowed,
    "a FRONT member to ADMIN": allowed,
    // Issue 3 does not say who appoints or demotes a MADE: this row and "a MADE to FRONT" pin decide.
    "a FRONT member to MADE": allowed,
    "a MANAGER to FRONT": allowed,
    "a MANAGER to ADMIN": allowed,
    "an ADMIN to FRONT": allowed,
    "an ADMIN to MANAGER": allowed,
    "a MADE to FRONT": allowed,
    "a member of a group they manage to MANAGER": allowed,
    "no one (target unknown) to MANAGER": noModify,
  }),
  ...memberRows("member.changeRole", "ADMIN", roleChanges, {
    "themselves to FRONT": noModify,
    "themselves to ADMIN": noModify,
    "a FRONT member to MANAGER": allowed,
    "a FRONT member to ADMIN": noModify,
    "a FRONT member to MADE": noModify,
    "a MANAGER to FRONT": allowed,
    "a MANAGER to ADMIN": noModify,
    "an ADMIN to FRONT": noModify,
    "an ADMIN to MANAGER": noModify,
    "a MADE to FRONT": noModify,
    "a member of a group they manage to MANAGER": allowed,
    "no one (target unknown) to MANAGER": noModify,
  }),
  ...memberRows("member.changeRole", "MANAGER", roleChanges, noMenuFor(roleChanges)),
  ...memberRows("member.changeRole", "FRONT", roleChanges, noMenuFor(roleChanges)),
  ...(["member.resetPassword", "member.setActive"] as const).flatMap((action) => [
    ...memberRows(action, "MADE", accountTargets, {
      themselves: noModify,
      "a FRONT member": allowed,
      "a MANAGER": allowed,
      "an ADMIN": allowed,
      "a MADE": allowed,
      "a member of a group they manage": allowed,
      "no one (target unknown)": noModify,
    }),
    ...memberRows(action, "ADMIN", accountTargets, {
      themselves: noModify,
      "a FRONT member": allowed,
      "a MANAGER": allowed,
      // Issue 3 gives ADMIN "all members"; decide leaves ADMIN and MADE accounts to MADE (pinned, open).
      "an ADMIN": noModify,
      "a MADE": noModify,
      "a member of a group they manage": allowed,
      "no one (target unknown)": noModify,
    }),
    ...memberRows(action, "MANAGER", accountTargets, noMenuFor(accountTargets)),
    ...memberRows(action, "FRONT", accountTargets, noMenuFor(accountTargets)),
  ]),
];

// ---------------------------------------------------------------------------------------------
// A group: every installation role in each standing.

const groupActors = {
  "MADE outside the group": { subject: asRole("MADE"), facts: { group: "none" } },
  "MADE group member": { subject: asRole("MADE"), facts: { group: "member" } },
  "MADE group manager": { subject: asRole("MADE"), facts: { group: "manager" } },
  "ADMIN outside the group": { subject: asRole("ADMIN"), facts: { group: "none" } },
  "ADMIN group member": { subject: asRole("ADMIN"), facts: { group: "member" } },
  "ADMIN group manager": { subject: asRole("ADMIN"), facts: { group: "manager" } },
  "MANAGER outside the group": { subject: asRole("MANAGER"), facts: { group: "none" } },
  "MANAGER group member": { subject: asRole("MANAGER"), facts: { group: "member" } },
  "MANAGER group manager": { subject: asRole("MANAGER"), facts: { group: "manager" } },
  "FRONT outside the group": { subject: asRole("FRONT"), facts: { group: "none" } },
  "FRONT group member": { subject: asRole("FRONT"), facts: { group: "member" } },
  "FRONT group manager": { subject: asRole("FRONT"), facts: { group: "manager" } },
} satisfies Record<string, Actor>;

type GroupActor = keyof typeof groupActors;

/** Group managers and administrators may; members see the group but may not; outsiders do not see it. */
const managersOnly = (refusal: Decision): Record<GroupActor, Decision> => ({
  "MADE outside the group": allowed,
  "MADE group member": allowed,
  "MADE group manager": allowed,
  "ADMIN outside the group": allowed,
  "ADMIN group member": allowed,
  "ADMIN group manager": allowed,
  "MANAGER outside the group": notFound,
  "MANAGER group member": refusal,
  "MANAGER group manager": allowed,
  "FRONT outside the group": notFound,
  "FRONT group member": refusal,
  "FRONT group manager": allowed,
});

/** The subject aiming the manager toggle at their own row of the group's members. */
const themselves = (role: Role, group: GroupStanding): Actor => ({
  subject: asRole(role),
  facts: { group, target: { memberIdx: SELF, role, groupStanding: group } },
});

// Issue 3 "promoting oneself": refused to a member who does not manage the group. Administrators
// manage every group already, so one who is a plain member may appoint themselves; a manager may
// step down (the api refuses the last one with LAST_GROUP_MANAGER).
const selfAppointActors = {
  "MADE group member appointing themselves": themselves("MADE", "member"),
  "ADMIN group member appointing themselves": themselves("ADMIN", "member"),
  "MANAGER group member appointing themselves": themselves("MANAGER", "member"),
  "FRONT group member appointing themselves": themselves("FRONT", "member"),
  "MANAGER group manager stepping down": themselves("MANAGER", "manager"),
  "FRONT group manager stepping down": themselves("FRONT", "manager"),
} satisfies Record<string, Actor>;

const groupRows: Row[] = [
  ...rowsFor("group.view", groupActors, {
    "MADE outside the group": allowed,
    "MADE group member": allowed,
    "MADE group manager": allowed,
    "ADMIN outside the group": allowed,
    "ADMIN group member": allowed,
    "ADMIN group manager": allowed,
    "MANAGER outside the group": notFound,
    "MANAGER group member": allowed,
    "MANAGER group manager": allowed,
    "FRONT outside the group": notFound,
    "FRONT group member": allowed,
    "FRONT group manager": allowed,
  }),
  ...rowsFor("group.manage", groupActors, managersOnly(noModify)),
  ...rowsFor("group.appointManager", groupActors, managersOnly(noModify)),
  ...rowsFor("group.removeMember", groupActors, managersOnly(noDelete)),
  ...rowsFor("project.create", groupActors, managersOnly(noModify)),
  ...rowsFor("group.appointManager", selfAppointActors, {
    "MADE group member appointing themselves": allowed,
    "ADMIN group member appointing themselves": allowed,
    "MANAGER group member appointing themselves": noModify,
    "FRONT group member appointing themselves": noModify,
    "MANAGER group manager stepping down": allowed,
    "FRONT group manager stepping down": allowed,
  }),
  ...rowsFor("group.leave", groupActors, {
    "MADE outside the group": notFound,
    "MADE group member": allowed,
    "MADE group manager": allowed,
    "ADMIN outside the group": notFound,
    "ADMIN group member": allowed,
    "ADMIN group manager": allowed,
    "MANAGER outside the group": notFound,
    "MANAGER group member": allowed,
    "MANAGER group manager": allowed,
    "FRONT outside the group": notFound,
    "FRONT group member": allowed,
    "FRONT group manager": allowed,
  }),
];

// ---------------------------------------------------------------------------------------------
// A project and its lab books.

const projectActors = {
  "FRONT outside the group": { subject: asRole("FRONT"), facts: { group: "none", project: null } },
  "MANAGER outside the group": { subject: asRole("MANAGER"), facts: { group: "none", project: null } },
  "group member outside the project": { subject: asRole("FRONT"), facts: { group: "member", project: null } },
  "project READER": { subject: asRole("FRONT"), facts: { group: "member", project: "READER" } },
  "project WRITER": { subject: asRole("FRONT"), facts: { group: "member", project: "WRITER" } },
  "project OWNER": { subject: asRole("FRONT"), facts: { group: "member", project: "OWNER" } },
  "group manager outside the project": { subject: asRole("MANAGER"), facts: { group: "manager", project: null } },
  "group manager who is a project READER": { subject: asRole("FRONT"), facts: { group: "manager", project: "READER" } },
  "ADMIN outside the group": { subject: asRole("ADMIN"), facts: { group: "none", project: null } },
  "ADMIN who is a project WRITER": { subject: asRole("ADMIN"), facts: { group: "member", project: "WRITER" } },
  "MADE outside the group": { subject: asRole("MADE"), facts: { group: "none", project: null } },
} satisfies Record<string, Actor>;

type ProjectActor = keyof typeof projectActors;

/** Who sees a project (and reads its lab books); archiving changes nothing here. */
const seesProject: Record<ProjectActor, Decision> = {
  "FRONT outside the group": notFound,
  "MANAGER outside the group": notFound,
  "group member outside the project": notFound,
  "project READER": allowed,
  "project WRITER": allowed,
  "project OWNER": allowed,
  "group manager outside the project": allowed,
  "group manager who is a project READER": allowed,
  "ADMIN outside the group": allowed,
  "ADMIN who is a project WRITER": allowed,
  "MADE outside the group": allowed,
};

/** An archived project is read-only for everyone: those who see it are refused, the rest still get 404. */
const archivedChange: Record<ProjectActor, Decision> = {
  "FRONT outside the group": notFound,
  "MANAGER outside the group": notFound,
  "group member outside the project": notFound,
  "project READER": noModify,
  "project WRITER": noModify,
  "project OWNER": noModify,
  "group manager outside the project": noModify,
  "group manager who is a project READER": noModify,
  "ADMIN outside the group": noModify,
  "ADMIN who is a project WRITER": noModify,
  "MADE outside the group": noModify,
};

/** WRITER and OWNER create and edit lab books; administrators and group managers only read them. */
const writesLabBooks: Record<ProjectActor, Decision> = {
  "FRONT outside the group": notFound,
  "MANAGER outside the group": notFound,
  "group member outside the project": notFound,
  "project READER": noModify,
  "project WRITER": allowed,
  "project OWNER": allowed,
  "group manager outside the project": noModify,
  "group manager who is a project READER": noModify,
  "ADMIN outside the group": noModify,
  "ADMIN who is a project WRITER": allowed,
  "MADE outside the group": noModify,
};

const ARCHIVED = ", archived project";

const projectManagers: Record<ProjectActor, Decision> = {
  "FRONT outside the group": notFound,
  "MANAGER outside the group": notFound,
  "group member outside the project": notFound,
  "project READER": noModify,
  "project WRITER": noModify,
  "project OWNER": allowed,
  "group manager outside the project": allowed,
  "group manager who is a project READER": allowed,
  "ADMIN outside the group": allowed,
  "ADMIN who is a project WRITER": allowed,
  "MADE outside the group": allowed,
};

const projectRows: Row[] = [
  ...(["project.view", "labbook.read"] as const).flatMap((action) => [
    ...rowsFor(action, projectActors, seesProject),
    ...rowsFor(action, archived(projectActors), seesProject, ARCHIVED),
  ]),
  ...rowsFor("project.manage", projectActors, projectManagers),
  ...rowsFor("project.manage", archived(projectActors), archivedChange, ARCHIVED),
  // (Un)archiving stays possible on an archived project, or nobody could ever un-archive it.
  ...rowsFor("project.archive", projectActors, projectManagers),
  ...rowsFor("project.archive", archived(projectActors), projectManagers, ARCHIVED),
  ...(["labbook.create", "labbook.write"] as const).flatMap((action) => [
    ...rowsFor(action, projectActors, writesLabBooks),
    ...rowsFor(action, archived(projectActors), archivedChange, ARCHIVED),
  ]),
];

// Review: an OWNER or a group manager, never the lab book's own writer.
const reviewActors = {
  "FRONT outside the group": { subject: asRole("FRONT"), facts: { group: "none", project: null, isWriter: false } },
  "group member outside the project": {
    subject: asRole("FRONT"),
    facts: { group: "member", project: null, isWriter: false },
  },
  "project READER": { subject: asRole("FRONT"), facts: { group: "member", project: "READER", isWriter: false } },
  "project WRITER, not the writer": {
    subject: asRole("FRONT"),
    facts: { group: "member", project: "WRITER", isWriter: false },
  },
  "project WRITER, the writer": {
    subject: asRole("FRONT"),
    facts: { group: "member", project: "WRITER", isWriter: true },
  },
  "project OWNER, not the writer": {
    subject: asRole("FRONT"),
    facts: { group: "member", project: "OWNER", isWriter: false },
  },
  "project OWNER, the writer": {
    subject: asRole("FRONT"),
    facts: { group: "member", project: "OWNER", isWriter: true },
  },
  "group manager outside the project": {
    subject: asRole("MANAGER"),
    facts: { group: "manager", project: null, isWriter: false },
  },
  "group manager who is the WRITER and the writer": {
    subject: asRole("MANAGER"),
    facts: { group: "manager", project: "WRITER", isWriter: true },
  },
  "ADMIN outside the group": { subject: asRole("ADMIN"), facts: { group: "none", project: null, isWriter: false } },
  "ADMIN who is a project OWNER, not the writer": {
    subject: asRole("ADMIN"),
    facts: { group: "member", project: "OWNER", isWriter: false },
  },
  "MADE outside the group": { subject: asRole("MADE"), facts: { group: "none", project: null, isWriter: false } },
} satisfies Record<string, Actor>;

const reviewRows: Row[] = [
  ...rowsFor("labbook.review", reviewActors, {
    "FRONT outside the group": notFound,
    "group member outside the project": notFound,
    "project READER": noModify,
    "project WRITER, not the writer": noModify,
    "project WRITER, the writer": noModify,
    "project OWNER, not the writer": allowed,
    "project OWNER, the writer": noModify,
    "group manager outside the project": allowed,
    "group manager who is the WRITER and the writer": noModify,
    "ADMIN outside the group": noModify,
    "ADMIN who is a project OWNER, not the writer": allowed,
    "MADE outside the group": noModify,
  }),
  // Reviewing changes the lab book, and an archived project is read-only for everyone.
  ...rowsFor(
    "labbook.review",
    archived(reviewActors),
    {
      "FRONT outside the group": notFound,
      "group member outside the project": notFound,
      "project READER": noModify,
      "project WRITER, not the writer": noModify,
      "project WRITER, the writer": noModify,
      "project OWNER, not the writer": noModify,
      "project OWNER, the writer": noModify,
      "group manager outside the project": noModify,
      "group manager who is the WRITER and the writer": noModify,
      "ADMIN outside the group": noModify,
      "ADMIN who is a project OWNER, not the writer": noModify,
      "MADE outside the group": noModify,
    },
    ARCHIVED,
  ),
];

// ---------------------------------------------------------------------------------------------
// The group's reagent inventory and supplies: every group member reads and writes; a private
// item exists only for its creator and the group's managers (issue 5), not for administrators.

const inventoryActors = {
  "FRONT outside the group": { subject: asRole("FRONT"), facts: { group: "none", isCreator: false } },
  "MANAGER outside the group": { subject: asRole("MANAGER"), facts: { group: "none", isCreator: false } },
  "group member": { subject: asRole("FRONT"), facts: { group: "member", isCreator: false } },
  "group member who created the item": { subject: asRole("FRONT"), facts: { group: "member", isCreator: true } },
  "group manager": { subject: asRole("FRONT"), facts: { group: "manager", isCreator: false } },
  "former member who created the item": { subject: asRole("FRONT"), facts: { group: "none", isCreator: true } },
  "ADMIN outside the group": { subject: asRole("ADMIN"), facts: { group: "none", isCreator: false } },
  "MADE outside the group": { subject: asRole("MADE"), facts: { group: "none", isCreator: false } },
  "ADMIN group member": { subject: asRole("ADMIN"), facts: { group: "member", isCreator: false } },
  "ADMIN who created the item": { subject: asRole("ADMIN"), facts: { group: "none", isCreator: true } },
  "ADMIN group manager": { subject: asRole("ADMIN"), facts: { group: "manager", isCreator: false } },
} satisfies Record<string, Actor>;

type InventoryActor = keyof typeof inventoryActors;

const keepsCabinet: Record<InventoryActor, Decision> = {
  "FRONT outside the group": notFound,
  "MANAGER outside the group": notFound,
  "group member": allowed,
  "group member who created the item": allowed,
  "group manager": allowed,
  "former member who created the item": notFound,
  "ADMIN outside the group": allowed,
  "MADE outside the group": allowed,
  "ADMIN group member": allowed,
  "ADMIN who created the item": allowed,
  "ADMIN group manager": allowed,
};

const inventoryRows: Row[] = [
  ...rowsFor("inventory.read", inventoryActors, keepsCabinet),
  ...rowsFor("inventory.write", inventoryActors, keepsCabinet),
  ...rowsFor("inventory.seePrivate", inventoryActors, {
    "FRONT outside the group": notFound,
    "MANAGER outside the group": notFound,
    "group member": notFound,
    "group member who created the item": allowed,
    "group manager": allowed,
    "former member who created the item": notFound,
    "ADMIN outside the group": notFound,
    "MADE outside the group": notFound,
    "ADMIN group member": notFound,
    "ADMIN who created the item": allowed,
    "ADMIN group manager": allowed,
  }),
];

// ---------------------------------------------------------------------------------------------
// Book kinds (issue 22): education books are read by the whole group and written by the project's
// WRITERs and OWNERs; a MoA project and its books exist only for the project's members — no group
// role (manager, administrator) reaches them, and a partner who joined reads them.

const eduActors = {
  "project OWNER": { subject: asRole("FRONT"), facts: { group: "member", project: "OWNER", bookKind: "EDU" } },
  "project WRITER": { subject: asRole("FRONT"), facts: { group: "member", project: "WRITER", bookKind: "EDU" } },
  "project READER": { subject: asRole("FRONT"), facts: { group: "member", project: "READER", bookKind: "EDU" } },
  "group member outside the project": {
    subject: asRole("FRONT"),
    facts: { group: "member", project: null, bookKind: "EDU" },
  },
  "group manager outside the project": {
    subject: asRole("FRONT"),
    facts: { group: "manager", project: null, bookKind: "EDU" },
  },
  "group manager who is a WRITER": {
    subject: asRole("FRONT"),
    facts: { group: "manager", project: "WRITER", bookKind: "EDU" },
  },
  outsider: { subject: asRole("FRONT"), facts: { group: "none", project: null, bookKind: "EDU" } },
} satisfies Record<string, Actor>;

const moaActors = {
  "MoA project OWNER": { subject: asRole("FRONT"), facts: { group: "member", project: "OWNER", projectMoa: true } },
  "MoA project WRITER from the partner group": {
    subject: asRole("FRONT"),
    facts: { group: "none", project: "WRITER", projectMoa: true },
  },
  "partner who joined (READER)": {
    subject: asRole("FRONT"),
    facts: { group: "none", project: "READER", projectMoa: true },
  },
  "owning group member outside the project": {
    subject: asRole("FRONT"),
    facts: { group: "member", project: null, projectMoa: true },
  },
  "owning group manager outside the project": {
    subject: asRole("MANAGER"),
    facts: { group: "manager", project: null, projectMoa: true },
  },
  "owning group manager who is a READER": {
    subject: asRole("FRONT"),
    facts: { group: "manager", project: "READER", projectMoa: true },
  },
  "ADMIN outside the project": { subject: asRole("ADMIN"), facts: { group: "none", project: null, projectMoa: true } },
  outsider: { subject: asRole("FRONT"), facts: { group: "none", project: null, projectMoa: true } },
} satisfies Record<string, Actor>;

const moaBookActors = Object.fromEntries(
  Object.entries<Actor>(moaActors).map(([label, actor]) => [
    label,
    { ...actor, facts: { ...actor.facts, bookKind: "MOA" } },
  ]),
) as Record<keyof typeof moaActors, Actor>;

const kindRows: Row[] = [
  ...rowsFor(
    "labbook.read",
    eduActors,
    {
      "project OWNER": allowed,
      "project WRITER": allowed,
      "project READER": allowed,
      "group member outside the project": allowed,
      "group manager outside the project": allowed,
      "group manager who is a WRITER": allowed,
      outsider: notFound,
    },
    " (education book)",
  ),
  ...rowsFor(
    "labbook.write",
    eduActors,
    {
      "project OWNER": allowed,
      "project WRITER": allowed,
      "project READER": noModify,
      "group member outside the project": noModify,
      "group manager outside the project": noModify,
      "group manager who is a WRITER": allowed,
      outsider: notFound,
    },
    " (education book)",
  ),
  ...rowsFor(
    "labbook.create",
    eduActors,
    {
      "project OWNER": allowed,
      "project WRITER": noModify,
      "project READER": noModify,
      "group member outside the project": noModify,
      "group manager outside the project": noModify,
      "group manager who is a WRITER": allowed,
      outsider: notFound,
    },
    " (education book)",
  ),
  ...rowsFor(
    "labbook.read",
    {
      "group member outside the project": {
        subject: asRole("FRONT"),
        facts: { group: "member", project: null, bookKind: "LAB" },
      },
    },
    { "group member outside the project": notFound },
    " (lab book)",
  ),
  ...rowsFor(
    "labbook.read",
    moaBookActors,
    {
      "MoA project OWNER": allowed,
      "MoA project WRITER from the partner group": allowed,
      "partner who joined (READER)": allowed,
      "owning group member outside the project": notFound,
      "owning group manager outside the project": notFound,
      "owning group manager who is a READER": allowed,
      "ADMIN outside the project": notFound,
      outsider: notFound,
    },
    " (MoA book)",
  ),
  ...rowsFor(
    "labbook.write",
    moaBookActors,
    {
      "MoA project OWNER": allowed,
      "MoA project WRITER from the partner group": allowed,
      "partner who joined (READER)": noModify,
      "owning group member outside the project": notFound,
      "owning group manager outside the project": notFound,
      "owning group manager who is a READER": noModify,
      "ADMIN outside the project": notFound,
      outsider: notFound,
    },
    " (MoA book)",
  ),
  ...rowsFor(
    "labbook.review",
    moaBookActors,
    {
      "MoA project OWNER": allowed,
      "MoA project WRITER from the partner group": noModify,
      "partner who joined (READER)": noModify,
      "owning group member outside the project": notFound,
      "owning group manager outside the project": notFound,
      // A group manager reviews lab books of the group's projects, but not a MoA project's.
      "owning group manager who is a READER": noModify,
      "ADMIN outside the project": notFound,
      outsider: notFound,
    },
    " (MoA book)",
  ),
  ...rowsFor(
    "project.view",
    moaActors,
    {
      "MoA project OWNER": allowed,
      "MoA project WRITER from the partner group": allowed,
      "partner who joined (READER)": allowed,
      "owning group member outside the project": notFound,
      "owning group manager outside the project": notFound,
      "owning group manager who is a READER": allowed,
      "ADMIN outside the project": notFound,
      outsider: notFound,
    },
    " (MoA project)",
  ),
  ...rowsFor(
    "project.manage",
    moaActors,
    {
      "MoA project OWNER": allowed,
      "MoA project WRITER from the partner group": noModify,
      "partner who joined (READER)": noModify,
      "owning group member outside the project": notFound,
      "owning group manager outside the project": notFound,
      "owning group manager who is a READER": noModify,
      "ADMIN outside the project": notFound,
      outsider: notFound,
    },
    " (MoA project)",
  ),
  ...rowsFor(
    "project.invite",
    moaActors,
    {
      "MoA project OWNER": allowed,
      "MoA project WRITER from the partner group": noModify,
      "partner who joined (READER)": noModify,
      "owning group member outside the project": notFound,
      "owning group manager outside the project": notFound,
      "owning group manager who is a READER": noModify,
      "ADMIN outside the project": notFound,
      outsider: notFound,
    },
    " (MoA project)",
  ),
  ...rowsFor(
    "project.invite",
    archived({ "MoA project OWNER": moaActors["MoA project OWNER"] }),
    { "MoA project OWNER": noModify },
    " (archived MoA project)",
  ),
  ...rowsFor(
    "project.invite",
    { "project OWNER": { subject: asRole("FRONT"), facts: { group: "member", project: "OWNER", projectMoa: false } } },
    { "project OWNER": noModify },
    " (not a MoA project)",
  ),
];

const rows: Row[] = [
  ...installationRows,
  ...memberRowsAll,
  ...groupRows,
  ...projectRows,
  ...reviewRows,
  ...inventoryRows,
  ...kindRows,
];

describe("decide and can", () => {
  // A loop rather than it.each: it.each cuts long "$description" names short.
  for (const { description, subject, action, facts, newRole, expected } of rows) {
    it(description, () => {
      expect(decide(subject, action, facts, newRole)).toStrictEqual(expected);
      expect(can(subject, action, facts, newRole)).toBe(expected.allowed);
    });
  }
});

describe("the permission table", () => {
  it.each(actions)("has an allowed and a refused row for %s", (action) => {
    const outcomes = rows.filter((row) => row.action === action).map((row) => row.expected.allowed);
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  });

  it("describes every row differently", () => {
    const descriptions = rows.map((row) => row.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
