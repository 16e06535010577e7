import type { APIRoute } from "astro";
import { stableLoader } from "../lib/widget-assets.ts";

export const GET: APIRoute = ({ request }) => stableLoader(request);
