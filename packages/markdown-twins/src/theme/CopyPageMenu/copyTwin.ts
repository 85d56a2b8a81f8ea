/**
 * Puts the text of the twin at `twinUrl` on the clipboard. Where the browser
 * has ClipboardItem, the write starts within the click and the text follows
 * (Safari refuses a write that starts after an await); elsewhere it is
 * fetched first.
 */
export async function copyTwin(twinUrl: string): Promise<void> {
  const text = fetch(twinUrl).then(async (response) => {
    if (!response.ok) throw new Error(`${twinUrl} answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
