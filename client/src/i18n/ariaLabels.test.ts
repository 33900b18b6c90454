import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { MantineProvider, PasswordInput } from "@mantine/core";
import { resourcesEnUS } from "@enote/shared/src/i18n/en-US";
import { resourcesKoKR } from "@enote/shared/src/i18n/ko-KR";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { appTheme } from "../theme";

const sourceRoot = join(__dirname, "..");

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

/**
 * An aria-label written as a string: `aria-label="…"`, `aria-label={'…'}`, `aria-label={`…`}` and
 * the same as an object key (`"aria-label": "…"`, for Mantine's `…Props`). A template literal counts
 * too: its words around `${t(…)}` stay in one language.
 */
const literalLabel = /aria-label"?\s*[=:]\s*\{?\s*["'`]/;

function literalLabels(source: string): string[] {
  return source.split("\n").filter((line) => literalLabel.test(line));
}

describe("aria-labels", () => {
  it("the scan finds each way of writing a label as a string", () => {
    const found = literalLabels(
      [
        '<Button aria-label="Close" />',
        "<Button aria-label={'Close'} />",
        '<Button aria-label={"Close"} />',
        '<Button aria-label={`${t("a")}: ${title}`} />',
        'getControlProps={() => ({ "aria-label": "Next" })}',
        '<Button aria-label={t("common.close")} />',
        "<Button aria-label={label} />",
        'getControlProps={() => ({ "aria-label": t("common.next") })}',
      ].join("\n"),
    );
    expect(found).toHaveLength(5);
  });

  it("are never a literal string in client/src/**/*.tsx (only t(...) or a translated value)", () => {
    const offenders = tsxFiles(sourceRoot).flatMap((path) =>
      literalLabels(readFileSync(path, "utf8")).map((line) => `${relative(sourceRoot, path)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it("of Mantine's password eye button are in the shown language, not Mantine's English", () => {
    for (const translation of [resourcesKoKR, resourcesEnUS]) {
      const label = translation.common.passwordVisibility;
      const html = renderToStaticMarkup(
        createElement(
          MantineProvider,
          { theme: appTheme({ passwordVisibility: label }) },
          createElement(PasswordInput, { label: "x" }),
        ),
      );
      expect(html).toContain(`aria-label="${label}"`);
      expect(html).not.toContain("Toggle password visibility");
    }
    expect(resourcesKoKR.common.passwordVisibility).toMatch(/[가-힣]/);
  });
});
