import { Container } from "@mantine/core";
import type { ScreenTitleKey } from "../titleKeys";
import { ComingSoonPage } from "./ComingSoonPage";

/** Print and label screens: no layout at all, just the page on white. */
export function StandalonePage({ titleKey }: { titleKey: ScreenTitleKey }) {
  return (
    <Container size="md" py="xl" data-testid="standalone-page">
      <ComingSoonPage titleKey={titleKey} />
    </Container>
  );
}
