/** The chat apps the menu can open, each with a prompt that cites the page's Markdown twin. */
export type ChatApp = {label: string; url: (prompt: string) => string};

export const CHAT_APPS: readonly ChatApp[] = [
  {label: 'Open in ChatGPT', url: (prompt) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`},
  {label: 'Open in Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

/** The prompt a chat app opens with: the absolute URL of the twin, and what to do with it. */
export function chatPrompt(siteUrl: string, twinPath: string): string {
  return `Read ${new URL(twinPath, siteUrl).href} so I can ask questions about it.`;
}
