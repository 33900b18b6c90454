import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** The one Mantine theme. Sizes lean large: the app is used on tablets at the bench, often with gloves. */
const lab: MantineColorsTuple = [
  "#e3fafc",
  "#c5f6fa",
  "#99e9f2",
  "#66d9e8",
  "#3bc9db",
  "#22b8cf",
  "#15aabf",
  "#1098ad",
  "#0c8599",
  "#0b7285",
];

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif";

/** Words Mantine components would otherwise say themselves, in English, to screen readers. */
export interface ThemeLabels {
  /** The eye button of every password field. */
  passwordVisibility: string;
}

/** The theme in the shown language (built again when the language changes). */
export function appTheme(labels: ThemeLabels) {
  return createTheme({
    primaryColor: "lab",
    primaryShade: 8,
    colors: { lab },
    fontFamily,
    headings: { fontFamily, fontWeight: "650" },
    defaultRadius: "md",
    cursorType: "pointer",
    components: {
      Button: { defaultProps: { size: "md" } },
      TextInput: { defaultProps: { size: "md" } },
      PasswordInput: {
        defaultProps: { size: "md", visibilityToggleButtonProps: { "aria-label": labels.passwordVisibility } },
      },
      NativeSelect: { defaultProps: { size: "md" } },
      Checkbox: { defaultProps: { size: "md" } },
      Paper: { defaultProps: { radius: "md" } },
      Modal: { defaultProps: { centered: true, radius: "md" }, styles: { title: { fontWeight: 650, fontSize: 18 } } },
      Notification: { defaultProps: { radius: "md" } },
    },
  });
}

/** Colours of the spec §8 dialogs: success is positive, failure negative. */
export const feedbackColors = { success: "teal", failure: "red", warning: "yellow", danger: "red" } as const;
