import { describe, expect, it } from "vitest";
import {
  blankQuestion,
  editorErrors,
  type FeedbackForm,
  formEditorBody,
  formEditorDefaults,
  formEditorFields,
  formEditorSchema,
  type FormEditorValues,
} from "./form-editor.ts";

const messages = { required: "required", tooLong: (max: number) => `max ${max}`, needsQuestion: "a question", needsChoices: "2 choices" };
const schema = formEditorSchema(messages);

const stored: FeedbackForm = {
  id: 7,
  business_id: 1,
  content_id: 12,
  title_json: { en: "Packaging", ja: "包装" },
  description_json: {},
  is_open: false,
  is_default: false,
  order_key: 1,
  response_count: 3,
  questions: [
    {
      id: 40,
      order_key: 0,
      type: "single_choice",
      label_json: { en: "Recycle?" },
      options_json: [
        { id: "yes1", en: "Yes" },
        { id: "no22", en: "No", ja: "いいえ" },
      ],
      required: true,
    },
    { id: 41, order_key: 1, type: "nps", label_json: { ja: "勧めますか" }, options_json: [], required: false },
  ],
  created_at: "2025-01-01T00:00:00Z",
  updated_at: "2025-01-01T00:00:00Z",
};

const issues = (values: FormEditorValues) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the feedback form editor", () => {
  it("sends a stored form back with its question and choice ids, in the order shown, blank languages left out", () => {
    const values = formEditorDefaults(stored);
    values.questions.reverse();
    values.questions.push({
      ...blankQuestion("multiple_choice"),
      label_json: { en: "Which?", ja: "" },
      options_json: [
        { option_id: null, en: "A", ja: "" },
        { option_id: null, en: "", ja: "B" },
      ],
    });
    expect(issues(values)).toEqual([]);
    expect(formEditorBody(values)).toEqual({
      title_json: { en: "Packaging", ja: "包装" },
      description_json: {},
      content_id: 12,
      is_open: false,
      questions: [
        { id: 41, type: "nps", label_json: { ja: "勧めますか" }, required: false },
        {
          id: 40,
          type: "single_choice",
          label_json: { en: "Recycle?" },
          options_json: [
            { id: "yes1", en: "Yes" },
            { id: "no22", en: "No", ja: "いいえ" },
          ],
          required: true,
        },
        { type: "multiple_choice", label_json: { en: "Which?" }, options_json: [{ en: "A" }, { ja: "B" }], required: false },
      ],
    });
  });

  it("a question that stops being a choice question sends no choices; the whole page is content_id null", () => {
    const values = formEditorDefaults(stored);
    values.content_id = "";
    values.questions[0]!.type = "short_text";
    const body = formEditorBody(values);
    expect(body.content_id).toBeNull();
    expect(body.questions![0]).toEqual({ id: 40, type: "short_text", label_json: { en: "Recycle?" }, required: true });
  });

  it("a new form is open, for the whole page, with one empty short text question", () => {
    expect(formEditorDefaults(null)).toMatchObject({ content_id: "", is_open: true, questions: [{ question_id: null, type: "short_text", options_json: [] }] });
    expect(blankQuestion("single_choice").options_json).toHaveLength(2);
  });

  it("asks for a title, a question, a label per question, two choices that each say something", () => {
    const values = formEditorDefaults(null);
    expect(issues(values)).toEqual(["title_json: required", "questions.0.label_json: required"]);
    values.title_json.ja = "題名";
    values.questions = [];
    expect(issues(values)).toEqual(["questions.root: a question"]);
    values.questions = [{ ...blankQuestion("single_choice"), label_json: { en: "Pick", ja: "" }, options_json: [{ option_id: null, en: "Only", ja: "" }] }];
    expect(issues(values)).toEqual(["questions.0.options_json.root: 2 choices"]);
    values.questions[0]!.options_json.push({ option_id: null, en: " ", ja: "" });
    expect(issues(values)).toEqual(["questions.0.options_json.1: required"]);
    values.questions[0]!.options_json[1]!.en = "x".repeat(201);
    expect(issues(values)).toEqual(["questions.0.options_json.1.en: max 200"]);
  });

  it("puts the server's messages on the editor's fields: list messages at .root, the rest as the API names them", () => {
    expect(
      editorErrors({
        questions: ["Add at least one question."],
        "questions.1.options_json": ["Add at least 2 choices."],
        "questions.1.label_json.en": ["Too long"],
      }),
    ).toEqual({
      "questions.root": ["Add at least one question."],
      "questions.1.options_json.root": ["Add at least 2 choices."],
      "questions.1.label_json.en": ["Too long"],
    });
    const fields = formEditorFields(formEditorDefaults(stored));
    expect(fields).toEqual(
      expect.arrayContaining([
        "title_json.en",
        "content_id",
        "questions.root",
        "questions.0.type",
        "questions.0.label_json",
        "questions.0.options_json.root",
        "questions.0.options_json.1.ja",
        "questions.1.label_json.ja",
      ]),
    );
    expect(fields).not.toContain("questions.0.options_json.2");
  });
});
