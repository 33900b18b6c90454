import { Badge, Group } from "@mantine/core";
import { memberColor, type VersionMember } from "@enote/shared";
import { namedMember } from "../../lib/memberName";

/** Members as badges in their own colour, the one the diff marks their changes with. */
export function AuthorChips({ members }: { members: readonly VersionMember[] }) {
  return (
    <Group gap={4}>
      {members.map((member) => (
        <Badge
          key={member.memberIdx}
          size="sm"
          variant="light"
          color={memberColor(member.memberIdx)}
          data-testid="history-author"
          data-member={member.memberIdx}
        >
          {namedMember(member)}
        </Badge>
      ))}
    </Group>
  );
}
