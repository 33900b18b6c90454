import { AppShell, Container } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useEffect } from "react";
import { matchPath, Outlet, useLocation } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { patterns } from "../../../paths";
import { AppHeader } from "./AppHeader";
import { SideNav } from "./SideNav";

/** Header plus side navigation for every main route; the experiment page gets the full width. */
export function MainLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  // A tablet in landscape (under 1200 px) starts with the navigation folded away, so the lists at
  // the bench get the whole width; the menu button brings it back.
  const [desktopOpened, desktop] = useDisclosure(wideScreen());
  const { pathname } = useLocation();
  const withNav =
    matchPath(patterns.labBookExperiment, pathname) === null && matchPath(patterns.moaExperiment, pathname) === null;
  const closeMobile = mobile.close;

  useEffect(() => closeMobile(), [pathname, closeMobile]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: 264,
        breakpoint: "md",
        collapsed: { mobile: !withNav || !mobileOpened, desktop: !withNav || !desktopOpened },
      }}
      padding={{ base: "md", md: "xl" }}
    >
      <AppShell.Header>
        <AppHeader
          withNav={withNav}
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      {withNav ? (
        <AppShell.Navbar>
          <SideNav onNavigate={closeMobile} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="xl" px={0} data-testid="main-content">
          <Suspense fallback={<ContentLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

function wideScreen(): boolean {
  return typeof window.matchMedia !== "function" || window.matchMedia("(min-width: 75em)").matches;
}
