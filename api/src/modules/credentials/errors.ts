import { defineErrors } from "../../lib/errors.ts";

/** What issuing a credential can refuse: raised inside the approval, answered by the review routes. */
export const CREDENTIAL_ERRORS = defineErrors({
  evidence_file_missing: {
    status: 409,
    message: "An evidence file of this initiative is missing from storage, so it cannot be verified. Ask the owner to upload it again.",
  },
});
