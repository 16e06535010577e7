import type { APIRoute } from "astro";
import { versionedAsset } from "../../../lib/widget-assets.ts";

export const GET: APIRoute = ({ params, request }) => versionedAsset(params.file, request);
