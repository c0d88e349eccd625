// Streams one chat completion and makes one non-streaming call with the
// official OpenAI Node SDK against OPENAI_BASE_URL (the recorder), then
// prints what the client received as one JSON line.
import OpenAI from "openai";

const client = new OpenAI({ baseURL: process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY, maxRetries: 0 });
const stream = await client.chat.completions.create({
  model: "llmreplay-sim",
  messages: [{ role: "user", content: "Say something long." }],
  max_tokens: 24,
  stream: true,
  stream_options: { include_usage: true },
});
let chunks = 0, text = "", usage = null;
for await (const chunk of stream) {
  chunks++;
  for (const c of chunk.choices) text += c.delta?.content ?? "";
  if (chunk.usage) usage = chunk.usage;
}
const full = await client.chat.completions.create({
  model: "llmreplay-sim",
  messages: [{ role: "user", content: "Short answer." }],
  max_tokens: 5,
});
console.log(JSON.stringify({ chunks, text, usage, full_text: full.choices[0].message.content, full_usage: full.usage }));
