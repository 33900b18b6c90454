import type { Page } from "playwright-core";

/** Milliseconds between a wedge scanner's keys (they send a code in a few ms a key). */
const scannerKeyMs = 5;

/**
 * A barcode scanner in keyboard-wedge mode "types" `code` and Enter into the focused field. Each key
 * carries the scanner's own time (CDP's event timestamp, which the page reads as `event.timeStamp`),
 * `scannerKeyMs` apart, as the keys of a USB scanner carry the time they were sent: however long
 * a busy machine takes to deliver them, the page sees a scanner's pace, not the test runner's.
 */
export async function scanBarcode(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const startedAt = Date.now() / 1000;
    const keys = [...code].map((char) => ({
      key: char,
      code: /\d/.test(char) ? `Digit${char}` : `Key${char.toUpperCase()}`,
      text: char,
      keyCode: char.toUpperCase().charCodeAt(0),
    }));
    keys.push({ key: "Enter", code: "Enter", text: "\r", keyCode: 13 });
    for (const [index, key] of keys.entries()) {
      const timestamp = startedAt + (index * scannerKeyMs) / 1000;
      const event = { key: key.key, code: key.code, windowsVirtualKeyCode: key.keyCode, timestamp };
      await cdp.send("Input.dispatchKeyEvent", { ...event, type: "keyDown", text: key.text, unmodifiedText: key.text });
      await cdp.send("Input.dispatchKeyEvent", { ...event, type: "keyUp" });
    }
  } finally {
    await cdp.detach();
  }
}
