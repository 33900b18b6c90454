import {
  isMemberActivity,
  projectLevels,
  type ActivityItem,
  type ActivityKind,
  type ProjectLevel,
  type UiTexts,
} from "@enote/shared";
import { messageText } from "../../i18n";
import { namedMember } from "../../lib/memberName";

type Worded = UiTexts["dashboard"]["activity"];
type HasText<K> = K extends `${infer Area extends keyof Worded & string}.${infer Event}`
  ? Event extends keyof Worded[Area]
    ? K
    : never
  : never;
/** Fails the typecheck when an activity kind has no text under `dashboard.activity`. */
export const everyActivityWorded: [Exclude<ActivityKind, HasText<ActivityKind>>] extends [never] ? true : never = true;

/** project.memberLevel records "name: LEVEL"; the level is worded in the reader's language. */
function splitLevel(text: string): { name: string; level: ProjectLevel | null } {
  const at = text.lastIndexOf(": ");
  const level = at >= 0 ? text.slice(at + 2) : "";
  return (projectLevels as readonly string[]).includes(level)
    ? { name: text.slice(0, at), level: level as ProjectLevel }
    : { name: text, level: null };
}

/**
 * One activity as a sentence in the current language. Every kind has a text under
 * `dashboard.activity.<kind>` (checked above; the ko catalogue mirrors en); the key is built at
 * run time, so it goes through the untyped lookup.
 */
export function activityText(item: ActivityItem): string {
  // A member who left keeps their name, marked as left (namedMember decides how it reads).
  const subjectLeft = item.subjectLeft === true;
  const recorded = item.text ?? "";
  const { name, level } = item.kind === "project.memberLevel" ? splitLevel(recorded) : { name: recorded, level: null };
  return messageText({
    key: `dashboard.activity.${item.kind}`,
    params: {
      actor: namedMember({ name: item.actorName, left: item.actorLeft }),
      group: item.groupName,
      project: item.projectName ?? "",
      text: isMemberActivity(item.kind) ? namedMember({ name: recorded, left: subjectLeft }) : recorded,
      name: namedMember({ name, left: subjectLeft }),
      level: level ? messageText({ key: `levels.${level}` }) : "",
    },
  });
}
