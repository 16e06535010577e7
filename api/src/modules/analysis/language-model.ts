import type OpenAI from "openai";
import type { LanguageCode } from "@greenpage/db/schema";
import type { AiConfig } from "../../lib/config.ts";
import type { AnalysisInput } from "./input.ts";
import { FINDING_TEXTS } from "./messages.ts";
import type { Findings, Prose } from "./model.ts";
import { buildPrompt, checkAnswer, promptedInitiatives } from "./prompt.ts";

/** The model's prose, or why there is none (in the run's language): the built-in findings are shown either way. */
export type ModelOutcome = { prose: Prose; error: null } | { prose: null; error: string };

/** What the model said, before it is checked. */
type Answer = { content: string; refusal: string | null; finishReason: string | null };

/** How a model declines in plain text, in either language. */
const SAYS_NO = /^(I'm sorry|I am sorry|Sorry|I can(no|')t|I won't|I'm unable|I am unable|申し訳|お答えできません)/i;

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A provider's error text without the key it may echo back ("Incorrect API key provided: sk-…"). */
function redacted(text: string, config: AiConfig): string {
  const keyless = config.apiKey ? text.split(config.apiKey).join("***") : text;
  return clip(keyless.replace(/\b(sk|key)-[A-Za-z0-9_-]{6,}/g, "$1-***"));
}

/** The openai package, loaded with the first prose a model is asked for: an idle API, or one without a model, does not hold it. */
type OpenAiPackage = typeof import("openai");

/** One client per configuration: the openai package speaks the protocol, with its own timeout per attempt and retries with backoff on 408/409/429/5xx and lost connections. */
function clientFor(openai: OpenAiPackage, config: AiConfig): OpenAI {
  // A local server (Ollama, vLLM) needs no key, but the client insists on one.
  return new openai.default({ baseURL: config.baseUrl, apiKey: config.apiKey ?? "none", timeout: config.timeoutMs, maxRetries: config.maxRetries });
}

async function ask(openai: OpenAiPackage, config: AiConfig, messages: ReturnType<typeof buildPrompt>): Promise<Answer> {
  const client = clientFor(openai, config);
  const request = { model: config.model, messages, temperature: 0.2 };
  if (!config.stream) {
    const completion = await client.chat.completions.create({ ...request, stream: false });
    const choice = completion.choices[0];
    return { content: choice?.message.content ?? "", refusal: choice?.message.refusal ?? null, finishReason: choice?.finish_reason ?? null };
  }
  // A streamed answer: the deltas joined. A stream that stops sending for the timeout is abandoned (the client's timeout covers only its start).
  const controller = new AbortController();
  let idle = setTimeout(() => controller.abort(), config.timeoutMs);
  const answer: Answer = { content: "", refusal: null, finishReason: null };
  try {
    const stream = await client.chat.completions.create({ ...request, stream: true }, { signal: controller.signal });
    for await (const chunk of stream) {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), config.timeoutMs);
      const choice = chunk.choices[0];
      answer.content += choice?.delta.content ?? "";
      if (choice?.delta.refusal) answer.refusal = (answer.refusal ?? "") + choice.delta.refusal;
      answer.finishReason = choice?.finish_reason ?? answer.finishReason;
    }
    // An aborted stream may just end, without an error.
    if (controller.signal.aborted) throw new openai.APIConnectionTimeoutError();
  } catch (error) {
    if (controller.signal.aborted) throw new openai.APIConnectionTimeoutError();
    throw error;
  } finally {
    clearTimeout(idle);
  }
  return answer;
}

/** Why a call failed, as the owner reads it. */
function failureText(openai: OpenAiPackage, error: unknown, config: AiConfig, language: LanguageCode): string {
  const { APIConnectionError, APIConnectionTimeoutError, APIError } = openai;
  const texts = FINDING_TEXTS[language];
  if (error instanceof APIConnectionTimeoutError) return texts.modelTimeout({ seconds: Math.round(config.timeoutMs / 100) / 10 });
  if (error instanceof APIConnectionError) return texts.modelUnreachable({ host: new URL(config.baseUrl).host });
  if (error instanceof APIError && typeof error.status === "number") {
    const body = error.error as { message?: unknown } | undefined;
    const message = typeof body?.message === "string" ? body.message : error.message;
    return texts.modelHttp({ status: error.status, message: redacted(message, config).replace(/[.。\s]+$/, "") });
  }
  return texts.modelInvalid({ reason: redacted(error instanceof Error ? error.message : String(error), config) });
}

/**
 * Asks the configured model to rewrite the findings as prose in `language`.
 * Its answer is used only when it is the JSON asked for and cites nothing but
 * the page's initiatives; a refusal, a timeout, an unreachable server or an
 * unusable answer becomes the run's `model_error`.
 */
export async function writeProse(config: AiConfig, input: AnalysisInput, findings: Findings, language: LanguageCode): Promise<ModelOutcome> {
  const texts = FINDING_TEXTS[language];
  const openai = await import("openai");
  let answer: Answer;
  try {
    answer = await ask(openai, config, buildPrompt(input, findings, language));
  } catch (error) {
    return { prose: null, error: failureText(openai, error, config, language) };
  }
  if (answer.refusal?.trim()) return { prose: null, error: texts.modelRefused({ reason: clip(answer.refusal.trim()) }) };
  if (answer.finishReason === "content_filter") return { prose: null, error: texts.modelRefused({ reason: "content_filter" }) };
  if (!answer.content.trim()) return { prose: null, error: texts.modelInvalid({ reason: "empty answer" }) };
  // Only ids the model was shown: a draft's id (it saw none) is as unknown as a made-up one.
  const checked = checkAnswer(answer.content, new Set(promptedInitiatives(input).map((i) => i.id)));
  if (checked.ok) return { prose: checked.prose, error: null };
  if (checked.problem === "unknown_ids") return { prose: null, error: texts.modelUnknownIds({ ids: checked.ids.join(texts.listJoin) }) };
  // Many servers refuse in plain words rather than in the protocol's `refusal` field.
  if (SAYS_NO.test(answer.content.trim())) return { prose: null, error: texts.modelRefused({ reason: clip(answer.content.trim()) }) };
  return { prose: null, error: texts.modelInvalid({ reason: answer.finishReason === "length" ? "answer cut off" : checked.reason }) };
}
