import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconChevronDown, IconLogout, IconUser } from "../../../components/icons";
import { memberDisplayName } from "../../../lib/memberName";
import { paths } from "../../../paths";
import { logout } from "../../../session/logout";
import { useSession } from "../../../session/store";

/** The member's name with a menu: account and logout. */
export function MemberMenu() {
  const { t } = useTranslation();
  const member = useSession((state) => state.member);
  if (!member) return null;
  const name = memberDisplayName(member);
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton
          data-testid="member-menu"
          aria-label={t("header.memberMenu")}
          py={6}
          px={8}
          style={{ borderRadius: 8 }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar size={34} radius="xl" color="lab">
              {member.initial.slice(0, 2)}
            </Avatar>
            <Text fw={600} size="sm" maw={160} truncate="end" visibleFrom="xs" data-testid="header-member-name">
              {name}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{member.memberId}</Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.account()}
          leftSection={<IconUser size={18} />}
          data-testid="menu-account"
        >
          {t("header.account")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={() => logout()} data-testid="logout">
          {t("header.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
