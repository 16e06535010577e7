/** Where each network's share dialog lives; every URL is the network's documented share endpoint. */
export function shareLinks(url: string, title: string): { network: string; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: "X", href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "LINE", href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { network: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/** A file name for the downloaded QR code: `greenpage-{handle}-qr.png`. */
export const qrFileName = (handle: string, extension: "png" | "svg") => `greenpage-${handle.replace(/[^\w-]/g, "")}-qr.${extension}`;
