import { useState } from "react";
import { LocaleButton } from "./LocaleButton";

type LocaleMenuComponent = (typeof import("./LocaleMenu"))["LocaleMenu"];

/**
 * The language switch. Its menu (Mantine's Menu with its floating positioning, ~11 kB gzipped)
 * loads with the first click rather than with every page, the sign-in page having no other use
 * for it; if it cannot load (the server is gone), the button stays and the next click tries again.
 */
export function LocaleSwitch() {
  const [LocaleMenu, setLocaleMenu] = useState<LocaleMenuComponent | null>(null);
  if (LocaleMenu) return <LocaleMenu />;
  const loadMenu = () =>
    import("./LocaleMenu").then(
      (module) => setLocaleMenu(() => module.LocaleMenu),
      () => undefined,
    );
  return <LocaleButton onClick={() => void loadMenu()} />;
}
