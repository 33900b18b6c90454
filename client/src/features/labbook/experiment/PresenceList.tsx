import { Avatar, Group, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Present } from "../collab/usePresence";

const shown = 5;

/** Who has this lab book open: one avatar per member, in their caret colour. */
export function PresenceList({ present }: { present: Present[] }) {
  const { t } = useTranslation();
  if (present.length === 0) return null;
  const rest = present.slice(shown);
  return (
    <Tooltip.Group openDelay={200}>
      <Group
        gap={4}
        wrap="nowrap"
        role="list"
        aria-label={t("labBook.presence.label", { count: present.length })}
        data-testid="presence-list"
      >
        {present.slice(0, shown).map((member) => {
          const name = member.isMe ? t("labBook.presence.me", { name: member.name }) : member.name;
          return (
            <Tooltip key={member.memberIdx} label={name} withArrow>
              <Avatar
                radius="xl"
                size={34}
                variant="filled"
                color={member.color}
                aria-label={name}
                role="listitem"
                data-testid="presence-member"
                data-name={member.name}
              >
                {(member.initial || member.name).slice(0, 2)}
              </Avatar>
            </Tooltip>
          );
        })}
        {rest.length > 0 ? (
          <Tooltip label={rest.map((member) => member.name).join(", ")} withArrow>
            <Avatar radius="xl" size={34}>
              +{rest.length}
            </Avatar>
          </Tooltip>
        ) : null}
      </Group>
    </Tooltip.Group>
  );
}
