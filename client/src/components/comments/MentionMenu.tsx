import { ActionIcon, Menu, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Mentionable } from "./mentions";

interface MentionMenuProps {
  /** Whom it offers (already without the writer). */
  members: readonly Mentionable[];
  opened: boolean;
  onChange: (opened: boolean) => void;
  onPick: (member: Mentionable) => void;
  /** Test id of the "@" button. */
  testId: string;
  /** Test id of each member in the list. */
  optionTestId: string;
  /** A line above the members: why someone is missing from the list. */
  hint?: string;
}

/** The "@" button and its list of members to mention (comment boxes, a lab book's text). */
export function MentionMenu({ members, opened, onChange, onPick, testId, optionTestId, hint }: MentionMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={onChange} trapFocus={false}>
      <Menu.Target>
        <Tooltip label={t("comments.mention")}>
          <ActionIcon variant="subtle" aria-label={t("comments.mention")} data-testid={testId}>
            <Text fw={700}>@</Text>
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown mah={240} style={{ overflowY: "auto" }}>
        {hint ? <Menu.Label>{hint}</Menu.Label> : null}
        {members.length === 0 ? <Menu.Label>{t("comments.mentionNobody")}</Menu.Label> : null}
        {members.map((member) => (
          <Menu.Item key={member.memberIdx} onClick={() => onPick(member)} data-testid={optionTestId}>
            {member.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
