// Talks to a running llmreplay sim with the official OpenAI Node client and
// prints what it received as JSON. Usage: node check.mjs BASE_URL
import OpenAI from "openai";

const base = process.argv[2];
const client = new OpenAI({ baseURL: base + "/v1", apiKey: "sk-test", maxRetries: 0 });

const out = {};
const stream = await client.chat.completions.create({
  model: "m",
  messages: [{ role: "user", content: "hello from node" }],
  max_tokens: 5,
  stream: true,
  stream_options: { include_usage: true },
});
let text = "";
let chunks = 0;
for await (const chunk of stream) {
  chunks++;
  for (const c of chunk.choices) {
    text += c.delta?.content ?? "";
    if (c.finish_reason) out.finish = c.finish_reason;
  }
  if (chunk.usage) out.usage = chunk.usage;
}
out.streamText = text;
out.chunks = chunks;

const whole = await client.chat.completions.create({
  model: "m",
  messages: [{ role: "user", content: "hello from node" }],
  max_tokens: 5,
});
out.wholeText = whole.choices[0].message.content;
out.wholeUsage = whole.usage;

const comp = await client.completions.create({ model: "m", prompt: "once", max_tokens: 3, ignore_eos: true });
out.completionText = comp.choices[0].text;

const models = await client.models.list();
out.models = models.data.map((m) => m.id);

try {
  await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "x" }], n: 2 });
} catch (e) {
  out.errorStatus = e.status;
}
console.log(JSON.stringify(out));
