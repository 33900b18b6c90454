import { describe, expect, it } from "vitest";
import { imageDisplay } from "./imageDisplay";

const origin = "https://enote.lab.example";

describe("imageDisplay", () => {
  it("draws images of our own origin, relative paths included", () => {
    expect(imageDisplay("https://enote.lab.example/api/files/7.png", origin)).toEqual({ kind: "image" });
    expect(imageDisplay("/favicon.svg", origin)).toEqual({ kind: "image" });
    expect(imageDisplay("HTTPS://ENOTE.LAB.EXAMPLE:443/a.png", origin)).toEqual({ kind: "image" });
  });

  it("draws data: and blob: images", () => {
    expect(imageDisplay("data:image/png;base64,iVBORw0KGgo=", origin)).toEqual({ kind: "image" });
    expect(imageDisplay("blob:https://enote.lab.example/0b7c5b1e-2f0e-4b8e-9d1a-3c2f1e0d9a8b", origin)).toEqual({
      kind: "image",
    });
  });

  it("draws an image uploaded as an attachment from its bytes, and one still uploading as a notice", () => {
    expect(imageDisplay("/api/labbook/12/attachment/345.do?inline=1", origin)).toEqual({
      kind: "attachment",
      lbIdx: 12,
      attachmentIdx: 345,
    });
    expect(imageDisplay("enote-upload:0a1b2c", origin)).toEqual({ kind: "pending", id: "0a1b2c" });
    // Another address that only looks alike stays an ordinary image of our origin.
    expect(imageDisplay("/api/labbook/12/attachment/345.do?inline=1&x=1", origin)).toEqual({ kind: "image" });
  });

  it("shows another host's image as a link to it", () => {
    expect(imageDisplay("https://tracker.example/pixel.gif?who=me", origin)).toEqual({
      kind: "link",
      href: "https://tracker.example/pixel.gif?who=me",
    });
    expect(imageDisplay("//tracker.example/p.gif", origin)).toEqual({
      kind: "link",
      href: "https://tracker.example/p.gif",
    });
  });

  it("counts another port or scheme of our host as another origin", () => {
    expect(imageDisplay("https://enote.lab.example:8443/a.png", origin)).toMatchObject({ kind: "link" });
    expect(imageDisplay("http://enote.lab.example/a.png", origin)).toEqual({
      kind: "link",
      href: "http://enote.lab.example/a.png",
    });
    expect(imageDisplay("https://evil.enote.lab.example/a.png", origin)).toMatchObject({ kind: "link" });
  });

  it("links nothing that is not http(s), and draws no empty or unreadable address", () => {
    for (const src of [
      "javascript:alert(1)",
      " JaVa\tScRiPt:alert(1)",
      "file:///etc/passwd",
      "ftp://x.example/a.png",
    ]) {
      expect(imageDisplay(src, origin), src).toEqual({ kind: "link", href: null });
    }
    expect(imageDisplay("", origin)).toEqual({ kind: "link", href: null });
    expect(imageDisplay("   ", origin)).toEqual({ kind: "link", href: null });
    expect(imageDisplay("https://[::1", origin)).toEqual({ kind: "link", href: null });
  });
});
