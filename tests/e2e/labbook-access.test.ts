import { describe, expect, it } from "vitest";
import { ExperimentPage } from "./support/experiment";
import {
  server,
  owner,
  writer,
  reader,
  outsider,
  live,
  expiredCopyOf,
  createBook,
  pageOf,
  expectNoLongerShared,
  experiment,
  useLabbookWorld,
} from "./support/labbookWorld";

// The lab book live: saving, who may see it, offline copies and sessions.
useLabbookWorld();

describe("the collaborative lab book: who sees it, offline and sessions", () => {
  it("shows what A types to B live, and says saved only after the server stored it", async () => {
    const lbIdx = await createBook(owner, "Suzuki coupling of 4-bromoanisole");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    expect(await a.title().inputValue()).toBe("Suzuki coupling of 4-bromoanisole");
    await a.waitSaveState("upToDate");

    await a.recordSaveStates();
    await a.typeAtEnd("goal", "Couple 4-bromoanisole with phenylboronic acid.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("Couple 4-bromoanisole with phenylboronic acid.");
    await a.waitSaveState("saved");
    expect(await a.page.getByTestId("save-status").textContent()).toBe("Saved");
    // Typing goes through "saving…" (perhaps several times: the server stores every 250 ms) to "saved".
    const states = await a.recordedSaveStates();
    expect(states[0]).toBe("upToDate");
    expect(states.indexOf("saving")).toBeGreaterThan(0);
    expect(states.indexOf("saving")).toBeLessThan(states.indexOf("saved"));
    expect(new Set(states)).toEqual(new Set(["upToDate", "saving", "saved"]));

    // Both are listed as present, each once, in their own colour.
    await expect.poll(async () => (await a.presenceNames()).sort(), live).toEqual(["Minji Kim", "Rosalind Franklin"]);

    // "Saved" means in the database: with both browsers gone, a killed server still has the text.
    await a.page.context().close();
    await b.page.context().close();
    await server.stop("SIGKILL");
    await server.restart();
    const fresh = await experiment(owner, lbIdx);
    await expect.poll(() => fresh.sectionText("goal"), live).toBe("Couple 4-bromoanisole with phenylboronic acid.");
  });

  it("lets a READER watch live but not type", async () => {
    const lbIdx = await createBook(owner, "Read only for readers");
    const a = await experiment(owner, lbIdx);
    const r = await experiment(reader, lbIdx);
    expect(await r.isEditable("goal")).toBe(false);
    expect(await r.toolbar().count()).toBe(0);
    await r.page.getByTestId("labbook-read-only").waitFor();

    await a.typeAtEnd("goal", "Written by the owner.");
    await a.addRow("products");
    await expect.poll(() => r.sectionText("goal"), live).toBe("Written by the owner.");
    await expect.poll(() => r.rows("products").count(), live).toBe(1);

    await r.section("goal").click();
    await r.page.keyboard.type("reader text");
    expect(await r.sectionText("goal")).toBe("Written by the owner.");
    expect(await r.cell("products", 0, "name").getAttribute("readonly")).not.toBeNull();
    expect(await r.table("products").getByTestId("reaction-add-row").count()).toBe(0);
    await a.page.waitForTimeout(500);
    expect(await a.sectionText("goal")).toBe("Written by the owner.");
  });

  it("shows a public book live to an anonymous visitor with the link, read-only and unseen", async () => {
    const lbIdx = await createBook(owner, "Shared with the world");
    const a = await experiment(owner, lbIdx);
    const link = await a.makePublic();
    expect(link).toMatch(new RegExp(`/auth/labbook/share/${lbIdx}\\?key=`));

    const anonymous = new ExperimentPage(await pageOf(null));
    await anonymous.openShared(link);
    await anonymous.page.getByTestId("shared-labbook-page").waitFor();
    expect(await anonymous.isEditable("goal")).toBe(false);

    await a.typeAtEnd("result", "Yield 82 %.");
    await expect.poll(() => anonymous.sectionText("result"), live).toBe("Yield 82 %.");
    await expect.poll(() => anonymous.title().inputValue(), live).toBe("Shared with the world");
    // The visitor announces no presence: the owner sees only themselves.
    expect(await a.presenceNames()).toEqual(["Rosalind Franklin"]);
  });

  it("shows the not-found page for a private book to a non-member, and says a wrong or revoked link is no longer shared", async () => {
    const lbIdx = await createBook(owner, "Private notes");
    const stranger = await pageOf(outsider);
    await stranger.goto(`/labBook/experiment/${lbIdx}`);
    await stranger.getByTestId("not-found").waitFor();
    expect(await stranger.getByTestId("labbook-content").count()).toBe(0);

    const anonymous = await pageOf(null);
    await anonymous.goto(`/auth/labbook/share/${lbIdx}?key=not-the-right-key-0123456789`);
    await expectNoLongerShared(anonymous);

    // A real link stops working when a new one is made, and when the book goes private again.
    const a = await experiment(owner, lbIdx);
    const first = await a.makePublic();
    await a.page.getByTestId("labbook-share").click();
    await a.page.getByTestId("share-regenerate").click();
    await a.page.getByTestId("share-regenerate-dialog-confirm").click();
    await expect.poll(() => a.page.getByTestId("share-link").inputValue(), live).not.toBe(first);
    const second = await a.page.getByTestId("share-link").inputValue();
    await anonymous.goto(new URL(first).pathname + new URL(first).search);
    await expectNoLongerShared(anonymous);
    await anonymous.goto(new URL(second).pathname + new URL(second).search);
    await anonymous.getByTestId("shared-labbook-page").waitFor();
    await a.page.getByTestId("share-private").click();
    await expect.poll(() => a.page.getByTestId("share-link").count(), live).toBe(0);
    await anonymous.reload();
    await expectNoLongerShared(anonymous);
    // Sign-in is offered, not the dashboard an anonymous visitor cannot open.
    await anonymous.getByTestId("share-unavailable-signin").click();
    await anonymous.getByTestId("signin-form").waitFor();

    const korean = await pageOf(null, "ko-KR");
    await korean.goto(new URL(first).pathname + new URL(first).search);
    await korean.getByTestId("share-unavailable").waitFor();
    expect(await korean.getByTestId("share-unavailable").textContent()).toContain(
      "더 이상 공유되지 않는 연구노트입니다",
    );
  });

  it("keeps edits made offline in the browser and merges them on reconnect", async () => {
    const lbIdx = await createBook(owner, "Offline at the bench");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.typeAtEnd("observation", "Online.");
    await expect.poll(() => b.sectionText("observation"), live).toBe("Online.");

    await a.page.context().setOffline(true);
    await a.waitSaveState("offline");
    expect(await a.page.getByTestId("save-status").textContent()).toBe("Offline — changes kept on this device");
    await a.typeAtEnd("observation", " Colour turned amber.");
    await b.typeAtEnd("result", "B wrote this meanwhile.");
    // Leaving now asks first: the server does not have these changes.
    await a.page.getByTestId("labbook-back").click();
    await a.page.getByTestId("leave-unsaved-dialog").waitFor();
    await a.page.getByTestId("leave-unsaved-dialog-cancel").click();
    // The tab is closed while still offline; this browser kept the edits (IndexedDB).
    await a.page.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await b.sectionText("observation")).toBe("Online.");

    const context = a.page.context();
    await context.setOffline(false);
    const again = new ExperimentPage(await context.newPage());
    await again.open(lbIdx);
    await expect.poll(() => b.sectionText("observation"), live).toBe("Online. Colour turned amber.");
    await expect.poll(() => again.sectionText("result"), live).toBe("B wrote this meanwhile.");
    await again.waitSaveState("saved");
  });

  it("forgets the offline copies of lab books when the member logs out", async () => {
    const lbIdx = await createBook(owner, "Shared bench computer");
    const a = await experiment(owner, lbIdx);
    await a.typeAtEnd("goal", "Kept in this browser until logout.");
    await a.waitSaveState("saved");
    const databases = () =>
      a.page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ""));
    expect((await databases()).some((name) => name.startsWith("enote-labbook."))).toBe(true);
    await a.page.getByTestId("member-menu").click();
    await a.page.getByTestId("logout").click();
    await a.page.waitForURL((url) => url.pathname === "/auth/signIn");
    await expect.poll(databases, live).toEqual([]);
  });

  it("refreshes an expired access token when the socket refuses it, and carries on", async () => {
    const lbIdx = await createBook(owner, "Long session");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    const before = await a.page.evaluate(() => localStorage.getItem("refreshToken"));
    await a.page.evaluate((token) => localStorage.setItem("accessToken", token), expiredCopyOf(owner.accessToken));
    // Drop the socket; the provider reconnects with the expired token, is refused, refreshes.
    await a.page.context().setOffline(true);
    await a.waitSaveState("offline");
    await a.page.context().setOffline(false);
    await a.waitSaveState("upToDate");
    await a.typeAtEnd("goal", "After the refresh.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("After the refresh.");
    await a.waitSaveState("saved");
    expect(await a.page.evaluate(() => localStorage.getItem("refreshToken"))).not.toBe(before);
  });
});
