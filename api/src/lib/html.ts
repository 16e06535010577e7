/** Escapes text for HTML content and quoted attributes (mails, oEmbed snippets). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
