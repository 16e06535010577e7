import { type Api, unwrap } from "./request.ts";

/** Reference lists that never change while an app runs: read them once. */
export function catalogApi(api: Api) {
  return {
    /** Frameworks, business categories and the standard initiatives. `GET /businesses/catalog/` */
    get: () => unwrap(api.GET("/api/v1/businesses/catalog/")),
    /** Progress statuses: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved. `GET /businesses/initiatives-status/` */
    statuses: () => unwrap(api.GET("/api/v1/businesses/initiatives-status/")),
  };
}
