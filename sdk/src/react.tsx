import { useEffect } from "react";
import { embed, type EmbedOptions } from "./embed.ts";

export type GreenpageWidgetProps = EmbedOptions;

/**
 * The Greenpage popup for React apps: embeds the widget after mount, embeds
 * it again when a prop changes and removes it on unmount. Renders nothing
 * itself (the widget draws its own launcher in a shadow root).
 */
export function GreenpageWidget({ origin, page, lang, position, label, color, open }: GreenpageWidgetProps): null {
  useEffect(() => {
    const widget = embed({ origin, page, lang, position, label, color, open });
    return () => widget.destroy();
  }, [origin, page, lang, position, label, color, open]);
  return null;
}

export type { EmbedHandle, EmbedOptions, WidgetEvent, WidgetListener } from "./embed.ts";
