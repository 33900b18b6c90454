import { AppShell, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { isAdministrator } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { AdministratorBadge } from "../../../components/AdministratorBadge";
import { useSubject } from "../../../session/subject";
import { isActivePath, navAreas } from "../navigation";
import { NoticeUnreadBadge } from "../../notice/NoticeUnreadBadge";
import { paths } from "../../../paths";

/** Every main area with its screens; a drawer below the md breakpoint (tablets). */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const administrator = isAdministrator(useSubject().role);
  return (
    <AppShell.Section grow component={ScrollArea} type="scroll" data-testid="side-nav">
      <Stack gap="lg" p="md" component="nav" aria-label={t("nav.label")}>
        {navAreas.map((area) => (
          <Stack key={area.key} gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {t(area.labelKey)}
            </Text>
            {area.items.map((entry) => (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={t(entry.labelKey)}
                active={isActivePath(pathname, entry.to)}
                onClick={onNavigate}
                rightSection={
                  administrator && entry.administratorView ? (
                    <AdministratorBadge
                      label={t("header.adminMenu")}
                      hint={t("header.adminMenuHint")}
                      testId={`${entry.testId}-admin`}
                      size="xs"
                    />
                  ) : entry.to === paths.notice() ? (
                    <NoticeUnreadBadge />
                  ) : undefined
                }
                data-testid={entry.testId}
                styles={{ root: { borderRadius: 8, minHeight: 44 }, label: { fontSize: 15 } }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </AppShell.Section>
  );
}
