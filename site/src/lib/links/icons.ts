import type { LinkIcon, SocialNetwork } from "@greenpage/sdk";
import {
  BriefcaseBusiness,
  Calendar,
  Download,
  FileText,
  Gift,
  Globe,
  Heart,
  type IconNode,
  Leaf,
  Link,
  Mail,
  MapPin,
  Newspaper,
  Phone,
  Recycle,
  ShoppingBag,
  Video,
} from "lucide";
import { siFacebook, siGooglemaps, siInstagram, siLine, siTiktok, siWhatsapp, siX, siYoutube } from "simple-icons";

/**
 * A link block's icon by its name in the API (LINK_ICONS), drawn from Lucide
 * (ISC): only these are imported, so a page carries the paths it shows and
 * nothing else. Lucide draws with strokes on a 24-unit grid.
 */
export const LINK_ICON_NODES: Record<LinkIcon, IconNode> = {
  link: Link,
  globe: Globe,
  shop: ShoppingBag,
  mail: Mail,
  phone: Phone,
  calendar: Calendar,
  document: FileText,
  download: Download,
  news: Newspaper,
  video: Video,
  map: MapPin,
  leaf: Leaf,
  recycle: Recycle,
  heart: Heart,
  gift: Gift,
};

/** A brand mark: one filled path on a 24-unit grid, or Lucide strokes where the brand has none to use. */
export type SocialIcon = { label: string; path: string } | { label: string; nodes: IconNode };

/**
 * Each social network's brand icon from Simple Icons (CC0), imported one by
 * one. LinkedIn asked Simple Icons to remove its mark, so it gets Lucide's
 * briefcase instead; its label still names it.
 */
export const SOCIAL_ICONS: Record<SocialNetwork, SocialIcon> = {
  instagram: { label: "Instagram", path: siInstagram.path },
  linkedin: { label: "LinkedIn", nodes: BriefcaseBusiness },
  facebook: { label: "Facebook", path: siFacebook.path },
  twitter: { label: "X (Twitter)", path: siX.path },
  tiktok: { label: "TikTok", path: siTiktok.path },
  youtube: { label: "YouTube", path: siYoutube.path },
  google_maps: { label: "Google Maps", path: siGooglemaps.path },
  whatsapp: { label: "WhatsApp", path: siWhatsapp.path },
  line: { label: "LINE", path: siLine.path },
};
