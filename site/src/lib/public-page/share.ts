import { type ShareNetwork, withSource } from "../source-marker.ts";

/** The page's address as shared through one network: it carries `src=share-<network>`, so the view says where it came from. */
const sharedUrl = (url: string, network: ShareNetwork) => encodeURIComponent(withSource(url, `share-${network}`));

/** Where each network's share dialog lives; every URL is the network's documented share endpoint. */
export function shareLinks(url: string, title: string): { network: string; href: string }[] {
  const text = encodeURIComponent(title);
  return [
    { network: "X", href: `https://x.com/intent/post?url=${sharedUrl(url, "x")}&text=${text}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${sharedUrl(url, "linkedin")}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${sharedUrl(url, "facebook")}` },
    { network: "LINE", href: `https://social-plugins.line.me/lineit/share?url=${sharedUrl(url, "line")}` },
    { network: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${withSource(url, "share-whatsapp")}`)}` },
  ];
}

/** A new e-mail with the page's title as subject and its address (marked `share-email`) as body. */
export const emailShareLink = (url: string, title: string) => `mailto:?subject=${encodeURIComponent(title)}&body=${sharedUrl(url, "email")}`;

/** A file name for the downloaded QR code: `greenpage-{handle}-qr.png`. */
export const qrFileName = (handle: string, extension: "png" | "svg") => `greenpage-${handle.replace(/[^\w-]/g, "")}-qr.${extension}`;
