// Talks to an llmreplay sim (or a recorder in front of one) with the
// official OpenAI (Responses API), Anthropic and Ollama Node clients and
// prints what they received as one JSON line. Usage: node check.mjs BASE_URL
import OpenAI from "openai";
import Anthropic from "@anthropic-ai/sdk";
import { Ollama } from "ollama";

const base = process.argv[2];
const out = {};

// OpenAI Responses API, streaming: every event type seen, the text from the
// deltas, the usage of response.completed; then one non-streaming call.
const openai = new OpenAI({ baseURL: base + "/v1", apiKey: "sk-test", maxRetries: 0 });
const rstream = await openai.responses.create({
  model: "m",
  input: [{ role: "user", content: [{ type: "input_text", text: "hello from the responses api" }] }],
  max_output_tokens: 6,
  ignore_eos: true,
  stream: true,
});
out.responses = { types: [], text: "" };
for await (const ev of rstream) {
  out.responses.types.push(ev.type);
  if (ev.type === "response.output_text.delta") out.responses.text += ev.delta;
  if (ev.type === "response.completed" || ev.type === "response.incomplete") {
    out.responses.status = ev.response.status;
    out.responses.usage = ev.response.usage;
    out.responses.outputText = ev.response.output.flatMap((o) => o.content ?? []).map((c) => c.text ?? "").join("");
  }
}
const rwhole = await openai.responses.create({ model: "m", input: "hello from the responses api", max_output_tokens: 6, ignore_eos: true });
out.responsesWhole = { text: rwhole.output_text, status: rwhole.status, usage: rwhole.usage };

// Anthropic Messages API: the stream helper (which checks the event order
// and assembles the final message) and one non-streaming call.
const anthropic = new Anthropic({ baseURL: base, apiKey: "sk-ant-test", maxRetries: 0 });
const astream = anthropic.messages.stream({
  model: "m",
  max_tokens: 7,
  ignore_eos: true,
  messages: [{ role: "user", content: "hello from the anthropic sdk" }],
});
let atext = "";
let aevents = 0;
astream.on("text", (t) => { atext += t; });
astream.on("streamEvent", () => { aevents++; });
const afinal = await astream.finalMessage();
out.anthropic = { text: atext, events: aevents, finalText: afinal.content[0].text, stop: afinal.stop_reason, usage: afinal.usage };
const awhole = await anthropic.messages.create({
  model: "m", max_tokens: 7, ignore_eos: true, messages: [{ role: "user", content: "hello from the anthropic sdk" }],
});
out.anthropicWhole = { text: awhole.content[0].text, stop: awhole.stop_reason, usage: awhole.usage };
try {
  await anthropic.messages.create({ model: "m", messages: [{ role: "user", content: "x" }] });
} catch (e) {
  out.anthropicErrorStatus = e.status;
}

// Ollama: chat streamed (NDJSON) and not, generate streamed.
const ollama = new Ollama({ host: base });
const ostream = await ollama.chat({
  model: "m", messages: [{ role: "user", content: "hello from ollama" }], stream: true, options: { num_predict: 5 }, ignore_eos: true,
});
out.ollama = { parts: 0, text: "" };
for await (const part of ostream) {
  out.ollama.parts++;
  out.ollama.text += part.message.content;
  if (part.done) {
    out.ollama.done = part.done_reason;
    out.ollama.evalCount = part.eval_count;
    out.ollama.promptEvalCount = part.prompt_eval_count;
    out.ollama.evalDuration = part.eval_duration;
  }
}
const owhole = await ollama.chat({ model: "m", messages: [{ role: "user", content: "hello from ollama" }], stream: false, options: { num_predict: 5 }, ignore_eos: true });
out.ollamaWhole = { text: owhole.message.content, evalCount: owhole.eval_count, done: owhole.done };
const ogen = await ollama.generate({ model: "m", prompt: "hello from ollama", stream: true, options: { num_predict: 4 }, ignore_eos: true });
out.ollamaGenerate = { text: "", parts: 0 };
for await (const part of ogen) {
  out.ollamaGenerate.parts++;
  out.ollamaGenerate.text += part.response;
  if (part.done) out.ollamaGenerate.evalCount = part.eval_count;
}
console.log(JSON.stringify(out));
