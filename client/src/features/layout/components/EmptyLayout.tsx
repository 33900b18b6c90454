import { Box, Group } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { BrandMark } from "../../../components/BrandMark";
import { FullPageLoader } from "../../../components/FullPageLoader";
import { LocaleSwitch } from "./LocaleSwitch";

/** The /auth/ screens: no navigation, only the brand and the language switcher. */
export function EmptyLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" data-testid="empty-layout">
      <Group justify="space-between" px={{ base: "md", sm: "xl" }} py="md">
        <BrandMark />
        <LocaleSwitch />
      </Group>
      <Box px={{ base: "md", sm: "xl" }} pb="xl">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
