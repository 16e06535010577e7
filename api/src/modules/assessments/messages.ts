import { formatMegabytes } from "../../lib/upload-body.ts";
import { RULES } from "../../lib/validate.ts";

/** Messages of the assessments module, in the specification's style (field errors say what to do). */
export const ASSESSMENT_MESSAGES = {
  premium: "Assessments come with Premium. Upgrade to start or answer one.",
  questionnaire: "Select a questionnaire from the list.",
  inProgress: "This questionnaire already has an assessment in progress: continue that one.",
  completed: "This assessment is completed. Reopen it to change its answers.",
  notCompleted: "Only a completed assessment can be reopened.",
  required: "This question is required.",
  confirm: "Confirm or change the suggested answer.",
  choice: "Select one of the choices.",
  choices: "Select from the choices, each once.",
  exclusive: "This choice cannot be combined with others.",
  number: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  tooLong: RULES.tooLong,
  date: RULES.date,
  noEvidence: "This question does not take evidence.",
  fileType: "Only PDF, JPG and PNG files can be attached.",
  fileTooLarge: (max: number) => `The file is larger than ${formatMegabytes(max)}. Please compress it and try again.`,
  tooManyFiles: (max: number) => `An answer can have up to ${max} files.`,
  empty: "The file is empty.",
  format: "Select csv or pdf.",
} as const;
