import { Anchor, Burger, Group } from "@mantine/core";
import { isAdministrator } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { AdministratorBadge } from "../../../components/AdministratorBadge";
import { BrandMark } from "../../../components/BrandMark";
import { paths } from "../../../paths";
import { useSubject } from "../../../session/subject";
import { HeaderAreaLinks } from "./HeaderAreaLinks";
import { LocaleSwitch } from "./LocaleSwitch";
import { MemberMenu } from "./MemberMenu";
import { NotificationBell } from "../../notifications/NotificationBell";

interface AppHeaderProps {
  withNav: boolean;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

export function AppHeader({ withNav, mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: AppHeaderProps) {
  const { t } = useTranslation();
  const administrator = isAdministrator(useSubject().role);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="app-header">
      <Group gap="sm" wrap="nowrap">
        {withNav ? (
          <>
            <Burger
              opened={mobileOpened}
              aria-expanded={mobileOpened}
              onClick={onToggleMobile}
              hiddenFrom="md"
              aria-label={t("nav.toggle")}
              data-testid="nav-toggle"
            />
            <Burger
              opened={false}
              aria-expanded={desktopOpened}
              onClick={onToggleDesktop}
              visibleFrom="md"
              size="sm"
              aria-label={t("nav.toggle")}
            />
          </>
        ) : null}
        <Anchor component={Link} to={paths.dashboard()} underline="never" c="inherit" data-testid="home-link">
          <BrandMark />
        </Anchor>
      </Group>
      <HeaderAreaLinks />
      <Group gap="sm" wrap="nowrap">
        {administrator ? (
          <AdministratorBadge
            label={t("header.adminMode")}
            hint={t("header.adminModeHint")}
            testId="admin-mode"
            compact
          />
        ) : null}
        <LocaleSwitch />
        <NotificationBell />
        <MemberMenu />
      </Group>
    </Group>
  );
}
