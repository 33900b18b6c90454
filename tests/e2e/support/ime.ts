import type { Page } from "playwright-core";

/** Leading consonants of Hangul syllables, in Unicode order, as a Korean keyboard shows them first. */
const leads = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const syllables = { first: 0xac00, last: 0xd7a3, perLead: 588 };

/**
 * Types text as a Korean input method does: each Hangul syllable is composed (its leading
 * consonant, then the syllable) and committed, through Chromium's own IME events; other
 * characters are typed as keys. `delayMs` waits between keys, as a person does.
 */
export async function typeWithKoreanIme(page: Page, text: string, delayMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const pause = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  try {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= syllables.first && code <= syllables.last) {
        const lead = leads[Math.floor((code - syllables.first) / syllables.perLead)] ?? char;
        await cdp.send("Input.imeSetComposition", { text: lead, selectionStart: 1, selectionEnd: 1 });
        await pause();
        await cdp.send("Input.imeSetComposition", { text: char, selectionStart: 1, selectionEnd: 1 });
        await pause();
        await cdp.send("Input.insertText", { text: char });
      } else {
        await page.keyboard.type(char);
      }
      await pause();
    }
  } finally {
    await cdp.detach();
  }
}
